import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { apiError } from '../support/mock-api-client'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'

const SLOW = { timeout: 5000 }

beforeAll(async () => {
  await import('../../../src/web/features/earnings/pages/earnings-page')
}, 30_000)

beforeEach(() => sessionStorage.clear())

describe('/earnings/{step}', () => {
  it(
    'drops a rejected lead source, gates a deep link, walks the steps and shows the estimate',
    { timeout: 20_000 },
    async () => {
      const sent: unknown[] = []
      state.responses['POST /v4/campers/earnings-simulation/'] = (body: unknown) => {
        sent.push(body)
        return {
          reference: 'c0ffee00-0000-4000-8000-000000000001',
          min_daily: 90,
          max_daily: 110,
          min_yearly: 6570,
          max_yearly: 8030,
          currency: 'EUR',
          estimation: { comparables: 5, criteria: ['vehicle_type', 'country'], occupancy_rate: 0.2, offered_days: 365 },
        }
      }
      const { router } = await renderApp('/earnings/results?lead_source=abc')
      expect(await screen.findByRole('heading', { name: 'About your rentals' }, SLOW)).toBeInTheDocument()
      // The site layout holds the page's one main landmark.
      expect(document.querySelectorAll('main')).toHaveLength(1)
      await waitFor(
        () => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/earnings/owner'),
        SLOW,
      )

      fireEvent.click(screen.getByLabelText('A private owner'))
      fireEvent.click(screen.getByLabelText('All year round'))
      fireEvent.click(screen.getByRole('button', { name: 'Next' }))
      expect(await screen.findByRole('heading', { name: 'Your vehicle' }, SLOW)).toBeInTheDocument()
      fireEvent.change(screen.getByLabelText('Vehicle type'), { target: { value: 'campervan' } })
      const country = screen.getByRole('combobox', { name: 'Country of registration' })
      fireEvent.change(country, { target: { value: 'fr' } })
      fireEvent.blur(country)
      fireEvent.click(screen.getByRole('button', { name: 'Next' }))
      fireEvent.change(await screen.findByLabelText('Year of first registration', {}, SLOW), {
        target: { value: '2019' },
      })
      fireEvent.change(screen.getByLabelText('Seats with a seatbelt'), { target: { value: '4' } })
      fireEvent.click(screen.getByRole('button', { name: 'Next' }))
      // Back keeps what was entered.
      fireEvent.click(await screen.findByRole('button', { name: 'Back' }, SLOW))
      expect(await screen.findByLabelText('Seats with a seatbelt', {}, SLOW)).toHaveValue(4)
      fireEvent.click(screen.getByRole('button', { name: 'Next' }))
      fireEvent.change(await screen.findByLabelText('First name', {}, SLOW), { target: { value: 'Ada' } })
      fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Lovelace' } })
      fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } })
      fireEvent.click(screen.getByRole('button', { name: 'See my earnings' }))

      expect(await screen.findByTestId('earnings-daily', {}, SLOW)).toHaveTextContent(/90.*110/)
      expect(screen.getByTestId('earnings-yearly')).toHaveTextContent(/6,570.*8,030/)
      expect(screen.getByTestId('earnings-estimation')).toHaveTextContent('From the prices of 5 published campers')
      expect(router.state.location.pathname).toBe('/earnings/results')
      expect(sent).toEqual([
        {
          first_name: 'Ada',
          last_name: 'Lovelace',
          email: 'ada@example.com',
          is_professional: false,
          vehicle_type: 'campervan',
          vehicle_availability: 'all_year',
          vehicle_registration_country: 'FR',
          vehicle_registered_year: 2019,
          number_of_seats: 4,
        },
      ])
      expect(screen.getByRole('link', { name: 'Sign up to keep this estimate' })).toHaveAttribute(
        'href',
        '/signup?next=%2Fearnings%2Fresults',
      )

      // Back from the estimate to the answers, which are kept (the machine's results.shown → about-you).
      fireEvent.click(screen.getByRole('button', { name: 'Back' }))
      expect(await screen.findByRole('heading', { name: 'About you' }, SLOW)).toBeInTheDocument()
      expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com')
      await waitFor(() => expect(router.state.location.pathname).toBe('/earnings/about-you'), SLOW)
    },
  )

  const FILLED = {
    isProfessional: false,
    vehicleAvailability: 'all_year',
    numberOfWeeks: null,
    numberOfWeekends: null,
    vehicleType: 'campervan',
    vehicleRegistrationCountry: 'FR',
    vehicleRegisteredYear: 2019,
    numberOfSeats: 4,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phoneNumber: '',
    country: '',
  }
  const estimate = {
    reference: 'c0ffee00-0000-4000-8000-000000000002',
    min_daily: 90,
    max_daily: 110,
    min_yearly: 6570,
    max_yearly: 8030,
    currency: 'EUR',
    estimation: { comparables: 5, criteria: ['vehicle_type'], occupancy_rate: 0.2, offered_days: 365 },
  }
  const fullPath = (router: { state: { location: { pathname: string; search: string } } }) =>
    `${router.state.location.pathname}${router.state.location.search}`

  it('removes a lead source the server does not know from the address and goes on to the results', async () => {
    sessionStorage.setItem('roam.earnings', JSON.stringify({ answers: FILLED }))
    state.responses['GET /v4/leads/lead-sources/{id}/'] = apiError(404, { detail: 'Not found.' })
    const sent: Record<string, unknown>[] = []
    state.responses['POST /v4/campers/earnings-simulation/'] = (body: unknown) => {
      sent.push(body as Record<string, unknown>)
      return estimate
    }
    const { router } = await renderApp('/earnings/results?lead_source=999&utm_source=partner')
    expect(await screen.findByTestId('earnings-daily', {}, SLOW)).toHaveTextContent(/90.*110/)
    await waitFor(() => expect(fullPath(router)).toBe('/earnings/results?utm_source=partner'), SLOW)
    expect(sent).toHaveLength(1)
    expect(sent[0]).not.toHaveProperty('lead_source')
  })

  it('estimates again without the lead source when the simulation refuses it', async () => {
    sessionStorage.setItem('roam.earnings', JSON.stringify({ answers: FILLED }))
    state.responses['GET /v4/leads/lead-sources/{id}/'] = { id: 3, name: 'Partner' }
    const sent: Record<string, unknown>[] = []
    state.responses['POST /v4/campers/earnings-simulation/'] = (body: unknown) => {
      sent.push(body as Record<string, unknown>)
      return sent.length === 1 ? apiError(400, { lead_source: ['Unknown lead source.'] }, 'POST') : estimate
    }
    const { router } = await renderApp('/earnings/results?lead_source=3')
    expect(await screen.findByTestId('earnings-daily', {}, SLOW)).toHaveTextContent(/90.*110/)
    await waitFor(() => expect(fullPath(router)).toBe('/earnings/results'), SLOW)
    expect(sent.map((body) => body.lead_source)).toEqual([3, undefined])
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
