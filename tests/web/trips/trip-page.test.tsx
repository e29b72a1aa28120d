import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { apiError } from '../support/mock-api-client'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'
import { buyback, buybackOffer, extension, insurance, prices, refundPlan, signedIn, trip } from './fixtures'

const SLOW = { timeout: 5000 }

beforeAll(async () => {
  await import('../../../src/web/features/trips/pages/trip-page')
  await import('../../../src/web/features/trips/pages/trip-refund-page')
  await import('../../../src/web/features/trips/pages/second-driver-page')
}, 30_000)

function withTrip(booking: ReturnType<typeof trip>) {
  signedIn()
  state.responses['GET /v4/bookings-guest/{id}/'] = booking
  state.responses['GET /3/my-requests/{id}/prices/'] = prices()
  state.responses['GET /3/insurance/{slug}/'] = insurance
  state.responses['GET /3/my-requests/{id}/refund/'] = refundPlan
  state.responses['GET /3/my-requests/{id}/payments/'] = { count: 0, results: [] }
  // The French storefront offers card_2.
  state.responses['GET /api/internals/referential'] = {
    phone_number: '+33 1 23 45 67 89',
    can_publish_camper: true,
    payment_type_available: ['card', 'card_2'],
  }
}

function bookingPayment(overrides: Record<string, unknown>) {
  return {
    id: 1,
    reason: 'booking',
    method: 'card',
    instalment_number: 1,
    instalment_count: 1,
    amount: '941.69',
    currency: 'EUR',
    status: 'SUCCEEDED',
    state: 'done',
    error_code: null,
    due_on: '2027-05-02',
    transaction_id: 'tx_1',
    created_at: '2027-05-02T10:00:00.000Z',
    updated_at: '2027-05-02T10:00:00.000Z',
    ...overrides,
  }
}

/** A trip paid with card_2: the first instalment charged, the second to come on June 1st. */
const twoInstalments = () => [
  bookingPayment({ id: 1, method: 'card_2', instalment_count: 2, amount: '470.85' }),
  bookingPayment({
    id: 2,
    method: 'card_2',
    instalment_number: 2,
    instalment_count: 2,
    amount: '470.84',
    status: 'CREATED',
    state: 'to_come',
    due_on: '2027-06-01',
  }),
]

