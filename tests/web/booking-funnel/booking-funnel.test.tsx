import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { addDays, format } from 'date-fns'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { apiError } from '../support/mock-api-client'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'
import { availabilitiesFixture, camperFixture, priceFixture, reviewsPage } from '../listing/fixtures'
import { bookingFixture, insurancesFixture, pricesFixture, summaryFixture } from './fixtures'

const SLOW = { timeout: 5000 }
const FULL_QUERY = '?cancel_insurance=false&rental_cover=false'

beforeAll(async () => {
  for (const page of [
    'travel-details',
    'insurance',
    'cancel-insurance',
    'user-details',
    'summary',
    'message-owner',
    'success',
  ]) {
    await import(`../../../src/web/features/booking-funnel/pages/${page}-page.tsx`)
  }
  await import('../../../src/web/features/listing/pages/listing-page')
  // The funnel's layout route is lazy too; on a loaded CI machine its first transform outlasts a wait.
  await import('../../../src/web/features/booking-funnel/components/funnel-route')
}, 60_000)

let booking: ReturnType<typeof bookingFixture>
let prices: ReturnType<typeof pricesFixture>
const patches: Array<[string, unknown]> = []

beforeEach(() => {
  state.loggedIn = true
  booking = bookingFixture()
  prices = pricesFixture()
  patches.length = 0
  state.responses['GET /3/users/me/'] = {
    id: 2,
    email: 'guest@roam.test',
    first_name: 'Gus',
    is_owner: false,
    is_staff: false,
    is_pro: false,
  }
  state.responses['GET /v4/bookings-guest/{id}/'] = () => booking
  state.responses['GET /3/my-requests/{id}/prices/'] = () => prices
})

const path = () => (router: { state: { location: { pathname: string; search: string } } }) =>
  router.state.location.pathname + router.state.location.search

describe('booking box', () => {
  const from = format(addDays(new Date(), 10), 'yyyy-MM-dd')
  const to = format(addDays(new Date(), 14), 'yyyy-MM-dd')

  it('creates the booking with the chosen dates and opens the instant funnel for an instant camper', async () => {
    state.responses['GET /3/wishlists/products/'] = { product_ids: [] }
    state.responses['GET /3/products/{id}/'] = camperFixture({ instant_booking: true, hour_from: 10, hour_to: 18 })
    state.responses['GET /v4/reviews/'] = reviewsPage(1)
    state.responses['GET /3/products/{id}/availabilities/'] = availabilitiesFixture
    state.responses['GET /3/products/{id}/price/'] = priceFixture
    const created: unknown[] = []
    state.responses['POST /v4/bookings/'] = (body: unknown) => {
      created.push(body)
      booking = bookingFixture({ id: 9, is_instant: true })
      return booking
    }
    const { router } = await renderApp(`/campers/42?date_from=${from}&date_to=${to}`)
    const bookNow = await screen.findByRole('button', { name: 'Book now' }, SLOW)
    // The button shows as soon as the dates are complete but stays disabled until the price answers.
    await waitFor(() => expect(bookNow).toBeEnabled(), SLOW)
    fireEvent.click(bookNow)
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/campers/42/instant-request/9/travel-details'),
      SLOW,
    )
    expect(created).toEqual([
      { camper: 42, date_from: from, date_to: to, hour_from: 9, hour_to: 20, travelers: 1, message: '' },
    ])
  }, 20_000)
})

