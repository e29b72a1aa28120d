import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { addDays, format } from 'date-fns'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiError } from '../support/mock-api-client'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'

const SLOW = { timeout: 5000 }
const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd')
/** A day button is named by its full date, "Monday, November 30, 2026". */
const dayButton = (offset: number) =>
  screen.getByRole('button', { name: new RegExp(format(addDays(new Date(), offset), 'EEEE, MMMM d, y')) })

beforeAll(async () => {
  await Promise.all([
    import('../../../src/web/features/owner-calendar/pages/owner-calendar-page'),
    import('../../../src/web/features/owner-calendar/pages/owner-prices-page'),
  ])
}, 30_000)

function signedInOwner() {
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
}

const pricesDetails = (overrides: Record<string, unknown> = {}) => ({
  camper_id: 12,
  currency: 'EUR',
  price_per_day: '85.50',
  min_days: 2,
  max_months_future_rental: 6,
  hour_from: 14,
  hour_to: 12,
  unlimited_km_allowed: true,
  km_options: [
    { km: 0, price_per_day: '15.00', available: true },
    { km: 100, price_per_day: '0.00', available: true },
    { km: 200, price_per_day: '5.00', available: true },
  ],
  weekly_discount: { min_days: 7, rate: 0.1 },
  options: [{ id: 4, name: 'Bike rack', price: '12.00', recurrence: 'booking', max_quantity: 1 }],
  ...overrides,
})

const period = (overrides: Record<string, unknown>) => ({
  id: 1,
  camper_id: 12,
  date_from: day(10),
  date_to: day(13),
  kind: 'unavailable',
  reason: 'wintering',
  price_per_day: null,
  season: null,
  color: null,
  min_days: null,
  imported: false,
  ...overrides,
})

function withCalendar(periods: unknown[] | (() => unknown)) {
  signedInOwner()
  state.responses['GET /3/products/{idCamper}/calendar/periods/'] =
    typeof periods === 'function' ? periods : { periods, bookings: [] }
  state.responses['GET /3/products/{idCamper}/prices-details/'] = pricesDetails()
  state.responses['GET /3/products/{idCamper}/ical-feed/'] = {
    export_url: 'https://roam.test/3/products/12/calendar-feed/?token=secret',
    feed: {
      url: 'https://other.example/van.ics',
      last_synced_at: null,
      last_error: 'The calendar answered 404.',
      event_count: 0,
    },
  }
}

