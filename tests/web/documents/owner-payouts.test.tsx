import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { apiError } from '../support/mock-api-client'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'

const SLOW = { timeout: 5000 }
vi.setConfig({ testTimeout: 20_000 })

beforeAll(async () => {
  for (const page of ['documents-page', 'iban-page', 'money-statement-page', 'ubo-declaration-page'])
    await import(`../../../src/web/features/documents/pages/${page}.tsx`)
}, 60_000)

function signedInOwner(extra: Record<string, unknown> = {}) {
  state.loggedIn = true
  state.responses['GET /3/users/me/'] = {
    id: 2,
    email: 'olivier@roam.test',
    first_name: 'Olivier',
    last_name: 'Martin',
    is_owner: true,
    is_staff: false,
    is_pro: false,
    professional_type: null,
    phone_verified: false,
    profile_picture: { url: null },
    moneyboxes: [],
    ...extra,
  }
  state.responses['GET /3/docs/guest/'] = { count: 0, results: [] }
}

const IBAN = {
  id: 'sbxbank_1',
  iban: 'FR76 **** **** 0189',
  bic: 'AGRIFRPP',
  holder_name: 'Olivier Martin',
  address: '1 rue de la Paix',
  city: 'Paris',
  postal_code: '75002',
  country: 'FR',
  created_at: '2026-11-01T10:00:00Z',
}
const DECLARATION = {
  id: 3,
  status: 'C',
  display_status: 'CREATED',
  refused_reason: null,
  submitted_at: null,
  can_edit: true,
  ubos: [],
}

describe('owner payouts on /d/account/documents', () => {
  it('reports a failing owner documents load alone, and still shows the IBAN and the UBO declaration', async () => {
    signedInOwner({ is_pro: true, professional_type: 'BUSINESS' })
    state.responses['GET /3/docs/owner/'] = apiError(500, { detail: 'Server down' })
    state.responses['GET /3/mangopay/iban/'] = IBAN
    state.responses['GET /3/mangopay/ubo-declaration/'] = DECLARATION
    await renderApp('/d/account/documents')
    expect(await screen.findByText('Your owner documents could not be loaded.', {}, SLOW)).toBeInTheDocument()
    expect(await within(screen.getByTestId('iban-section')).findByText('FR76 **** **** 0189')).toBeInTheDocument()
    expect(await within(screen.getByTestId('ubo-section')).findByText('Not submitted yet')).toBeInTheDocument()
  })

  it('reports failing IBAN and UBO loads one by one while the owner documents show', async () => {
    signedInOwner({ is_pro: true, professional_type: 'BUSINESS' })
    state.responses['GET /3/docs/owner/'] = { count: 0, results: [] }
    state.responses['GET /3/mangopay/iban/'] = apiError(500, { detail: 'Server down' })
    state.responses['GET /3/mangopay/ubo-declaration/'] = apiError(502, { detail: 'Bad gateway' })
    await renderApp('/d/account/documents')
    expect(
      await within(await screen.findByTestId('iban-section', {}, SLOW)).findByText(
        'Your bank account could not be loaded.',
      ),
    ).toBeInTheDocument()
    expect(
      await within(screen.getByTestId('ubo-section')).findByText('The UBO declaration could not be loaded.'),
    ).toBeInTheDocument()
    expect(screen.queryByText('Your owner documents could not be loaded.')).not.toBeInTheDocument()
  })

  it('reads a missing IBAN as "no IBAN yet" and leaves the UBO declaration to business accounts', async () => {
    signedInOwner()
    state.responses['GET /3/docs/owner/'] = { count: 0, results: [] }
    await renderApp('/d/account/documents')
    expect(
      await within(await screen.findByTestId('iban-section', {}, SLOW)).findByText('No IBAN yet'),
    ).toBeInTheDocument()
    expect(screen.queryByTestId('ubo-section')).not.toBeInTheDocument()
  })
})