describe('redirect rules', () => {
  it('starts a request at travel-details and adds the price choices to the address', async () => {
    prices = pricesFixture({ coupon_code: 'ROAD50' })
    const { router } = await renderApp('/campers/42/request/7')
    await waitFor(
      () =>
        expect(path()(router)).toBe(
          '/campers/42/request/7/travel-details?cancel_insurance=false&rental_cover=false&coupon_code=ROAD50',
        ),
      SLOW,
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'Your trip' }, SLOW)).toBeInTheDocument()
  })

  it('keeps the locale prefix when it redirects', async () => {
    const { router } = await renderApp('/fr/campers/42/request/7')
    await waitFor(
      () =>
        expect(path()(router)).toBe(
          '/fr/campers/42/request/7/travel-details?cancel_insurance=false&rental_cover=false',
        ),
      SLOW,
    )
  })

  it('puts the booking’s own camper in the address', async () => {
    state.responses['GET /3/insurance/'] = insurancesFixture
    const { router } = await renderApp(`/campers/99/request/7/insurance${FULL_QUERY}`)
    await waitFor(() => expect(path()(router)).toBe(`/campers/42/request/7/insurance${FULL_QUERY}`), SLOW)
  })

  it('sends a VALIDATED request to its success page', async () => {
    booking = bookingFixture({ state: 'VALIDATED', meta_state: 'waiting' })
    const { router } = await renderApp('/campers/42/request/7/summary')
    await waitFor(() => expect(router.state.location.pathname).toBe('/campers/42/request/7/success'), SLOW)
    expect(
      await screen.findByText(/Olivia will answer your request for Blue Horizon Van soon/, {}, SLOW),
    ).toBeInTheDocument()
  })

  it('sends an accepted request to the trip page, and an instant booking to the instant route', async () => {
    booking = bookingFixture({ state: 'ACCEPTED' })
    const first = await renderApp('/campers/42/request/7/insurance')
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/d/trips/7'), SLOW)
    first.unmount()
    booking = bookingFixture({ is_instant: true })
    const second = await renderApp(`/campers/42/request/7/insurance${FULL_QUERY}`)
    await waitFor(
      () => expect(second.router.state.location.pathname).toBe('/campers/42/instant-request/7/insurance'),
      SLOW,
    )
  })

  it('sends the root of a regular payment to summary when TO_COME_NOT_PAID', async () => {
    booking = bookingFixture({
      state: 'TO_COME_NOT_PAID',
      permissions: { ...bookingFixture().permissions, can_pay: true },
    })
    const { router } = await renderApp('/campers/42/payment/7')
    await waitFor(() => expect(router.state.location.pathname).toBe('/campers/42/payment/7/summary'), SLOW)
  })

  it('sends a failed booking load to the to-do trips', async () => {
    state.responses['GET /v4/bookings-guest/{id}/'] = apiError(404, { detail: 'Not found.' })
    const { router } = await renderApp('/campers/42/payment/7/summary')
    await waitFor(() => expect(path()(router)).toBe('/d/trips?meta_state=todo'), SLOW)
  })

  it('sends the legacy address on: a bad id to the trips, a regular booking to the campers payment route', async () => {
    const first = await renderApp('/booking-payment/insurance?id=12x')
    await waitFor(() => expect(path()(first.router)).toBe('/d/trips'), SLOW)
    first.unmount()
    booking = bookingFixture({
      state: 'ACCEPTED',
      permissions: { ...bookingFixture().permissions, can_pay: true, can_update: true },
    })
    const second = await renderApp('/booking-payment/overview?id=7&coupon_code=ROAD50')
    await waitFor(
      () =>
        expect(path()(second.router)).toBe(
          '/campers/42/payment/7/summary?coupon_code=ROAD50&cancel_insurance=false&rental_cover=false',
        ),
      SLOW,
    )
  })

  it('sends signed-out guests to sign in', async () => {
    state.loggedIn = false
    const { router } = await renderApp('/campers/42/request/7/summary')
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'), SLOW)
  })
})