describe('/d/campers/{id}/calendar', () => {
  it('lists the periods with their reason or price, season and minimum stay, and the iCal export and sync status', async () => {
    withCalendar([
      period({}),
      period({
        id: 2,
        date_from: day(20),
        date_to: day(30),
        kind: 'available',
        reason: null,
        price_per_day: '150.00',
        season: 3,
        color: 4,
        min_days: 3,
      }),
      period({ id: 3, date_from: day(40), date_to: day(42), reason: 'ical', imported: true }),
      period({ id: 4, date_from: day(50), date_to: day(52), reason: 'sister_site_booked', imported: true }),
      period({ id: 5, date_from: day(60), date_to: day(62), reason: 'sister_site_blocked', imported: true }),
    ])
    await renderApp('/d/campers/12/calendar')
    expect(await screen.findByRole('heading', { name: 'Calendar', level: 2 }, SLOW)).toBeInTheDocument()
    const items = screen.getAllByTestId('owner-period')
    expect(items[0]).toHaveTextContent('Unavailable: Wintering')
    expect(items[1]).toHaveTextContent('€150.00 a day · High season · at least 3 days')
    expect(items[2]).toHaveTextContent('Unavailable: Imported calendar')
    // Imported days are the feed's: no edit or delete.
    expect(within(items[2]!).queryByRole('button')).not.toBeInTheDocument()
    expect(items[3]).toHaveTextContent('Unavailable: Booked on the partner platform')
    expect(items[4]).toHaveTextContent('Unavailable: Blocked on the partner platform')
    expect(within(items[4]!).queryByRole('button')).not.toBeInTheDocument()
    expect(
      await screen.findByDisplayValue('https://roam.test/3/products/12/calendar-feed/?token=secret', {}, SLOW),
    ).toBeInTheDocument()
    expect(screen.getByTestId('ical-feed-status')).toHaveTextContent('The last sync failed: The calendar answered 404.')
  }, 30_000)

  it('blocks picked days with a reason: the last picked day is included, so dates_1 is the day after', async () => {
    const bodies: unknown[] = []
    let periods: unknown[] = []
    withCalendar(() => ({ periods, bookings: [] }))
    state.responses['POST /3/products/{idCamper}/calendar/periods/'] = (body: unknown) => {
      bodies.push(body)
      periods = [period({ id: 9, date_from: day(3), date_to: day(6), reason: 'breakdown' })]
      return periods[0]
    }
    await renderApp('/d/campers/12/calendar')
    await screen.findByRole('heading', { name: 'Calendar', level: 2 }, SLOW)
    fireEvent.click(dayButton(3))
    fireEvent.click(dayButton(5))
    const form = await screen.findByRole('form', { name: 'Selected days' })
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'breakdown' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }))
    await waitFor(
      () => expect(screen.getAllByTestId('owner-period')[0]).toHaveTextContent('Unavailable: Breakdown'),
      SLOW,
    )
    expect(bodies).toEqual([{ dates_0: day(3), dates_1: day(6), kind: 'unavailable', reason: 'breakdown' }])
  }, 30_000)

  it('sets a high-season price and shows the server’s field error', async () => {
    const bodies: unknown[] = []
    withCalendar([])
    state.responses['POST /3/products/{idCamper}/calendar/periods/'] = (body: unknown) => {
      bodies.push(body)
      return apiError(400, { dates_0: ['This period overlaps another period of the calendar.'] }, 'POST')
    }
    await renderApp('/d/campers/12/calendar')
    await screen.findByRole('heading', { name: 'Calendar', level: 2 }, SLOW)
    fireEvent.click(dayButton(4))
    fireEvent.click(dayButton(8))
    const form = await screen.findByRole('form', { name: 'Selected days' })
    fireEvent.click(within(form).getByLabelText('Set a price and season'))
    fireEvent.change(within(form).getByLabelText('Price per day'), { target: { value: '140' } })
    fireEvent.change(within(form).getByLabelText('Season'), { target: { value: '3' } })
    fireEvent.click(within(form).getByLabelText('Colour 5'))
    fireEvent.change(within(form).getByLabelText('Minimum stay (days)'), { target: { value: '4' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }))
    expect(await within(form).findByRole('alert', {}, SLOW)).toHaveTextContent(
      'This period overlaps another period of the calendar.',
    )
    expect(bodies).toEqual([
      { dates_0: day(4), dates_1: day(9), kind: 'available', price_per_day: 140, season: 3, color: 5, min_days: 4 },
    ])
  }, 30_000)

  it('imports an external calendar by its address', async () => {
    const bodies: unknown[] = []
    withCalendar([])
    state.responses['POST /3/products/{idCamper}/ical-feed/'] = (body: unknown) => {
      bodies.push(body)
      return { export_url: 'https://roam.test/x', feed: null }
    }
    await renderApp('/d/campers/12/calendar')
    const input = await screen.findByLabelText('Import another calendar instead', {}, SLOW)
    fireEvent.change(input, { target: { value: 'https://other.example/new.ics' } })
    fireEvent.click(screen.getByRole('button', { name: 'Import' }))
    await waitFor(() => expect(bodies).toEqual([{ url: 'https://other.example/new.ics' }]), SLOW)
  }, 30_000)
})

describe('/d/campers/{id}/prices', () => {
  it('shows the km options and options, and saves the base price and hours', async () => {
    const bodies: unknown[] = []
    withCalendar([])
    state.responses['PATCH /3/products/{idCamper}/prices-details/'] = (body: unknown) => {
      bodies.push(body)
      return pricesDetails({ price_per_day: '99.00', hour_from: 9 })
    }
    await renderApp('/d/campers/12/prices')
    expect(await screen.findByRole('heading', { name: 'Prices', level: 2 }, SLOW)).toBeInTheDocument()
    const km = screen.getAllByTestId('km-option')
    expect(km.map((item) => item.textContent)).toEqual([
      'Unlimited km€15.00 a day',
      '100 km a dayIncluded',
      '200 km a day€5.00 a day',
    ])
    expect(screen.getByTestId('owner-option')).toHaveTextContent('Bike rack: €12.00 a booking')
    fireEvent.change(screen.getByLabelText('Price per day (EUR)'), { target: { value: '99' } })
    fireEvent.change(screen.getByLabelText('Departure time'), { target: { value: '9' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save the prices' }))
    await waitFor(
      () =>
        expect(bodies).toEqual([
          { price_per_day: 99, min_days: 2, hour_from: 9, hour_to: 12, unlimited_km_allowed: true },
        ]),
      SLOW,
    )
  }, 30_000)
})