describe('owner payout pages', () => {
  it('saves an IBAN and shows the field errors of a refused one', async () => {
    signedInOwner()
    let attempts = 0
    state.responses['POST /3/mangopay/iban/'] = () =>
      ++attempts === 1 ? apiError(400, { iban: ['Enter a valid IBAN.'] }) : IBAN
    await renderApp('/d/account/documents-owner/iban')
    expect(await screen.findByText('No IBAN yet: add one to receive your payouts.', {}, SLOW)).toBeInTheDocument()
    fireEvent.change(screen.getByLabelText('IBAN'), { target: { value: 'FR76 0000' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save the bank account' }))
    expect(await screen.findByText('Enter a valid IBAN.')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Save the bank account' }))
    expect(await screen.findByText(/Payouts go to FR76 \*\*\*\* \*\*\*\* 0189/)).toBeInTheDocument()
  })

  it('opens the payouts on the current year, with the total and one line per booking, and changes year', async () => {
    signedInOwner()
    const year = new Date().getUTCFullYear()
    const asked: string[] = []
    state.responses['GET /3/mangopay/payout/'] = (_body: unknown, init: { params: { query: { year: string } } }) => {
      asked.push(init.params.query.year)
      return init.params.query.year === String(year)
        ? {
            year,
            count: 1,
            totals: [{ currency: 'EUR', amount: '363.38' }],
            results: [
              {
                id: 1,
                booking_id: 41,
                camper_title: 'Hymer B-Class',
                date_from: `${year}-03-01`,
                date_to: `${year}-03-06`,
                amount: '363.38',
                currency: 'EUR',
                status: 'SUCCEEDED',
                paid_at: `${year}-03-07T09:00:00Z`,
              },
            ],
          }
        : { year: Number(init.params.query.year), count: 0, totals: [], results: [] }
    }
    await renderApp('/d/account/documents-owner/payouts')
    const table = await screen.findByTestId('payouts-table', {}, SLOW)
    expect(within(table).getByText('#41')).toBeInTheDocument()
    expect(within(table).getByText('Paid')).toBeInTheDocument()
    expect(screen.getByTestId('statement-total')).toHaveTextContent('€363.38')
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: String(year - 1) } })
    expect(await screen.findByText(`No payout in ${year - 1}.`)).toBeInTheDocument()
    expect(asked).toEqual([String(year), String(year - 1)])
  })

  it('adds a beneficial owner and submits the declaration', async () => {
    signedInOwner({ is_pro: true, professional_type: 'BUSINESS' })
    const ubo = {
      id: 5,
      first_name: 'Grace',
      last_name: 'Hopper',
      address: '2 quai Voltaire',
      city: 'Lyon',
      postal_code: '69002',
      country: 'FR',
      nationality: 'US',
      birthday: '1966-12-09',
      birthplace_city: 'New York',
      birthplace_country: 'US',
    }
    let declaration: Record<string, unknown> = DECLARATION
    state.responses['GET /3/mangopay/ubo-declaration/'] = () => declaration
    state.responses['POST /3/mangopay/ubo-declaration/{id}/ubo/'] = (body: unknown) => {
      declaration = { ...DECLARATION, ubos: [{ ...ubo, ...(body as object) }] }
      return ubo
    }
    state.responses['PATCH /3/mangopay/ubo-declaration/'] = () => ({
      ...declaration,
      status: 'A',
      display_status: 'VALIDATION_ASKED',
      can_edit: false,
    })
    await renderApp('/d/account/documents-owner/ubo-declaration')
    fireEvent.click(await screen.findByRole('button', { name: 'Add a beneficial owner' }, SLOW))
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Grace' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save the beneficial owner' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Submit the declaration' }))
    await waitFor(() => expect(screen.getByTestId('ubo-status')).toHaveAttribute('data-status', 'VALIDATION_ASKED'))
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument()
  })
})
