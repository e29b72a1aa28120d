import { fireEvent, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'

const SLOW = { timeout: 5000 }

beforeAll(async () => {
  await Promise.all([
    import('../../../src/web/features/documents/pages/camper-documents-page'),
    import('../../../src/web/features/owner-campers/pages/owner-camper-page'),
  ])
}, 30_000)

function signedInOwner() {
  state.loggedIn = true
  state.responses['GET /3/users/me/'] = { id: 3, email: 'owner@roam.test', first_name: 'Oscar', is_owner: true, is_staff: false, is_pro: false,
    phone_verified: false, profile_picture: { url: null }, moneyboxes: [],
  }
}

const registration = {
  id: 41, document_type: 'car_registr', status: 'needdoc', dashboard_status: 'NEEDDOC', is_mandatory: true, expiration_date: null,
  expiration_date_mandatory: false, real_edition_date: null, idn: null, refusal_reason: null, check_result: null, camper_id: 12,
  booking_id: null, emergency_warning_seen: false, pages: [],
}

describe('/d/campers/{id}/documents', () => {
  it('is where the camper’s Documents tab leads, and lists the camper’s documents with their status', async () => {
    signedInOwner()
    state.responses['GET /3/products/{id}/progress/'] = {
      id: 12, title: 'Blue van', state: 'created', publishable: false, percent: 88, refusal_reason: null, migration_status: 'not_eligible',
      steps: [{ requirement: 'documents', done: false }],
    }
    state.responses['GET /3/products/{id}/stats/'] = { visit_stats: 0, print_stats: 0 }
    state.responses['GET /3/docs/vehicle/{id}/'] = { count: 1, results: [registration] }
    await renderApp('/d/campers/12')
    const tab = await screen.findByRole('link', { name: 'Documents' }, SLOW)
    expect(tab).toHaveAttribute('href', '/d/campers/12/documents')
    fireEvent.click(tab)
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' }, SLOW)).toBeInTheDocument()
    const link = await screen.findByRole('link', { name: /Vehicle registration/ }, SLOW)
    expect(link).toHaveAttribute('href', '/d/account/documents-owner/41')
    expect(link).toHaveTextContent('To upload')
  }, 20_000)

  it('says so when the camper needs no documents', async () => {
    signedInOwner()
    state.responses['GET /3/docs/vehicle/{id}/'] = { count: 0, results: [] }
    await renderApp('/d/campers/12/documents')
    expect(await screen.findByText('This camper needs no documents.', {}, SLOW)).toBeInTheDocument()
  }, 20_000)
})
