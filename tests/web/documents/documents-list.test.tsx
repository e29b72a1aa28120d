import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'

const SLOW = { timeout: 5000 }
vi.setConfig({ testTimeout: 20_000 })

beforeAll(async () => {
  for (const page of ['documents-page', 'document-page', 'emergency-warning-page'])
    await import(`../../../src/web/features/documents/pages/${page}.tsx`)
  await import('../../../src/web/features/account/pages/account-page')
}, 60_000)

const document = (extra: Record<string, unknown>) => ({
  id: 7,
  document_type: 'driving_licen',
  status: 'needdoc',
  dashboard_status: 'NEEDDOC',
  is_mandatory: true,
  expiration_date: null,
  expiration_date_mandatory: true,
  real_edition_date: null,
  idn: null,
  refusal_reason: null,
  check_result: null,
  camper_id: null,
  booking_id: null,
  emergency_warning_seen: false,
  pages: [],
  ...extra,
})

function signedIn(isOwner: boolean) {
  state.loggedIn = true
  state.responses['GET /3/users/me/'] = {
    id: 2,
    email: 'lena@roam.test',
    first_name: 'Lena',
    last_name: 'Roth',
    is_owner: isOwner,
    is_staff: false,
    is_pro: false,
    phone_verified: false,
    profile_picture: { url: null },
    moneyboxes: [],
  }
}

describe('/d/account documents section', () => {
  it('links the account to the documents list', async () => {
    signedIn(false)
    await renderApp('/d/account')
    expect(await screen.findByRole('link', { name: /^Documents/ }, SLOW)).toHaveAttribute(
      'href',
      '/d/account/documents',
    )
  })

  it('lists the driver documents with their status, and the owner documents when there are any', async () => {
    signedIn(true)
    state.responses['GET /3/docs/guest/'] = {
      count: 2,
      results: [
        document({}),
        document({ id: 8, document_type: 'id_proof', status: 'valid_ask', dashboard_status: 'VALIDATION_ASKED' }),
      ],
    }
    state.responses['GET /3/docs/owner/'] = {
      count: 1,
      results: [document({ id: 9, document_type: 'iban', status: 'validated', dashboard_status: 'VALIDATED' })],
    }
    await renderApp('/d/account/documents')
    const licence = await screen.findByRole('link', { name: /Driving licence/ }, SLOW)
    expect(licence).toHaveAttribute('href', '/d/account/documents-guest/7')
    expect(licence).toHaveTextContent('To upload')
    expect(screen.getByRole('link', { name: /Identity document/ })).toHaveTextContent('Validation asked')
    const iban = screen.getByRole('link', { name: /IBAN/ })
    expect(iban).toHaveAttribute('href', '/d/account/documents-owner/9')
    expect(iban).toHaveTextContent('Validated')
    expect(screen.getByRole('heading', { name: 'As an owner' })).toBeInTheDocument()
  })

  it('leaves the owner part out when the user has no owner documents', async () => {
    signedIn(false)
    state.responses['GET /3/docs/guest/'] = { count: 1, results: [document({})] }
    state.responses['GET /3/docs/owner/'] = { count: 0, results: [] }
    await renderApp('/d/account/documents')
    expect(await screen.findByRole('link', { name: /Driving licence/ }, SLOW)).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'As an owner' })).not.toBeInTheDocument()
  })
})

describe('/d/account/documents-guest/{id_doc} covid proof', () => {
  it('shows the emergency warning once, marks it seen, then opens the document page', async () => {
    signedIn(false)
    let covid = document({
      id: 12,
      document_type: 'covid_proof',
      is_mandatory: false,
      expiration_date_mandatory: false,
    })
    const patches: unknown[] = []
    state.responses['GET /3/docs/{id}/'] = () => covid
    state.responses['PATCH /3/docs/{id}/'] = (body: unknown) => {
      patches.push(body)
      covid = { ...covid, emergency_warning_seen: true }
      return covid
    }
    await renderApp('/d/account/documents-guest/12')
    expect(await screen.findByRole('heading', { name: 'Before you travel' }, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(patches).toEqual([{ emergency_warning_seen: true }]), SLOW)
    fireEvent.click(await screen.findByRole('link', { name: 'Continue to the document' }, SLOW))
    expect(await screen.findByTestId('document-status', {}, SLOW)).toHaveAttribute('data-status', 'NEEDDOC')
    expect(screen.queryByRole('heading', { name: 'Before you travel' })).not.toBeInTheDocument()
    expect(patches).toHaveLength(1)
  })

  it('opens the document page directly once the warning was seen', async () => {
    signedIn(false)
    state.responses['GET /3/docs/{id}/'] = document({
      id: 12,
      document_type: 'covid_proof',
      emergency_warning_seen: true,
    })
    await renderApp('/d/account/documents-guest/12')
    expect(await screen.findByTestId('document-status', {}, SLOW)).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Before you travel' })).not.toBeInTheDocument()
  })
})