describe('steps', () => {
  it('travel-details saves the trip and shows the minimum days of a 108 error', async () => {
    state.responses['PATCH /3/my-requests/{id}/prices/'] = (body: unknown) => {
      patches.push(['prices', body])
      return apiError(
        400,
        { __all__: [{ code: 108, key: 'MIN_DAYS_REQUIRED', message: 'More days.', min_length: 5 }] },
        'PATCH',
      )
    }
    await renderApp(`/campers/42/request/7/travel-details${FULL_QUERY}`)
    fireEvent.change(await screen.findByLabelText('Return', {}, SLOW), { target: { value: '2027-07-03' } })
    fireEvent.change(screen.getByLabelText('Departure time'), { target: { value: '9' } })
    fireEvent.click(screen.getByLabelText('200 km a day'))
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByText('This vehicle must be rented for at least 5 days.', {}, SLOW)).toBeInTheDocument()
    expect(patches).toEqual([
      ['prices', { date_from: '2027-07-01', date_to: '2027-07-03', hour_from: 9, hour_to: 12, km_option: 200 }],
    ])
  })

  it('travel-details moves on to insurance once saved', async () => {
    state.responses['PATCH /3/my-requests/{id}/prices/'] = (body: unknown) => ({ ...prices, ...(body as object) })
    state.responses['PATCH /v4/bookings-guest/{id}/'] = (body: unknown) => {
      patches.push(['booking', body])
      return booking
    }
    state.responses['GET /3/insurance/'] = insurancesFixture
    const { router } = await renderApp(`/campers/42/request/7/travel-details${FULL_QUERY}`)
    fireEvent.change(await screen.findByLabelText('Travelers', {}, SLOW), { target: { value: '3' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/campers/42/request/7/insurance'), SLOW)
    expect(patches).toEqual([['booking', { travelers: 3 }]])
  })

  it('travel-details asks what the trip is for and sends the purpose chosen', async () => {
    state.responses['PATCH /3/my-requests/{id}/prices/'] = (body: unknown) => ({ ...prices, ...(body as object) })
    state.responses['PATCH /v4/bookings-guest/{id}/'] = (body: unknown) => {
      patches.push(['booking', body])
      return booking
    }
    state.responses['GET /3/insurance/'] = insurancesFixture
    const { router } = await renderApp(`/campers/42/request/7/travel-details${FULL_QUERY}`)
    const purpose = await screen.findByLabelText('What is the trip for?', {}, SLOW)
    expect(within(purpose).getAllByRole('option')).toHaveLength(9)
    fireEvent.change(purpose, { target: { value: 'RENT_BEFORE_BUY' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/campers/42/request/7/insurance'), SLOW)
    expect(patches).toEqual([['booking', { travelers: 2, purpose: 'RENT_BEFORE_BUY' }]])
  })

  it('travel-details shows a field error of the booking, such as too many travelers', async () => {
    state.responses['PATCH /3/my-requests/{id}/prices/'] = () => prices
    state.responses['PATCH /v4/bookings-guest/{id}/'] = apiError(
      400,
      { travelers: ['Ensure this value is less than or equal to 4.'] },
      'PATCH',
    )
    await renderApp(`/campers/42/request/7/travel-details${FULL_QUERY}`)
    fireEvent.change(await screen.findByLabelText('Travelers', {}, SLOW), { target: { value: '6' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByText('Ensure this value is less than or equal to 4.', {}, SLOW)).toBeInTheDocument()
  })

  it('insurance lists the choices and says when the rental cover service is down', async () => {
    state.responses['GET /3/insurance/'] = insurancesFixture
    state.responses['GET /v4/rental-cover/conditions/'] = apiError(503, {
      detail: 'Down.',
      code: 'RENTAL_COVER_SERVICE_UNAVAILABLE',
    })
    await renderApp(`/campers/42/request/7/insurance${FULL_QUERY}`)
    expect(await screen.findByLabelText(/Serenity/, {}, SLOW)).toBeChecked()
    expect(screen.getByText('€217.00 for the trip')).toBeInTheDocument()
    expect(await screen.findByText(/The rental cover service is unavailable/, {}, SLOW)).toBeInTheDocument()
  })

  it('insurance offers the reinforced insurances as the deductible buy-back with the lower deductible, only when the booking allows it', async () => {
    state.responses['GET /3/insurance/'] = insurancesFixture
    state.responses['GET /v4/rental-cover/conditions/'] = apiError(503, {
      detail: 'Down.',
      code: 'RENTAL_COVER_SERVICE_UNAVAILABLE',
    })
    const first = await renderApp(`/campers/42/request/7/insurance${FULL_QUERY}`)
    const buyback = await screen.findByRole('group', { name: 'Deductible buy-back' }, SLOW)
    expect(within(buyback).getByLabelText(/Serenity/)).toBeChecked()
    expect(buyback).toHaveTextContent('€1,000.00 less than the €1,500.00 of the standard insurance')
    first.unmount()

    const allowed = bookingFixture()
    booking = bookingFixture({ permissions: { ...allowed.permissions, is_buyback_available: false } })
    await renderApp(`/campers/42/request/7/insurance${FULL_QUERY}`)
    expect(await screen.findByLabelText(/Essential/, {}, SLOW)).toBeChecked()
    expect(screen.queryByRole('group', { name: 'Deductible buy-back' })).not.toBeInTheDocument()
    expect(screen.queryByLabelText(/Serenity/)).not.toBeInTheDocument()
  })

  it('insurance saves the choice with the rental cover', async () => {
    state.responses['GET /3/insurance/'] = insurancesFixture
    state.responses['GET /v4/rental-cover/conditions/'] = {
      provider: 'Cover Co',
      title: 'Rental cover',
      summary: 'Your deductible back.',
      max_cover: '3000.00',
      currency: 'EUR',
      document_url: 'https://cover.test/terms.pdf',
      claims_phone: '+33 1',
    }
    state.responses['PATCH /3/my-requests/{id}/prices/'] = (body: unknown) => {
      patches.push(['prices', body])
      return { ...prices, insurance: 'essential', rental_cover: true }
    }
    state.responses['GET /3/my-requests/{id}/payment/summary/'] = summaryFixture
    const { router } = await renderApp(`/campers/42/request/7/insurance${FULL_QUERY}`)
    fireEvent.click(await screen.findByLabelText(/Essential/, {}, SLOW))
    fireEvent.click(await screen.findByLabelText(/Add the rental cover/, {}, SLOW))
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(
      () => expect(path()(router)).toBe('/campers/42/request/7/user-details?cancel_insurance=false&rental_cover=true'),
      SLOW,
    )
    expect(patches).toEqual([['prices', { insurance: 'essential', rental_cover: true }]])
  })

  it('cancel-insurance saves yes or no', async () => {
    booking = bookingFixture({ is_instant: true })
    state.responses['PATCH /3/my-requests/{id}/prices/'] = (body: unknown) => {
      patches.push(['prices', body])
      return { ...prices, cancel_insurance: true }
    }
    state.responses['GET /3/insurance/'] = insurancesFixture
    const { router } = await renderApp(`/campers/42/instant-request/7/cancel-insurance${FULL_QUERY}`)
    fireEvent.click(await screen.findByLabelText(/Yes, insure my trip/, {}, SLOW))
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(
      () =>
        expect(path()(router)).toBe('/campers/42/instant-request/7/insurance?cancel_insurance=true&rental_cover=false'),
      SLOW,
    )
    expect(patches).toEqual([['prices', { cancel_insurance: true }]])
  })

  it('user-details shows each field error next to its field', async () => {
    state.responses['GET /3/my-requests/{id}/payment/summary/'] = summaryFixture
    state.responses['POST /3/my-requests/{id}/payment/summary/'] = apiError(
      400,
      { city: ['This field may not be blank.'], nationality: ['Not a country code.'] },
      'POST',
    )
    await renderApp(`/campers/42/request/7/user-details${FULL_QUERY}`)
    expect(await screen.findByLabelText('First name', {}, SLOW)).toHaveValue('Gus')
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByText('This field may not be blank.', {}, SLOW)).toBeInTheDocument()
    expect(screen.getByLabelText('City')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('combobox', { name: 'Nationality' })).toHaveAccessibleDescription('Not a country code.')
  })

  it('summary shows every price line, the instalments, and an invalid coupon', async () => {
    booking = bookingFixture({ is_instant: true })
    state.responses['GET /api/internals/referential'] = {
      phone_number: '+33 1 23 45 67 89',
      can_publish_camper: true,
      payment_type_available: ['card', 'card_2', 'cred_4', 'paypal'],
    }
    state.responses['PATCH /3/my-requests/{id}/prices/'] = apiError(400, { coupon_code: ['Unknown coupon.'] }, 'PATCH')
    await renderApp(`/campers/42/instant-request/7/summary${FULL_QUERY}`)
    expect(await screen.findByText('Rental (7 days)', {}, SLOW)).toBeInTheDocument()
    expect(screen.getByText('−€76.00')).toBeInTheDocument()
    expect(screen.getByText('€217.00')).toBeInTheDocument()
    expect(await screen.findByText('€470.85 today', {}, SLOW)).toBeInTheDocument()
    expect(screen.getByText('€470.84 on Jun 1, 2027')).toBeInTheDocument()
    expect(screen.getByText('€235.43 on Nov 21, 2026')).toBeInTheDocument()
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'NOPE' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText('This coupon code is not valid.', {}, SLOW)).toBeInTheDocument()
  })

  it('summary offers no instalments where the storefront offers neither two nor four payments', async () => {
    booking = bookingFixture({ is_instant: true })
    await renderApp(`/campers/42/instant-request/7/summary${FULL_QUERY}`)
    expect(await screen.findByText('Rental (7 days)', {}, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeEnabled(), SLOW)
    expect(screen.queryByText(/two payments|four payments|instalments/)).not.toBeInTheDocument()
    expect(screen.queryByText('€470.85 today')).not.toBeInTheDocument()
  })

  it('summary of an instant booking books it, then goes to payment', async () => {
    booking = bookingFixture({ is_instant: true })
    state.responses['PATCH /v4/bookings-guest/{id}/validate/'] = () => {
      patches.push(['validate', null])
      booking = bookingFixture({
        is_instant: true,
        state: 'VALIDATED',
        permissions: { ...bookingFixture().permissions, can_pay: true, can_update: true },
      })
      return booking
    }
    const { router } = await renderApp(`/campers/42/instant-request/7/summary${FULL_QUERY}`)
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }, SLOW))
    await waitFor(() => expect(router.state.location.pathname).toBe('/campers/42/instant-request/7/payment'), SLOW)
    expect(patches).toEqual([['validate', null]])
  })

  it('message-owner sends the message and the request, then shows success', async () => {
    state.responses['PATCH /v4/bookings-guest/{id}/'] = (body: unknown) => {
      patches.push(['booking', body])
      return booking
    }
    state.responses['PATCH /v4/bookings-guest/{id}/validate/'] = () => {
      patches.push(['validate', null])
      booking = bookingFixture({ state: 'VALIDATED', meta_state: 'waiting', message: 'Hello Olivia' })
      return booking
    }
    const { router } = await renderApp(`/campers/42/request/7/message-owner${FULL_QUERY}`)
    fireEvent.change(await screen.findByLabelText('Introduce yourself and your trip to Olivia', {}, SLOW), {
      target: { value: 'Hello Olivia' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Send my request' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/campers/42/request/7/success'), SLOW)
    expect(patches).toEqual([
      ['booking', { message: 'Hello Olivia' }],
      ['validate', null],
    ])
    expect(await screen.findByRole('heading', { level: 1, name: 'Your request is sent' }, SLOW)).toBeInTheDocument()
    expect(within(screen.getByRole('status')).getByText(/Olivia will answer/)).toBeInTheDocument()
  })

  it('message-owner shows why the request could not be sent', async () => {
    state.responses['PATCH /v4/bookings-guest/{id}/'] = booking
    state.responses['PATCH /v4/bookings-guest/{id}/validate/'] = apiError(
      409,
      { detail: 'Taken.', code: 'CAMPER_ALREADY_BOOKED' },
      'PATCH',
    )
    await renderApp(`/campers/42/request/7/message-owner${FULL_QUERY}`)
    fireEvent.change(await screen.findByLabelText(/Introduce yourself/, {}, SLOW), { target: { value: 'Hi' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send my request' }))
    expect(
      await screen.findByText('The camper was booked for these dates by someone else meanwhile.', {}, SLOW),
    ).toBeInTheDocument()
  })

  it('message-owner says ahead that an unverified guest must confirm the address, and resends the email', async () => {
    state.responses['GET /3/users/me/'] = {
      id: 2,
      email: 'guest@roam.test',
      email_verified: false,
      first_name: 'Gus',
      is_owner: false,
      is_staff: false,
      is_pro: false,
    }
    state.responses['POST /v4/users/auth/email-verification/'] = { detail: 'sent' }
    await renderApp(`/campers/42/request/7/message-owner${FULL_QUERY}`)
    const notice = await screen.findByRole('alert', {}, SLOW)
    expect(notice).toHaveTextContent('Confirm your email address first')
    expect(notice).toHaveTextContent(/Before your request goes to the owner/)
    fireEvent.click(within(notice).getByRole('button', { name: 'Resend the email' }))
    expect(await screen.findByText(/A new email is on its way to guest@roam.test/, {}, SLOW)).toBeInTheDocument()
  })

  it('message-owner shows the server’s refusal of an unverified address as the notice with its resend button', async () => {
    state.responses['PATCH /v4/bookings-guest/{id}/'] = booking
    state.responses['PATCH /v4/bookings-guest/{id}/validate/'] = apiError(
      403,
      { detail: 'Confirm your email address first.', code: 'email_not_verified' },
      'PATCH',
    )
    await renderApp(`/campers/42/request/7/message-owner${FULL_QUERY}`)
    fireEvent.change(await screen.findByLabelText(/Introduce yourself/, {}, SLOW), { target: { value: 'Hi' } })
    expect(screen.queryByText('Confirm your email address first')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Send my request' }))
    expect(await screen.findByText('Confirm your email address first', {}, SLOW)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Resend the email' })).toBeInTheDocument()
  })
})
