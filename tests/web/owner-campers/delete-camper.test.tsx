import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { ApiClientError } from '../support/mock-api-client'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'

const SLOW = { timeout: 5000 }

beforeAll(async () => {
  await Promise.all([
    import('../../../src/web/features/owner-campers/pages/owner-camper-page'),
    import('../../../src/web/features/owner-campers/pages/owner-campers-page'),
    import('../../../src/web/features/owner-campers/components/camper-layout'),
  ])
}, 30_000)

function signedInOwnerWithCamper() {
  state.loggedIn = true
  state.responses['GET /3/users/me/'] = {
    id: 3,
    email: 'owner@roam.test',
    first_name: 'Oscar',
    is_owner: true,
    is_staff: false,
    is_pro: false,
    phone_verified: false,
    profile_picture: { url: null },
    moneyboxes: [],
  }
  state.responses['GET /3/products/{id}/progress/'] = {
    id: 12,
    title: 'Blue van',
    state: 'bookable',
    publishable: true,
    percent: 100,
    refusal_reason: null,
    migration_status: 'not_eligible',
    steps: [],
  }
  state.responses['GET /3/products/{id}/stats/'] = { visit_stats: 0, print_stats: 0 }
}

async function openDialog() {
  await renderApp('/d/campers/12')
  fireEvent.click(await screen.findByRole('button', { name: 'Delete' }, SLOW))
  return within(await screen.findByRole('dialog', { name: 'Delete this camper?' }, SLOW))
}

describe('deleting a camper', () => {
  it('asks a reason, a comment for "other", sends them and goes back to My campers', async () => {
    signedInOwnerWithCamper()
    const bodies: unknown[] = []
    state.responses['DELETE /3/products/{id}/update/'] = (body: unknown) => {
      bodies.push(body)
      return { id: 12, state: 'deleted_owner' }
    }
    state.responses['GET /3/products/me/paginated/'] = { count: 0, next: null, previous: null, results: [] }
    const dialog = await openDialog()
    const confirm = dialog.getByRole('button', { name: 'Delete for good' })
    expect(confirm).toBeDisabled()
    fireEvent.click(dialog.getByRole('radio', { name: 'Another reason' }))
    expect(confirm).toBeDisabled()
    fireEvent.change(dialog.getByLabelText('Tell us why'), { target: { value: ' I moved abroad ' } })
    fireEvent.click(confirm)
    await waitFor(() => expect(bodies).toEqual([{ reason: 'other', comment: 'I moved abroad' }]), SLOW)
    expect(await screen.findByRole('heading', { name: 'My campers' }, SLOW)).toBeInTheDocument()
  }, 30_000)

  it('says why a camper with bookings to come cannot be deleted', async () => {
    signedInOwnerWithCamper()
    state.responses['DELETE /3/products/{id}/update/'] = new ApiClientError({
      status: 409,
      method: 'DELETE',
      endpoint: '/3/products/12/update/',
      body: { detail: 'Bookings.', code: 'CAMPER_HAS_UPCOMING_BOOKINGS' },
      fingerprint: 'unknown',
      message: 'Bookings.',
      messages: ['Bookings.'],
      codes: ['CAMPER_HAS_UPCOMING_BOOKINGS'],
    })
    const dialog = await openDialog()
    fireEvent.click(dialog.getByRole('radio', { name: 'I sold the vehicle' }))
    fireEvent.click(dialog.getByRole('button', { name: 'Delete for good' }))
    expect(await dialog.findByRole('alert', {}, SLOW)).toHaveTextContent('still has bookings that are not over')
  }, 30_000)
})
