import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { apiError } from '../../support/mock-api-client'
import { renderApp } from '../../support/render-app'
import { state } from '../../support/state'
import { bankWire, payableBooking, paymentData, paymentResult, recorder, SLOW } from './fixtures'

beforeAll(async () => {
  await import('../../../../src/web/features/booking-funnel/payment/pages/payment-page')
  await import('../../../../src/web/features/booking-funnel/components/funnel-route')
  await import('../../../../src/web/features/booking-funnel/pages/success-page')
}, 30_000)

const URL = '/campers/2/payment/7/payment'

function fillCard(number = '4970100000001004') {
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: number } })
  fireEvent.change(screen.getByLabelText('Expiry date (MM/YY)'), { target: { value: '12/39' } })
  fireEvent.change(screen.getByLabelText('Security code'), { target: { value: '123' } })
}

describe('the payment step', () => {
  it('sends signed-out visitors to sign in', async () => {
    const { router } = await renderApp(URL)
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'), SLOW)
  })

  it('shows the methods, with both instalments of card_2 and their dates', async () => {
    payableBooking()
    await renderApp(URL)
    const twice = await screen.findByRole('radio', { name: 'Card in 2 instalments' }, SLOW)
    const plan = within(twice.closest('.payment-step__method') as HTMLElement).getByRole('list')
    const items = within(plan)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(items).toEqual(['€299.25 on Nov 21, 2026', '€299.25 on Jan 30, 2027'])
    expect(screen.getByRole('radio', { name: 'Card' })).toBeChecked()
    expect(screen.getByRole('button', { name: 'Pay €598.50' })).toBeInTheDocument()
  })

  it('pays by card (frictionless 3-D Secure), settles the payment and goes to success', async () => {
    payableBooking()
    const confirm = recorder(() => paymentResult())
    const final = recorder(() => paymentResult())
    state.responses['POST /3/my-requests/{id}/payment/confirm/'] = confirm.respond
    state.responses['GET /3/my-requests/{id}/payment/final/'] = final.respond
    const { router } = await renderApp(URL)
    await screen.findByRole('radio', { name: 'Card' }, SLOW)
    fillCard()
    fireEvent.click(screen.getByRole('button', { name: 'Pay €598.50' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/campers/2/payment/7/success'), SLOW)
    expect(confirm.calls).toHaveLength(1)
    expect(confirm.calls[0]!.body).toEqual({
      method: 'card',
      card: { number: '4970100000001004', expiry: '1239', cvx: '123' },
      return_url: '/campers/2/payment/7/payment-callback',
    })
    expect(confirm.calls[0]!.init.params?.header?.['idempotency-key']).toMatch(/^pay-7-.+-1$/)
    expect(final.calls[0]!.init.params?.query).toEqual({ transactionId: 'sbx_abc' })
  })

  /** The booking as the success page and its trip card read it (the fixture's booking has only what paying reads). */
  function withTripCard() {
    const minimal = state.responses['GET /v4/bookings-guest/{id}/'] as () => Record<string, unknown>
    state.responses['GET /v4/bookings-guest/{id}/'] = () => ({
      ...minimal(),
      date_from: '2027-03-01',
      date_to: '2027-03-06',
      camper: { id: 2, title: 'Blue van', city: 'Nantes', photo: null },
      owner: { first_name: 'Olga' },
    })
    state.responses['GET /3/my-requests/{id}/prices/'] = {
      cancel_insurance: false,
      rental_cover: false,
      coupon_code: null,
      price: '598.50',
      currency_used: 'EUR',
    }
  }

  it('tells on the success page whether cancelling is still refunded, from the plan the synchronisation found', async () => {
    payableBooking()
    withTripCard()
    state.responses['POST /3/my-requests/{id}/payment/confirm/'] = () => paymentResult()
    state.responses['GET /3/my-requests/{id}/payment/final/'] = () => paymentResult()
    const { router } = await renderApp(URL)
    await screen.findByRole('radio', { name: 'Card' }, SLOW)
    // Paid 10 days before the start: the synchronisation finds the late plan.
    state.responses['GET /3/my-requests/{id}/refund/'] = {
      booking_pk: 7,
      plan: 'TOO_LATE',
      on_time_until: '2026-10-22',
      paid: '598.50',
      refunded: '0.00',
      kept: '598.50',
      instalments_dropped: '0.00',
      currency: 'EUR',
    }
    fillCard()
    fireEvent.click(screen.getByRole('button', { name: 'Pay €598.50' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/campers/2/payment/7/success'), SLOW)
    // The payment page (which shows the plan too) is gone once the success page shows.
    await screen.findByRole('heading', { name: 'Your trip is booked' }, SLOW)
    expect(await screen.findByText('Cancelling now is no longer fully refunded.', {}, SLOW)).toBeInTheDocument()
    expect(screen.queryByText(/and everything you paid is refunded/)).not.toBeInTheDocument()
  }, 20_000)

  it('shows the last day of an on-time cancellation on the success page', async () => {
    payableBooking()
    withTripCard()
    state.responses['POST /3/my-requests/{id}/payment/confirm/'] = () => paymentResult()
    state.responses['GET /3/my-requests/{id}/payment/final/'] = () => paymentResult()
    const { router } = await renderApp(URL)
    await screen.findByRole('radio', { name: 'Card' }, SLOW)
    fillCard()
    fireEvent.click(screen.getByRole('button', { name: 'Pay €598.50' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/campers/2/payment/7/success'), SLOW)
    // The payment page (which shows the plan too) is gone once the success page shows.
    await screen.findByRole('heading', { name: 'Your trip is booked' }, SLOW)
    expect(
      await screen.findByText('Cancel until Jan 30, 2027 and everything you paid is refunded.', {}, SLOW),
    ).toBeInTheDocument()
    expect(screen.queryByText('Cancelling now is no longer fully refunded.')).not.toBeInTheDocument()
  }, 20_000)

  it('says when the paid booking could not be read, and checks again without paying again', async () => {
    payableBooking()
    withTripCard()
    const confirm = recorder(() => paymentResult())
    state.responses['POST /3/my-requests/{id}/payment/confirm/'] = confirm.respond
    state.responses['GET /3/my-requests/{id}/payment/final/'] = () => paymentResult()
    const plan = {
      booking_pk: 7,
      plan: 'TOO_LATE',
      on_time_until: '2026-10-22',
      paid: '598.50',
      refunded: '0.00',
      kept: '598.50',
      instalments_dropped: '0.00',
      currency: 'EUR',
    }
    // The payment step reads the plan too: only the synchronisation's read fails.
    let reachable = true
    state.responses['GET /3/my-requests/{id}/refund/'] = () =>
      reachable ? plan : apiError(503, { detail: 'Unavailable' }, 'GET')
    const { router } = await renderApp(URL)
    await screen.findByRole('radio', { name: 'Card' }, SLOW)
    reachable = false
    fillCard()
    fireEvent.click(screen.getByRole('button', { name: 'Pay €598.50' }))
    await screen.findByRole('heading', { name: 'We could not confirm your payment yet' }, SLOW)
    expect(router.state.location.pathname).toBe('/campers/2/payment/7/success')
    expect(screen.getByRole('link', { name: 'See my trip' })).toHaveAttribute('href', '/d/trips/7')
    reachable = true
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }))
    await screen.findByRole('heading', { name: 'Your trip is booked' }, SLOW)
    expect(await screen.findByText('Cancelling now is no longer fully refunded.', {}, SLOW)).toBeInTheDocument()
    expect(confirm.calls).toHaveLength(1)
  }, 20_000)

  it("shows a declined card's title and description from the referential, and retries with a new Idempotency-Key", async () => {
    payableBooking()
    let declined = true
    const confirm = recorder(() =>
      declined
        ? apiError(402, { detail: 'The payment failed.', code: 'MPG_CARD_FRAUD', payment_id: 3 }, 'POST')
        : paymentResult(),
    )
    state.responses['POST /3/my-requests/{id}/payment/confirm/'] = confirm.respond
    state.responses['GET /3/my-requests/{id}/payment/final/'] = () => paymentResult()
    const { router } = await renderApp(URL)
    await screen.findByRole('radio', { name: 'Card' }, SLOW)
    fillCard('4970100000007001')
    fireEvent.click(screen.getByRole('button', { name: 'Pay €598.50' }))
    const alert = await screen.findByRole('alert', {}, SLOW)
    expect(within(alert).getByText('Payment refused')).toBeInTheDocument()
    expect(within(alert).getByText('Your bank refused this payment for security reasons.')).toBeInTheDocument()
    declined = false
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/campers/2/payment/7/success'), SLOW)
    const keys = confirm.calls.map((call) => call.init.params?.header?.['idempotency-key'])
    expect(keys).toHaveLength(2)
    expect(keys[0]).toMatch(/-1$/)
    expect(keys[1]).toMatch(/-2$/)
  })

  it('brings a refused card to where the guest looks: scrolled to and focused', async () => {
    payableBooking()
    state.responses['POST /3/my-requests/{id}/payment/confirm/'] = () =>
      apiError(402, { detail: 'The payment failed.', code: 'MPG_CARD_FRAUD', payment_id: 3 }, 'POST')
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView')
    await renderApp(URL)
    await screen.findByRole('radio', { name: 'Card' }, SLOW)
    fillCard('4970100000007001')
    fireEvent.click(screen.getByRole('button', { name: 'Pay €598.50' }))
    const alert = await screen.findByRole('alert', {}, SLOW)
    await waitFor(() => expect(alert).toHaveFocus())
    expect(scrolled.mock.contexts).toContain(alert)
  })

  it('leaves a failure for the method choice without paying', async () => {
    payableBooking()
    const confirm = recorder(() =>
      apiError(402, { detail: 'The payment failed.', code: 'MPG_CARD_FRAUD', payment_id: 3 }, 'POST'),
    )
    state.responses['POST /3/my-requests/{id}/payment/confirm/'] = confirm.respond
    await renderApp(URL)
    await screen.findByRole('radio', { name: 'Card' }, SLOW)
    fillCard('4970100000007001')
    fireEvent.click(screen.getByRole('button', { name: 'Pay €598.50' }))
    const alert = await screen.findByRole('alert', {}, SLOW)
    fireEvent.click(within(alert).getByRole('button', { name: 'Choose another method' }))
    await waitFor(() => expect(screen.queryByText('Payment refused')).not.toBeInTheDocument(), SLOW)
    expect(screen.getByRole('radio', { name: 'Card' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Pay €598.50' })).toBeEnabled()
    expect(confirm.calls).toHaveLength(1)
  })

  it('shows our own text for an API code the referential does not have', async () => {
    payableBooking()
    state.responses['POST /3/my-requests/{id}/payment/confirm/'] = () =>
      apiError(
        400,
        { detail: 'The card expires before the end of the booking.', code: 'PAYMENT_ERROR_CREDIT_CARD_WILL_EXPIRE' },
        'POST',
      )
    await renderApp(URL)
    await screen.findByRole('radio', { name: 'Card' }, SLOW)
    fillCard()
    fireEvent.click(screen.getByRole('button', { name: 'Pay €598.50' }))
    expect(await screen.findByText('Card expires too soon', {}, SLOW)).toBeInTheDocument()
  })

  it('shows the error a payment return brought back in error_code', async () => {
    payableBooking()
    await renderApp(`${URL}?error_code=MGP_3DS_AUTH_FAILED`)
    const alert = await screen.findByRole('alert', {}, SLOW)
    expect(within(alert).getByText('Authentication failed')).toBeInTheDocument()
  })

  it('pays with mbway: starts the request with the phone number and polls until confirmed', async () => {
    payableBooking()
    const start = recorder(() => paymentResult({ status: 'CREATED', next_action: 'mobile', id: 21 }))
    let polls = 0
    state.responses['POST /3/my-requests/{id}/payment/async/'] = start.respond
    state.responses['GET /3/my-requests/{id}/payment/async/{paymentId}/'] = () =>
      ++polls < 2 ? paymentResult({ status: 'CREATED', next_action: 'mobile', id: 21 }) : paymentResult({ id: 21 })
    state.responses['GET /3/my-requests/{id}/payment/final/'] = () => paymentResult({ id: 21 })
    const { router } = await renderApp(URL)
    fireEvent.click(await screen.findByRole('radio', { name: 'MB WAY' }, SLOW))
    fireEvent.change(screen.getByLabelText('Phone number for MB WAY'), { target: { value: '+351 912 345 678' } })
    fireEvent.click(screen.getByRole('button', { name: 'Pay €598.50' }))
    expect(await screen.findByText('Confirm the payment in your MB WAY app.', {}, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/campers/2/payment/7/success'), { timeout: 8000 })
    expect(start.calls[0]!.body).toEqual({
      method: 'mbway',
      phone_number: '+351 912 345 678',
      return_url: '/campers/2/payment/7/payment-callback',
    })
    expect(polls).toBe(2)
  }, 15_000)

  it('pays by bank transfer: shows where to wire the money, keeps polling until the transfer arrives', async () => {
    payableBooking()
    state.responses['GET /3/my-requests/{id}/payment/'] = paymentData({
      methods: [{ method: 'transfer', instalments: [{ number: 1, amount: '598.50', due_on: '2026-11-21' }] }],
    })
    const waiting = () =>
      paymentResult({ status: 'CREATED', next_action: 'mobile', id: 22, method: 'transfer', bank_wire: bankWire })
    const start = recorder(waiting)
    let polls = 0
    state.responses['POST /3/my-requests/{id}/payment/async/'] = start.respond
    state.responses['GET /3/my-requests/{id}/payment/async/{paymentId}/'] = () =>
      ++polls < 3 ? waiting() : paymentResult({ id: 22, method: 'transfer', bank_wire: bankWire })
    state.responses['GET /3/my-requests/{id}/payment/final/'] = () => paymentResult({ id: 22, method: 'transfer' })
    const { router } = await renderApp(URL)
    fireEvent.click(await screen.findByRole('radio', { name: 'Bank transfer' }, SLOW))
    expect(screen.queryByLabelText('Phone number for MB WAY')).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Pay €598.50' }))
    expect(await screen.findByText('FR76 3000 4000 0312 3456 7890 143', {}, SLOW)).toBeInTheDocument()
    const details = screen.getByText('FR76 3000 4000 0312 3456 7890 143').closest('dl')!
    const value = (term: string) => within(details).getByText(term).nextElementSibling?.textContent
    expect(value('BIC')).toBe('BNPAFRPPXXX')
    expect(value('Account holder')).toBe('Roam Escrow Sandbox')
    expect(value('Reference')).toBe('ROAM3FA91C02BD')
    expect(value('Amount')).toBe('€598.50')
    expect(screen.getByText(/Put this reference on your transfer/)).toBeInTheDocument()
    expect(
      screen.getByText(
        /Send the transfer before Nov 24, 2026.*We confirm your booking as soon as the transfer arrives\./,
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText('Confirm the payment in your MB WAY app.')).not.toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/campers/2/payment/7/success'), {
      timeout: 10_000,
    })
    expect(start.calls[0]!.body).toEqual({ method: 'transfer', return_url: '/campers/2/payment/7/payment-callback' })
    expect(polls).toBe(3)
  }, 20_000)

  it('after a reload, shows the waiting transfer again and polls it instead of offering a new payment', async () => {
    payableBooking()
    state.responses['GET /3/my-requests/{id}/payment/'] = paymentData({
      methods: [
        { method: 'card', instalments: [{ number: 1, amount: '598.50', due_on: '2026-11-21' }] },
        { method: 'transfer', instalments: [{ number: 1, amount: '598.50', due_on: '2026-11-21' }] },
      ],
      pending_payment: {
        id: 22,
        method: 'transfer',
        status: 'CREATED',
        amount: '598.50',
        currency: 'EUR',
        bank_wire: bankWire,
        expires_at: bankWire.expires_at,
      },
    })
    const start = recorder(() =>
      paymentResult({ status: 'CREATED', next_action: 'mobile', id: 23, method: 'transfer', bank_wire: bankWire }),
    )
    state.responses['POST /3/my-requests/{id}/payment/async/'] = start.respond
    const poll = recorder(() =>
      poll.calls.length < 2
        ? paymentResult({ status: 'CREATED', next_action: 'mobile', id: 22, method: 'transfer', bank_wire: bankWire })
        : paymentResult({ id: 22, method: 'transfer', bank_wire: bankWire }),
    )
    state.responses['GET /3/my-requests/{id}/payment/async/{paymentId}/'] = poll.respond
    state.responses['GET /3/my-requests/{id}/payment/final/'] = () => paymentResult({ id: 22, method: 'transfer' })
    const { router } = await renderApp(URL)
    expect(await screen.findByText('FR76 3000 4000 0312 3456 7890 143', {}, SLOW)).toBeInTheDocument()
    const details = screen.getByText('FR76 3000 4000 0312 3456 7890 143').closest('dl')!
    expect(within(details).getByText('Reference').nextElementSibling?.textContent).toBe('ROAM3FA91C02BD')
    expect(screen.getByText(/Send the transfer before Nov 24, 2026/)).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Bank transfer' })).toBeChecked()
    expect(screen.getByRole('button', { name: 'Pay €598.50' })).toBeDisabled()
    await waitFor(() => expect(router.state.location.pathname).toBe('/campers/2/payment/7/success'), {
      timeout: 10_000,
    })
    // Only the funnel's poll asks: the restored details need no fetch of their own.
    expect(poll.calls.map((call) => call.init?.params?.path?.paymentId)).toEqual([22, 22])
    expect(start.calls).toHaveLength(0)
  }, 20_000)

  const walletPlan = { method: 'transfer_wallet', instalments: [{ number: 1, amount: '598.50', due_on: '2026-11-21' }] }
  const wallet = (balance: string, missing: string) => ({
    iban: 'LU280019400644750000',
    bic: 'BCEELULLXXX',
    holder: 'Gus Guest',
    currency: 'EUR',
    balance,
    amount: '598.50',
    missing,
  })

  it('pays from the bank transfer wallet at once when its balance covers the booking', async () => {
    payableBooking()
    state.responses['GET /3/my-requests/{id}/payment/'] = paymentData({
      methods: [{ method: 'card', instalments: walletPlan.instalments }, walletPlan],
    })
    const walletReads = recorder(() => wallet('700.00', '0.00'))
    state.responses['GET /3/my-requests/{id}/payment/wallet/'] = walletReads.respond
    const start = recorder(() => paymentResult({ id: 31, method: 'transfer_wallet' }))
    state.responses['POST /3/my-requests/{id}/payment/async/'] = start.respond
    state.responses['GET /3/my-requests/{id}/payment/final/'] = () =>
      paymentResult({ id: 31, method: 'transfer_wallet' })
    const { router } = await renderApp(URL)
    await screen.findByRole('radio', { name: 'Card' }, SLOW)
    // The wallet is opened only when the guest picks it.
    expect(walletReads.calls).toHaveLength(0)
    fireEvent.click(screen.getByRole('radio', { name: 'Bank transfer wallet' }))
    expect(await screen.findByText('LU28 0019 4006 4475 0000', {}, SLOW)).toBeInTheDocument()
    const details = screen.getByText('LU28 0019 4006 4475 0000').closest('dl')!
    const value = (term: string) => within(details).getByText(term).nextElementSibling?.textContent
    expect(value('Balance')).toBe('€700.00')
    expect(value('BIC')).toBe('BCEELULLXXX')
    expect(value('Account holder')).toBe('Gus Guest')
    expect(
      screen.getByText('Your wallet covers this booking: paying takes €598.50 from it at once.'),
    ).toBeInTheDocument()
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Pay €598.50' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/campers/2/payment/7/success'), {
      timeout: 10_000,
    })
    expect(start.calls[0]!.body).toEqual({
      method: 'transfer_wallet',
      return_url: '/campers/2/payment/7/payment-callback',
    })
  }, 20_000)

  it('a wallet short of the amount: says what to wire to its IBAN, waits with the deadline, pays when the wire arrives', async () => {
    payableBooking()
    state.responses['GET /3/my-requests/{id}/payment/'] = paymentData({ methods: [walletPlan] })
    let arrived = false
    state.responses['GET /3/my-requests/{id}/payment/wallet/'] = () =>
      arrived ? wallet('0.00', '0.00') : wallet('98.50', '500.00')
    const walletWire = { ...bankWire, iban: 'LU280019400644750000', bic: 'BCEELULLXXX', holder: 'Gus Guest' }
    const waiting = () =>
      paymentResult({
        status: 'CREATED',
        next_action: 'mobile',
        id: 32,
        method: 'transfer_wallet',
        bank_wire: { ...walletWire, reference: null } as unknown as typeof bankWire,
      })
    state.responses['POST /3/my-requests/{id}/payment/async/'] = waiting
    let polls = 0
    state.responses['GET /3/my-requests/{id}/payment/async/{paymentId}/'] = () => {
      if (++polls < 3) return waiting()
      arrived = true
      return paymentResult({ id: 32, method: 'transfer_wallet' })
    }
    state.responses['GET /3/my-requests/{id}/payment/final/'] = () =>
      paymentResult({ id: 32, method: 'transfer_wallet' })
    const { router } = await renderApp(URL)
    expect(await screen.findByRole('radio', { name: 'Bank transfer wallet' }, SLOW)).toBeChecked()
    expect(
      await screen.findByText(
        'Send at least €500.00 to this IBAN. We hold your dates and pay the booking from your wallet as soon as the transfer arrives.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Pay €598.50' }))
    expect(await screen.findByText(/Send the transfer before Nov 24, 2026/, {}, SLOW)).toBeInTheDocument()
    expect(screen.getByText('LU28 0019 4006 4475 0000')).toBeInTheDocument()
    expect(screen.queryByText('Reference')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Choose another method' })).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/campers/2/payment/7/success'), {
      timeout: 10_000,
    })
    expect(polls).toBe(3)
  }, 20_000)

  it('sends a booking that cannot be paid to its trip page', async () => {
    payableBooking()
    state.responses['GET /3/my-requests/{id}/payment/'] = paymentData({ payable: false, booking_state: 'TO_COME' })
    const { router } = await renderApp(URL)
    await waitFor(() => expect(router.state.location.pathname).toBe('/d/trips/7'), SLOW)
  })

  it('shows why documents block the payment (104) instead of the form, with the way to the documents', async () => {
    payableBooking()
    state.responses['GET /3/my-requests/{id}/payment/'] = paymentData({
      payable: false,
      unpayable_reason: {
        code: 104,
        key: 'INVALID_DOCUMENTS_LESS_72',
        message: 'Your documents must be validated: the trip starts in less than 72 hours.',
      },
    })
    const { router } = await renderApp(URL)
    const notice = await screen.findByRole('alert', {}, SLOW)
    expect(notice).toHaveTextContent('Your documents must be validated: the trip starts in less than 72 hours.')
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to my documents' })).toHaveAttribute('href', '/d/account/documents')
    expect(router.state.location.pathname).toBe(URL)
  })

  it('sends a booking that fails to load to the trips to do', async () => {
    payableBooking()
    state.responses['GET /3/my-requests/{id}/payment/'] = () => apiError(404, { detail: 'Not found.' })
    const { router } = await renderApp('/campers/2/instant-request/7/payment')
    await waitFor(
      () => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/d/trips?meta_state=todo'),
      SLOW,
    )
  })
})