describe('/d/trips/{id}', () => {
  it('shows the state, the trip, its prices, insurance and documents, and only the allowed actions', async () => {
    withTrip(trip({}, { can_pay: true, can_cancel: true, can_refuse: true }))
    await renderApp('/d/trips/31')
    expect(await screen.findByRole('heading', { name: 'Blue Horizon Van', level: 1 }, SLOW)).toBeInTheDocument()
    expect(screen.getByTestId('trip-banner')).toHaveTextContent(/Pending · Accepted, to pay/)
    expect(screen.getByTestId('trip-banner')).toHaveTextContent(/Pay before/)
    expect(screen.getByText('Jul 1, 2027, 2:00 PM')).toBeInTheDocument()
    expect(screen.getByText(/answers 92% of requests/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Pay' })).toHaveAttribute('href', '/campers/42/payment/31/payment')
    expect(screen.getByRole('button', { name: 'Cancel the trip' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Remind me tomorrow' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Send the request' })).not.toBeInTheDocument()
    const price = await screen.findByRole('region', { name: 'Price' }, SLOW)
    expect(await within(price).findByText('Rental (7 days)', {}, SLOW)).toBeInTheDocument()
    expect(within(price).getByText('−€76.00')).toBeInTheDocument()
    expect(within(price).getByText('€941.69')).toBeInTheDocument()
    expect(within(price).queryByText('Kilometres')).not.toBeInTheDocument()
    expect(
      await within(price).findByText('In two payments: €470.85 now, €470.84 on Jun 1, 2027.', {}, SLOW),
    ).toBeInTheDocument()
    expect(
      await screen.findByText('Serenity, with a deductible of €500.00 for damage to the vehicle.', {}, SLOW),
    ).toBeInTheDocument()
    expect(screen.getByText('Cancellation insurance included')).toBeInTheDocument()
    expect(
      screen.getByText('Drivers at least 23 years old, with a licence held for 3 years or more'),
    ).toBeInTheDocument()
  }, 15_000)

  it('says nothing of two payments for a trip paid in one card payment', async () => {
    withTrip(trip({}, { can_cancel: true }))
    state.responses['GET /3/my-requests/{id}/payments/'] = {
      count: 2,
      results: [bookingPayment({ id: 1, status: 'FAILED', state: 'failed' }), bookingPayment({ id: 2 })],
    }
    await renderApp('/d/trips/31')
    const price = await screen.findByRole('region', { name: 'Price' }, SLOW)
    expect(await within(price).findByText('€941.69', {}, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(document.querySelector('.trip-prices')).not.toBeNull(), SLOW)
    // Let the payments answer arrive before looking for what it must not show.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(within(price).queryByText(/two payments|instalments/)).not.toBeInTheDocument()
  }, 15_000)

  it('does not offer two payments where the storefront does not offer them', async () => {
    withTrip(trip({}, { can_pay: true, can_cancel: true }))
    state.responses['GET /api/internals/referential'] = {
      phone_number: '+44 20 7946 0824',
      can_publish_camper: true,
      payment_type_available: ['card', 'paypal'],
    }
    await renderApp('/d/trips/31')
    const price = await screen.findByRole('region', { name: 'Price' }, SLOW)
    expect(await within(price).findByText('€941.69', {}, SLOW)).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(within(price).queryByText(/two payments/)).not.toBeInTheDocument()
  }, 15_000)

  it('lists the instalments of a trip paid in two payments, as charged', async () => {
    withTrip(trip({}, { can_cancel: true }))
    state.responses['GET /3/my-requests/{id}/payments/'] = {
      count: 2,
      results: [...twoInstalments()],
    }
    await renderApp('/d/trips/31')
    const price = await screen.findByRole('region', { name: 'Price' }, SLOW)
    expect(await within(price).findByText('Paid in 2 instalments:', {}, SLOW)).toBeInTheDocument()
    expect(
      within(price)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['€470.85, paid on May 2, 2027', '€470.84 on Jun 1, 2027'])
  }, 15_000)

  it('lists the payments that went through, each with its receipt to download', async () => {
    withTrip(trip({}, { can_cancel: true }))
    state.responses['GET /3/my-requests/{id}/payments/'] = {
      count: 5,
      results: [
        ...twoInstalments(),
        bookingPayment({ id: 3, reason: 'extension', amount: '50.00', status: 'FAILED', state: 'failed' }),
        bookingPayment({ id: 4, reason: 'extension', amount: '107.73', updated_at: '2027-05-20T09:00:00.000Z' }),
        bookingPayment({ id: 5, reason: 'refund', amount: '107.73', updated_at: '2027-05-22T09:00:00.000Z' }),
      ],
    }
    const receipt = new Blob(['%PDF-1.3'], { type: 'application/pdf' })
    const asked = vi.fn((_body: unknown, init: unknown) => {
      expect(init).toMatchObject({ params: { path: { id: 31, paymentId: 4 } }, parseAs: 'blob' })
      return receipt
    })
    state.responses['GET /3/my-requests/{id}/payments/{paymentId}/receipt/'] = asked
    const saved: Blob[] = []
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob)
      return 'blob:receipt'
    })
    URL.revokeObjectURL = vi.fn()
    await renderApp('/d/trips/31')
    const receipts = await screen.findByRole('region', { name: 'Payments and receipts' }, SLOW)
    // Only money that moved has a receipt: not the instalment to come, not the refused card.
    expect(
      within(receipts)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('span')!.textContent),
    ).toEqual([
      'The trip, instalment 1 of 2 · €470.85 paid on May 2, 2027',
      'Extension · €107.73 paid on May 20, 2027',
      'Refund · €107.73 refunded on May 22, 2027',
    ])
    const extensionRow = within(receipts).getAllByRole('listitem')[1]!
    fireEvent.click(within(extensionRow).getByRole('button', { name: 'Download the receipt' }))
    await waitFor(() => expect(saved).toEqual([receipt]), SLOW)
    expect(asked).toHaveBeenCalledTimes(1)
  }, 15_000)

  it('cancels with a reason after showing the refund plan, then shows the refund', async () => {
    const bodies: unknown[] = []
    let current = trip({}, { can_cancel: true })
    withTrip(current)
    state.responses['GET /v4/bookings-guest/{id}/'] = () => current
    state.responses['PATCH /v4/bookings-guest/{id}/cancel/'] = (body: unknown) => {
      bodies.push(body)
      current = trip({
        state: 'CANCELLED_GUEST',
        display_state: 'CANCELLED_GUEST',
        meta_state: 'archived',
        summary_state: 'DONE',
      })
      return current
    }
    const { router } = await renderApp('/d/trips/31')
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the trip' }, SLOW))
    const dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByTestId('refund-plan', {}, SLOW)).toHaveTextContent(
      /everything you paid comes back/,
    )
    expect(within(dialog).getByRole('button', { name: 'Confirm the cancellation' })).toBeDisabled()
    fireEvent.change(within(dialog).getByLabelText('Why are you cancelling?'), { target: { value: 'cancel_holidays' } })
    fireEvent.change(within(dialog).getByLabelText('A word for the owner (optional)'), { target: { value: 'Sorry!' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm the cancellation' }))
    await waitFor(() => expect(bodies).toEqual([{ reason: 'cancel_holidays', message: 'Sorry!' }]), SLOW)
    await waitFor(() => expect(router.state.location.pathname).toBe('/d/trips/31/refund'), SLOW)
    expect(await screen.findByRole('heading', { name: 'Cancellation and refund' }, SLOW)).toBeInTheDocument()
    expect(await screen.findByTestId('refund-plan', {}, SLOW)).toHaveTextContent('Refunded€700.00')
    expect(await screen.findByText('Your trip is cancelled.', {}, SLOW)).toBeInTheDocument()
  }, 15_000)

  it('shows the API error next to the action that failed', async () => {
    withTrip(trip({ state: 'CREATED', display_state: 'CREATED' }, { can_validate: true, can_snooze: true }))
    state.responses['PATCH /v4/bookings-guest/{id}/validate/'] = () =>
      apiError(409, { detail: 'Another booking holds these dates.', code: 'CAMPER_ALREADY_BOOKED' }, 'PATCH')
    let snoozed = 0
    state.responses['PATCH /v4/bookings-guest/{id}/snooze/'] = () => {
      snoozed += 1
      return trip({ meta_state: 'waiting' })
    }
    await renderApp('/d/trips/31')
    fireEvent.click(await screen.findByRole('button', { name: 'Send the request' }, SLOW))
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Another booking holds these dates.')
    fireEvent.click(screen.getByRole('button', { name: 'Remind me tomorrow' }))
    await waitFor(() => expect(snoozed).toBe(1), SLOW)
    expect(await screen.findByText('We will remind you tomorrow.', {}, SLOW)).toBeInTheDocument()
  }, 15_000)

  it('asks for an extension and follows it', async () => {
    const toCome = { state: 'TO_COME', display_state: 'TO_COME', summary_state: 'CONFIRMED' }
    let extensions: unknown = { state: null, permissions: { can_create_extensions: true }, requests: [] }
    withTrip(trip(toCome, { can_create_extensions: true }))
    // The trip carries its requests: the page shows the draft once the trip is read again.
    state.responses['GET /v4/bookings-guest/{id}/'] = () =>
      trip({ ...toCome, extensions }, { can_create_extensions: true })
    const bodies: unknown[] = []
    state.responses['POST /v4/bookings-guest/{id}/extensions/'] = (body: unknown) => {
      bodies.push(body)
      const draft = extension('CREATED', { can_validate: true, can_delete: true })
      extensions = { state: 'CREATED', permissions: { can_create_extensions: false }, requests: [draft] }
      return draft
    }
    state.responses['PATCH /v4/bookings-guest/{id}/extensions/validate/'] = () =>
      apiError(
        400,
        { __all__: [{ code: 107, key: 'NOT_AVAILABLE', message: 'The camper is not available on these dates.' }] },
        'PATCH',
      )
    await renderApp('/d/trips/31')
    fireEvent.change(await screen.findByLabelText('Days after', {}, SLOW), { target: { value: '2' } })
    fireEvent.change(screen.getByLabelText('Kilometres'), { target: { value: 'km_200' } })
    fireEvent.click(screen.getByRole('button', { name: 'Get the price' }))
    const request = await screen.findByTestId('trip-extension', {}, SLOW)
    expect(bodies).toEqual([{ day_before: 0, day_after: 2, day_slide: 0, km_200: true, km_unlimited: false }])
    expect(request).toHaveTextContent('Draft, not sent')
    expect(request).toHaveTextContent('€136.50')
    expect(screen.queryByRole('button', { name: 'Get the price' })).not.toBeInTheDocument()
    expect(within(request).queryByRole('button', { name: 'Pay the extension' })).not.toBeInTheDocument()
    fireEvent.click(within(request).getByRole('button', { name: 'Send to the owner' }))
    expect(await within(request).findByRole('alert', {}, SLOW)).toHaveTextContent(
      'The camper is not available on these dates.',
    )
  }, 15_000)

  it('shows the extension and the second driver the trip comes with, as after a reload', async () => {
    withTrip(
      trip(
        {
          state: 'TO_COME',
          display_state: 'TO_COME',
          summary_state: 'CONFIRMED',
          extensions: {
            state: 'ACCEPTED',
            permissions: { can_create_extensions: false },
            requests: [extension('ACCEPTED', { can_pay: true, can_cancel: true })],
          },
          upgrades: {
            permissions: { can_add_second_driver: false, can_buy_back: false },
            requests: {
              buyback: null,
              second_driver: {
                id: 8,
                booking_id: 31,
                state: 'CONFIRMED',
                kind: 'second_driver',
                buyback: null,
                price: '15.00',
                currency: 'EUR',
                created_at: '',
                updated_at: '',
                second_driver: {
                  first_name: 'Grace',
                  last_name: 'Hopper',
                  licence_number: 'HOPPE806',
                  licence_category: 'B',
                },
                permissions: { can_validate: false, can_pay: false, can_cancel: false, can_delete: false },
              },
            },
          },
        },
        { can_create_extensions: true },
      ),
    )
    let paid = 0
    state.responses['GET /v4/bookings-guest/{id}/extensions/confirm/'] = () => {
      paid += 1
      return extension('CONFIRMED')
    }
    await renderApp('/d/trips/31')
    const request = await screen.findByTestId('trip-extension', {}, SLOW)
    expect(request).toHaveTextContent('Accepted, to pay')
    expect(request).toHaveTextContent('€136.50')
    expect(screen.queryByRole('button', { name: 'Get the price' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See the second driver' })).toHaveAttribute(
      'href',
      '/d/trips/31/upgrades/second-driver',
    )
    fireEvent.click(within(request).getByRole('button', { name: 'Pay the extension' }))
    await waitFor(() => expect(paid).toBe(1), SLOW)
  }, 15_000)

  it('buys back the deductible before departure: the offer with its lower deductible, then validate and pay with the saved card', async () => {
    let request: ReturnType<typeof buyback> | null = null
    const upgrades = () => ({
      permissions: { can_add_second_driver: false, can_buy_back: request === null },
      requests: { second_driver: null, buyback: request },
      buyback_offers: request === null ? [buybackOffer] : [],
    })
    withTrip(
      trip(
        { state: 'TO_COME', display_state: 'TO_COME', summary_state: 'CONFIRMED', upgrades: upgrades() },
        { is_buyback_available: true },
      ),
    )
    state.responses['GET /v4/bookings-guest/{id}/upgrades/'] = upgrades
    const created: unknown[] = []
    state.responses['POST /v4/bookings-guest/{id}/upgrades/'] = (body: unknown) => {
      created.push(body)
      request = buyback('CREATED', { can_validate: true, can_cancel: true, can_delete: true })
      return request
    }
    state.responses['PATCH /v4/bookings-guest/{id}/upgrades/validate/'] = () =>
      (request = buyback('ACCEPTED', { can_pay: true, can_cancel: true }))
    let paid = 0
    state.responses['GET /v4/bookings-guest/{id}/upgrades/confirm/'] = () => {
      paid += 1
      return (request = buyback('CONFIRMED'))
    }
    await renderApp('/d/trips/31')
    const section = await screen.findByTestId('trip-buyback', {}, SLOW)
    expect(section).toHaveTextContent('Serenity · €91.00 more')
    expect(section).toHaveTextContent(
      'Deductible for damage to the vehicle: €500.00 instead of €1,500.00 (€1,000.00 less).',
    )
    fireEvent.click(within(section).getByRole('button', { name: 'Buy back the deductible with Serenity' }))
    const card = await screen.findByTestId('buyback-request', {}, SLOW)
    expect(created).toEqual([{ buyback: { insurance: 'serenity' } }])
    expect(card).toHaveTextContent('Deductible buy-back: €91.00')
    fireEvent.click(within(card).getByRole('button', { name: 'Validate' }))
    fireEvent.click(await within(card).findByRole('button', { name: 'Pay the buy-back with my saved card' }, SLOW))
    await waitFor(() => expect(paid).toBe(1), SLOW)
    await waitFor(
      () =>
        expect(screen.queryByRole('button', { name: 'Pay the buy-back with my saved card' })).not.toBeInTheDocument(),
      SLOW,
    )
  }, 20_000)

  it('offers no buy-back when the trip does not allow it', async () => {
    withTrip(trip({ state: 'ONGOING', display_state: 'ONGOING', summary_state: 'CONFIRMED' }))
    await renderApp('/d/trips/31')
    expect(await screen.findByRole('heading', { name: 'Blue Horizon Van', level: 1 }, SLOW)).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Buy back the deductible' })).not.toBeInTheDocument()
  }, 15_000)

  it('says a trip that cannot be loaded is not found', async () => {
    signedIn()
    state.responses['GET /v4/bookings-guest/{id}/'] = () => apiError(404, { detail: 'Not found.' })
    await renderApp('/d/trips/999')
    expect(await screen.findByRole('heading', { name: 'This trip could not be found' }, SLOW)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to my trips' })).toHaveAttribute('href', '/d/trips?meta_state=todo')
  }, 15_000)
})

describe('/d/trips/{id}/refund', () => {
  it('shows a late cancellation with what is kept', async () => {
    signedIn()
    state.responses['GET /3/my-requests/{id}/refund/'] = {
      ...refundPlan,
      plan: 'TOO_LATE',
      refunded: '350.00',
      kept: '350.00',
      instalments_dropped: '200.00',
    }
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    await renderApp('/d/trips/31/refund')
    const plan = await screen.findByTestId('refund-plan', {}, SLOW)
    // Opened from the foot of the trip page: it starts at the top, where the figures are.
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
    expect(plan).toHaveTextContent('Cancelled late: the free cancellation ended on Jun 1, 2027.')
    expect(plan).toHaveTextContent('Kept€350.00')
    expect(plan).toHaveTextContent('Instalments that will not be charged€200.00')
  }, 15_000)
})

describe('/d/trips/{id}/upgrades/second-driver', () => {
  it('adds a second driver, showing field errors first', async () => {
    signedIn()
    let driver: unknown = null
    state.responses['GET /v4/bookings-guest/{id}/upgrades/'] = () => ({
      permissions: { can_add_second_driver: driver === null, can_buy_back: false },
      requests: { second_driver: driver, buyback: null },
      buyback_offers: [],
    })
    let attempts = 0
    state.responses['POST /v4/bookings-guest/{id}/upgrades/'] = (body: unknown) => {
      attempts += 1
      if (attempts === 1)
        return apiError(400, { 'second_driver.licence_number': ['This field may not be blank.'] }, 'POST')
      driver = {
        id: 8,
        booking_id: 31,
        state: 'CREATED',
        second_driver: (body as { second_driver: unknown }).second_driver,
        price: '15.00',
        currency: 'EUR',
        created_at: '',
        updated_at: '',
        permissions: { can_validate: true, can_pay: false, can_cancel: false, can_delete: true },
      }
      return driver
    }
    await renderApp('/d/trips/31/upgrades/second-driver')
    fireEvent.change(await screen.findByLabelText('First name', {}, SLOW), { target: { value: 'Grace' } })
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Hopper' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add the second driver' }))
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('This field may not be blank.')
    fireEvent.change(screen.getByLabelText('Driving licence number'), { target: { value: 'HOPPE806' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add the second driver' }))
    const card = await screen.findByTestId('second-driver', {}, SLOW)
    expect(card).toHaveTextContent('Grace Hopper · Draft, not sent')
    expect(card).toHaveTextContent('Second driver fee: €15.00')
    expect(within(card).getByRole('button', { name: 'Validate' })).toBeInTheDocument()
  }, 15_000)
})
