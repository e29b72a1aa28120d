import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'
import { insurance, prices, refundPlan, signedIn, trip } from '../trips/fixtures'

const SLOW = { timeout: 5000 }

beforeAll(async () => {
  await import('../../../src/web/features/documents/pages/document-page')
  await import('../../../src/web/features/trips/pages/trip-page')
}, 30_000)

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

describe('/d/account/documents-guest/{id_doc}', () => {
  it('sends pages with the expiration date, then asks validation', async () => {
    state.loggedIn = true
    state.responses['GET /3/users/me/'] = {
      id: 2,
      email: 'guest@roam.test',
      first_name: 'Lena',
      is_owner: false,
      is_staff: false,
      is_pro: false,
    }
    state.responses['GET /3/docs/{id}/'] = licence()
    const sentDates: unknown[] = []
    state.responses['POST /3/docs/{id}/pages/'] = (body: { expiration_date?: string }) => {
      sentDates.push(body.expiration_date)
      return licence({
        status: 'added',
        dashboard_status: 'ADDED',
        expiration_date: '2031-04-30',
        pages: [{ id: 1, doc_status: 'added', file_name: 'a.jpg', content_type: 'image/jpeg', size: 3, url: '' }],
      })
    }
    state.responses['POST /3/docs/{id}/ask-validation/'] = licence({
      status: 'valid_ask',
      dashboard_status: 'VALIDATION_ASKED',
      expiration_date: '2031-04-30',
      pages: [{}],
    })
    await renderApp('/d/account/documents-guest/7')
    expect(await screen.findByTestId('document-status', {}, SLOW)).toHaveAttribute('data-status', 'NEEDDOC')
    fireEvent.change(screen.getByLabelText('Expiration date'), { target: { value: '2031-04-30' } })
    fireEvent.change(screen.getByLabelText('Add pages'), {
      target: { files: [new File(['abc'], 'a.jpg', { type: 'image/jpeg' })] },
    })
    await waitFor(() => expect(screen.getByTestId('document-status')).toHaveAttribute('data-status', 'ADDED'), SLOW)
    expect(sentDates).toEqual(['2031-04-30'])
    fireEvent.click(screen.getByRole('button', { name: 'Ask for validation' }))
    await waitFor(
      () => expect(screen.getByTestId('document-status')).toHaveAttribute('data-status', 'VALIDATION_ASKED'),
      SLOW,
    )
  })
})

describe('/d/trips/{id} documents section', () => {
  it('links each of the guest’s trip documents to its page with its status', async () => {
    signedIn()
    state.responses['GET /v4/bookings-guest/{id}/'] = trip()
    state.responses['GET /3/my-requests/{id}/prices/'] = prices()
    state.responses['GET /3/insurance/{slug}/'] = insurance
    state.responses['GET /3/my-requests/{id}/refund/'] = refundPlan
    state.responses['GET /3/docs/booking/{id}/'] = {
      count: 1,
      results: [licence({ status: 'valid_ask', dashboard_status: 'VALIDATION_ASKED' })],
    }
    await renderApp('/d/trips/31')
    const link = await screen.findByRole('link', { name: 'Driving licence' }, SLOW)
    expect(link).toHaveAttribute('href', '/d/account/documents-guest/7')
    expect(link.parentElement).toHaveTextContent('Validation asked')
  })
})
