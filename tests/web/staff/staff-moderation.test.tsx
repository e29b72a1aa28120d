import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiError } from '../support/mock-api-client'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'

const SLOW = { timeout: 5000 }

beforeAll(async () => {
  await Promise.all([
    import('../../../src/web/features/staff/components/staff-layout'),
    import('../../../src/web/features/staff/pages/staff-moderation-page'),
  ])
}, 30_000)

function signedInAsStaff() {
  state.loggedIn = true
  state.responses['GET /3/users/me/'] = {
    id: 9,
    email: 'staff@roam.test',
    first_name: 'Sam',
    is_owner: false,
    is_staff: true,
    is_pro: false,
  }
}

const waiting = (id: number, title: string, missing: string[] = []) => ({
  id,
  title,
  description: 'A camper waiting for staff to look at it.',
  state: 'to_moderate',
  vehicle_type: 1,
  city: 'Lyon',
  country: 'FR',
  photos: [],
  missing,
  submitted_at: '2026-11-20T09:30:00Z',
  owner: { id: 4, first_name: 'Oscar', last_name: 'Owner', email: 'owner@roam.test' },
})
const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results })

describe('/staff/moderation', () => {
  it('lists the campers waiting, approves one and refuses another only once a reason is given', async () => {
    signedInAsStaff()
    let queue = [waiting(41, 'Blue van', ['photos']), waiting(42, 'Old bus')]
    const queries: unknown[] = []
    state.responses['GET /v4/staff/listings/'] = (
      _body: unknown,
      init: { params: { query: Record<string, unknown> } },
    ) => {
      queries.push(init.params.query)
      return page(queue)
    }
    const approved: number[] = []
    const refused: { id: number; body: unknown }[] = []
    state.responses['POST /v4/staff/listings/{id}/approve/'] = (
      _body: unknown,
      init: { params: { path: { id: number } } },
    ) => {
      approved.push(init.params.path.id)
      queue = queue.filter((camper) => camper.id !== init.params.path.id)
      return { id: init.params.path.id, state: 'published' }
    }
    state.responses['POST /v4/staff/listings/{id}/refuse/'] = (
      body: unknown,
      init: { params: { path: { id: number } } },
    ) => {
      refused.push({ id: init.params.path.id, body })
      queue = queue.filter((camper) => camper.id !== init.params.path.id)
      return { id: init.params.path.id, state: 'unpublished' }
    }
    await renderApp('/staff/moderation')

    const first = await screen.findByRole('listitem', { name: 'Camper 41' }, SLOW)
    expect(queries[0]).toEqual({ status: 'to_moderate', page: 1, page_size: 20 })
    expect(within(first).getByRole('link', { name: 'Blue van' })).toHaveAttribute('href', '/campers/41')
    expect(within(first).getByRole('link', { name: 'Oscar Owner' })).toHaveAttribute('href', '/staff/users/4')
    expect(first).toHaveTextContent('At least 3 pictures')
    expect(first).toHaveTextContent('Nov 20, 2026')
    expect(screen.getByRole('listitem', { name: 'Camper 42' })).toHaveTextContent('Nothing, the listing is complete.')

    fireEvent.click(within(first).getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Camper 41' })).not.toBeInTheDocument(), SLOW)
    expect(approved).toEqual([41])

    fireEvent.click(
      within(screen.getByRole('listitem', { name: 'Camper 42' })).getByRole('button', { name: 'Refuse…' }),
    )
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent('Refuse “Old bus”?')
    const send = within(dialog).getByRole('button', { name: 'Refuse the camper' })
    expect(send).toBeDisabled()
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Why is it refused?' }), { target: { value: '   ' } })
    expect(send).toBeDisabled()
    fireEvent.submit(send.closest('form')!)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(refused).toEqual([])
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Why is it refused?' }), {
      target: { value: ' Photos of another van ' },
    })
    fireEvent.click(send)
    await waitFor(() => expect(screen.getByText('No camper is waiting for moderation.')).toBeInTheDocument(), SLOW)
    expect(refused).toEqual([{ id: 42, body: { reason: 'Photos of another van' } }])
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  }, 20_000)

  it('shows the server’s message when a decision fails', async () => {
    signedInAsStaff()
    state.responses['GET /v4/staff/listings/'] = page([waiting(43, 'Green van')])
    state.responses['POST /v4/staff/listings/{id}/approve/'] = apiError(405, {
      detail: 'The listing is not waiting for moderation.',
      code: 'LISTING_NOT_IN_VALID_STATE',
    })
    state.responses['POST /v4/staff/listings/{id}/refuse/'] = apiError(400, {
      reason: ['This field may not be blank.'],
    })
    await renderApp('/staff/moderation')
    const card = await screen.findByRole('listitem', { name: 'Camper 43' }, SLOW)
    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }))
    expect(await within(card).findByRole('alert')).toHaveTextContent('The listing is not waiting for moderation.')

    fireEvent.click(within(card).getByRole('button', { name: 'Refuse…' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Why is it refused?' }), { target: { value: 'Spam' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse the camper' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This field may not be blank.')
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  }, 20_000)
})
