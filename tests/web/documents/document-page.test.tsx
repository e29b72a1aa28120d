import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'
import { insurance, prices, refundPlan, signedIn, trip } from '../trips/fixtures'

const SLOW = { timeout: 5000 }

beforeAll(async () => {
  await Promise.all([
    import('../../../src/web/features/documents/pages/document-page'),
    import('../../../src/web/features/documents/pages/document-upload-page'),
    import('../../../src/web/features/documents/pages/driver-identity-page'),
    import('../../../src/web/features/trips/pages/trip-page'),
    import('../../../src/web/features/owner-campers/components/camper-layout'),
  ])
}, 30_000)

const page = { id: 1, doc_status: 'added', file_name: 'front.jpg', content_type: 'image/jpeg', size: 3, url: '' }

const licence = (extra: Record<string, unknown> = {}) => ({
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

const added = (extra: Record<string, unknown> = {}) =>
  licence({ status: 'added', dashboard_status: 'ADDED', expiration_date: '2031-04-30', pages: [page], ...extra })

/** The upload page's machine: pages with the expiration date, then the validation request. */
async function uploadAndAskValidation(url: string) {
  state.responses['GET /3/docs/{id}/'] = licence()
  const sentDates: unknown[] = []
  state.responses['POST /3/docs/{id}/pages/'] = (body: { expiration_date?: string }) => {
    sentDates.push(body.expiration_date)
    return added()
  }
  state.responses['POST /3/docs/{id}/ask-validation/'] = added({
    status: 'valid_ask',
    dashboard_status: 'VALIDATION_ASKED',
  })
  await renderApp(url)
  expect(await screen.findByTestId('document-status', {}, SLOW)).toHaveAttribute('data-status', 'NEEDDOC')
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Driving licence: add pages')
  // The chart takes no page before the mandatory date.
  expect(screen.getByLabelText('Add pages')).toBeDisabled()
  fireEvent.change(screen.getByLabelText('Expiration date'), { target: { value: '2031-04-30' } })
  fireEvent.change(screen.getByLabelText('Add pages'), {
    target: { files: [new File(['abc'], 'front.jpg', { type: 'image/jpeg' })] },
  })
  await waitFor(() => expect(screen.getByTestId('document-status')).toHaveAttribute('data-status', 'ADDED'), SLOW)
  expect(sentDates).toEqual(['2031-04-30'])
  fireEvent.click(screen.getByRole('button', { name: 'Ask for validation' }))
  await waitFor(
    () => expect(screen.getByTestId('document-status')).toHaveAttribute('data-status', 'VALIDATION_ASKED'),
    SLOW,
  )
  expect(screen.getByText(/Our team is checking this document/)).toBeInTheDocument()
}

describe('/d/account/documents-guest/{id_doc} and its upload page', () => {
  it('upload: sends pages with the expiration date, then asks validation', async () => {
    signedIn()
    await uploadAndAskValidation('/d/account/documents-guest/7/upload')
    expect(screen.getByRole('link', { name: 'See the document' })).toHaveAttribute(
      'href',
      '/d/account/documents-guest/7',
    )
    expect(screen.getByRole('link', { name: 'Back to my documents' })).toHaveAttribute('href', '/d/account/documents')
  })

  it('shows the status, the refusal reason and the pages, with a link to add pages', async () => {
    signedIn()
    state.responses['GET /3/docs/{id}/'] = licence({
      status: 'refused',
      dashboard_status: 'REFUSED',
      refusal_reason: 'Blurred photo',
      pages: [page],
    })
    await renderApp('/d/account/documents-guest/7')
    expect(await screen.findByTestId('document-status', {}, SLOW)).toHaveTextContent('Status: Refused')
    expect(screen.getByRole('alert')).toHaveTextContent('Reason: Blurred photo')
    expect(screen.getByText('front.jpg')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Add pages' })).toHaveAttribute(
      'href',
      '/d/account/documents-guest/7/upload',
    )
  })

  it('asks validation of a document whose pages are sent', async () => {
    signedIn()
    state.responses['GET /3/docs/{id}/'] = added()
    state.responses['POST /3/docs/{id}/ask-validation/'] = added({
      status: 'valid_ask',
      dashboard_status: 'VALIDATION_ASKED',
    })
    await renderApp('/d/account/documents-guest/7')
    fireEvent.click(await screen.findByRole('button', { name: 'Ask for validation' }, SLOW))
    await waitFor(
      () => expect(screen.getByTestId('document-status')).toHaveAttribute('data-status', 'VALIDATION_ASKED'),
      SLOW,
    )
  })

  it('offers no new pages for a document valid today', async () => {
    signedIn()
    state.responses['GET /3/docs/{id}/'] = added({ status: 'validated', dashboard_status: 'VALIDATED' })
    await renderApp('/d/account/documents-guest/7')
    expect(await screen.findByTestId('document-status', {}, SLOW)).toHaveAttribute('data-status', 'VALIDATED')
    expect(screen.queryByRole('link', { name: 'Add pages' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Ask for validation' })).not.toBeInTheDocument()
  })
})

describe('/d/account/documents-owner/{id_doc}/upload', () => {
  it('is the owner’s upload page, leading back to the owner document', async () => {
    signedIn()
    state.responses['GET /3/docs/{id}/'] = licence({ document_type: 'iban', expiration_date_mandatory: false })
    await renderApp('/d/account/documents-owner/7/upload')
    expect(await screen.findByTestId('document-status', {}, SLOW)).toHaveAttribute('data-status', 'NEEDDOC')
    expect(screen.getByLabelText('Add pages')).toBeEnabled()
    expect(screen.queryByLabelText('Expiration date')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See the document' })).toHaveAttribute(
      'href',
      '/d/account/documents-owner/7',
    )
  })
})

describe('/d/account/documents-guest/driver-identity', () => {
  it('shows the identity document and the driving licence with their status and links', async () => {
    signedIn()
    state.responses['GET /3/docs/guest/'] = {
      count: 3,
      results: [
        licence(),
        licence({ id: 8, document_type: 'addr_proof' }),
        licence({
          id: 9,
          document_type: 'id_proof',
          status: 'valid_ask',
          dashboard_status: 'VALIDATION_ASKED',
          expiration_date: '2032-03-14',
        }),
      ],
    }
    await renderApp('/d/account/documents-guest/driver-identity')
    expect(await screen.findByRole('heading', { name: 'Driver identity', level: 1 }, SLOW)).toBeInTheDocument()
    await screen.findByRole('heading', { name: 'Driving licence', level: 2 }, SLOW)
    const cards = screen
      .getAllByRole('heading', { level: 2, name: /Identity document|Driving licence/ })
      .map((heading) => heading.closest('li')!)
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Identity document',
      'Driving licence',
    ])
    expect(cards[0]).toHaveTextContent('Validation asked')
    expect(cards[0]).toHaveTextContent('expires on Mar 14, 2032')
    expect(within(cards[1]!).getByRole('link', { name: 'Add pages: Driving licence' })).toHaveAttribute(
      'href',
      '/d/account/documents-guest/7/upload',
    )
    expect(within(cards[1]!).getByRole('link', { name: 'See the document: Driving licence' })).toHaveAttribute(
      'href',
      '/d/account/documents-guest/7',
    )
    expect(screen.queryByText('Proof of address')).not.toBeInTheDocument()
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument()
  })
})

describe('/d/trips/{id}/documents/{id_doc}', () => {
  const tripResponses = () => {
    signedIn()
    state.responses['GET /v4/bookings-guest/{id}/'] = trip()
    state.responses['GET /3/my-requests/{id}/prices/'] = prices()
    state.responses['GET /3/insurance/{slug}/'] = insurance
    state.responses['GET /3/my-requests/{id}/refund/'] = refundPlan
    state.responses['GET /3/docs/booking/{id}/'] = { count: 1, results: [licence()] }
  }

  it('the trip page links each of the trip’s documents to its page under the trip', async () => {
    tripResponses()
    state.responses['GET /3/docs/booking/{id}/'] = {
      count: 1,
      results: [licence({ status: 'valid_ask', dashboard_status: 'VALIDATION_ASKED' })],
    }
    await renderApp('/d/trips/31')
    const link = await screen.findByRole('link', { name: 'Driving licence' }, SLOW)
    expect(link).toHaveAttribute('href', '/d/trips/31/documents/7')
    expect(link.parentElement).toHaveTextContent('Validation asked')
    expect(screen.getByRole('link', { name: /Covers, deductibles/ })).toHaveAttribute('href', '/d/trips/31/insurance')
  })

  it('shows one of the trip’s documents with the way back to the trip and its upload page', async () => {
    tripResponses()
    state.responses['GET /3/docs/{id}/'] = licence()
    await renderApp('/d/trips/31/documents/7')
    expect(await screen.findByTestId('document-status', {}, SLOW)).toHaveAttribute('data-status', 'NEEDDOC')
    expect(screen.getByRole('link', { name: 'Back to the trip' })).toHaveAttribute('href', '/d/trips/31')
    expect(screen.getByRole('link', { name: 'Add pages' })).toHaveAttribute('href', '/d/trips/31/documents/7/upload')
  })

  it('uploads from the trip’s upload page', async () => {
    tripResponses()
    await uploadAndAskValidation('/d/trips/31/documents/7/upload')
    expect(screen.getByRole('link', { name: 'See the document' })).toHaveAttribute('href', '/d/trips/31/documents/7')
  })

  it('says so when the document is not one of the trip’s', async () => {
    tripResponses()
    state.responses['GET /3/docs/{id}/'] = licence({ id: 99 })
    await renderApp('/d/trips/31/documents/99')
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('not one of this trip’s documents')
    expect(screen.queryByTestId('document-status')).not.toBeInTheDocument()
  })
})

describe('/d/campers/{id}/documents/{id_doc}', () => {
  const owner = () => {
    state.loggedIn = true
    state.responses['GET /3/users/me/'] = {
      id: 3,
      email: 'owner@roam.test',
      first_name: 'Oscar',
      is_owner: true,
      is_staff: false,
      is_pro: false,
      moneyboxes: [],
    }
    state.responses['GET /3/products/{id}/progress/'] = {
      id: 12,
      title: 'Blue van',
      state: 'created',
      publishable: false,
      percent: 75,
      refusal_reason: null,
      migration_status: 'not_eligible',
      steps: [],
    }
  }
  const insuranceCertificate = (extra: Record<string, unknown> = {}) =>
    licence({ id: 42, document_type: 'car_proof_insu', camper_id: 12, ...extra })

  it('shows the camper’s document with its dates and upload pages', async () => {
    owner()
    state.responses['GET /3/docs/{id}/'] = insuranceCertificate()
    await renderApp('/d/campers/12/documents/42')
    expect(await screen.findByTestId('document-status', {}, SLOW)).toHaveAttribute('data-status', 'NEEDDOC')
    expect(screen.getByRole('heading', { level: 2, name: 'Vehicle insurance certificate' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the camper’s documents' })).toHaveAttribute(
      'href',
      '/d/campers/12/documents',
    )
    expect(screen.getByRole('link', { name: 'Add pages' })).toHaveAttribute('href', '/d/campers/12/documents/42/upload')
    expect(screen.getByRole('link', { name: 'Dates of issue and expiration' })).toHaveAttribute(
      'href',
      '/d/campers/12/documents/42/date',
    )
  })

  it('saves the dates on the camper document’s date page', async () => {
    owner()
    state.responses['GET /3/docs/{id}/'] = insuranceCertificate()
    const sent: unknown[] = []
    state.responses['PATCH /3/docs/{id}/'] = (body: unknown) => {
      sent.push(body)
      return insuranceCertificate({ expiration_date: '2027-05-31' })
    }
    await renderApp('/d/campers/12/documents/42/date')
    fireEvent.change(await screen.findByLabelText('Expiration date', {}, SLOW), { target: { value: '2027-05-31' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('The document is saved.', {}, SLOW)).toBeInTheDocument()
    expect(sent).toEqual([{ real_edition_date: null, expiration_date: '2027-05-31' }])
  })

  it('says so when the document belongs to another camper', async () => {
    owner()
    state.responses['GET /3/docs/{id}/'] = insuranceCertificate({ camper_id: 13 })
    await renderApp('/d/campers/12/documents/42/upload')
    expect(await screen.findByText(/not one of this camper’s documents/, {}, SLOW)).toBeInTheDocument()
    expect(screen.queryByLabelText('Add pages')).not.toBeInTheDocument()
  })
})
