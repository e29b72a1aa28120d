import { describe, expect, it } from 'vitest'
import {
  bookingHours,
  funnelRedirect,
  legacyFunnelRedirect,
  MISSING_TRANSACTION_ID,
  nextFunnelStep,
  parseFunnelBookingId,
  previousFunnelStep,
  queryWithPriceChoices,
} from '../../src/domain/booking-funnel-routing'
import type { FunnelBooking } from '../../src/domain/booking-funnel-routing'
import type { BookingStatus } from '../../src/domain/booking-status'

const booking = (state: BookingStatus, extra: Partial<FunnelBooking> = {}): FunnelBooking => ({
  id: 7,
  camperId: 42,
  state,
  metaState: 'todo',
  isInstant: false,
  canPay: false,
  canUpdate: false,
  ...extra,
})
const step = (family: string, name: string, query: Record<string, string> = {}) => ({
  kind: 'step',
  family,
  camperId: 42,
  bookingId: 7,
  step: name,
  query,
})

describe('booking id (spec 2 §5)', () => {
  it('accepts digits only', () => {
    expect(parseFunnelBookingId('123')).toBe(123)
    for (const bad of [undefined, null, '', '12a', '-3', '1.5', ' 4']) expect(parseFunnelBookingId(bad)).toBeNull()
  })
})

describe('legacy /booking-payment/{step} (spec 2 §2)', () => {
  it('sends a missing or non-digit id to the trips list', () => {
    expect(legacyFunnelRedirect('payment', {})).toEqual({ kind: 'trips' })
    expect(legacyFunnelRedirect('payment', { id: 'abc' })).toEqual({ kind: 'trips' })
  })

  it('waits for the booking when the id is fine', () => {
    expect(legacyFunnelRedirect('insurance', { id: '7' })).toBeNull()
  })

  it('sends a failed booking load to the to-do trips', () => {
    expect(legacyFunnelRedirect('insurance', { id: '7' }, 'failed')).toEqual({ kind: 'trips', metaState: 'todo' })
  })

  it('sends an instant booking to the instant route and a regular one to the campers payment route, keeping the query', () => {
    const query = { id: '7', insurance_id: 'serenity', coupon_code: 'ROAD50' }
    expect(legacyFunnelRedirect('insurance', query, booking('VALIDATED', { isInstant: true, canPay: true }))).toEqual(
      step('instant-request', 'insurance', { insurance_id: 'serenity', coupon_code: 'ROAD50' }),
    )
    expect(legacyFunnelRedirect('overview', query, booking('ACCEPTED', { canPay: true }))).toEqual(
      step('payment', 'summary', { insurance_id: 'serenity', coupon_code: 'ROAD50' }),
    )
    expect(legacyFunnelRedirect('payment-final', { id: '7', transactionId: 't1' }, booking('ACCEPTED'))).toEqual(
      step('payment', 'payment-callback', { transactionId: 't1' }),
    )
  })

  it('sends a payment error without a code, or with 201004, to the payment step without error_code', () => {
    expect(legacyFunnelRedirect('payment-error', { id: '7' })).toEqual({
      kind: 'legacy',
      step: 'payment',
      query: { id: '7' },
    })
    expect(legacyFunnelRedirect('payment-error', { id: '7', error_code: '201004' })).toEqual({
      kind: 'legacy',
      step: 'payment',
      query: { id: '7' },
    })
    // Another code stays until the booking is known, then is carried to the payment step.
    expect(legacyFunnelRedirect('payment-error', { id: '7', error_code: 'MPG_CARD_EXPIRED' })).toBeNull()
    expect(
      legacyFunnelRedirect('payment-error', { id: '7', error_code: 'MPG_CARD_EXPIRED' }, booking('ACCEPTED')),
    ).toEqual(step('payment', 'payment', { error_code: 'MPG_CARD_EXPIRED' }))
  })
})

describe('/campers/{id}/payment/{booking_id}/ (spec 2 §2)', () => {
  it('sends the root to summary when TO_COME_NOT_PAID, else to user-details', () => {
    expect(funnelRedirect('payment', undefined, {}, booking('TO_COME_NOT_PAID', { canPay: true }))).toEqual(
      step('payment', 'summary'),
    )
    expect(funnelRedirect('payment', undefined, {}, booking('ACCEPTED', { canPay: true, canUpdate: true }))).toEqual(
      step('payment', 'user-details'),
    )
  })

  it('sends a confirmed booking to success, and keeps it there', () => {
    expect(funnelRedirect('payment', 'summary', {}, booking('TO_COME', { metaState: 'confirmed' }))).toEqual(
      step('payment', 'success'),
    )
    expect(funnelRedirect('payment', 'success', {}, booking('TO_COME', { metaState: 'confirmed' }))).toBeNull()
  })

  it('sends a booking that cannot be updated, paid or confirmed to its trip page', () => {
    expect(funnelRedirect('payment', 'summary', {}, booking('VALIDATED'))).toEqual({ kind: 'trip', bookingId: 7 })
    expect(funnelRedirect('payment', 'summary', {}, booking('CANCELLED_GUEST', { metaState: 'archived' }))).toEqual({
      kind: 'trip',
      bookingId: 7,
    })
  })

  it('sends an instant booking to the instant route', () => {
    expect(funnelRedirect('payment', 'insurance', {}, booking('VALIDATED', { isInstant: true, canPay: true }))).toEqual(
      step('instant-request', 'insurance'),
    )
  })

  it('sends a payment return without transactionId to the payment step with an error code', () => {
    const payable = booking('ACCEPTED', { canPay: true })
    expect(funnelRedirect('payment', 'payment-callback', {}, payable)).toEqual(
      step('payment', 'payment', { error_code: MISSING_TRANSACTION_ID }),
    )
    expect(funnelRedirect('payment', 'payment-callback', { transactionId: 'sbx_1' }, payable)).toBeNull()
  })

  it('stays on a step the booking allows, and sends an unpaid booking from success back to pay', () => {
    const payable = booking('ACCEPTED', { canPay: true })
    expect(funnelRedirect('payment', 'insurance', {}, payable)).toBeNull()
    expect(funnelRedirect('payment', 'success', {}, payable)).toEqual(step('payment', 'payment'))
  })

  it('sends a failed booking load to the to-do trips', () => {
    expect(funnelRedirect('payment', 'summary', {}, 'failed')).toEqual({ kind: 'trips', metaState: 'todo' })
  })
})

describe('/campers/{id}/instant-request/{request_id}/ (spec 2 §2)', () => {
  const draft = booking('CREATED', { isInstant: true })

  it('starts a draft at travel-details and lets it through its steps', () => {
    expect(funnelRedirect('instant-request', undefined, {}, draft)).toEqual(step('instant-request', 'travel-details'))
    expect(funnelRedirect('instant-request', 'cancel-insurance', {}, draft)).toBeNull()
  })

  it('needs transactionId on the payment return', () => {
    const booked = booking('VALIDATED', { isInstant: true, canPay: true, canUpdate: true })
    expect(funnelRedirect('instant-request', 'payment-callback', { coupon_code: 'ROAD50' }, booked)).toEqual(
      step('instant-request', 'payment', { coupon_code: 'ROAD50', error_code: MISSING_TRANSACTION_ID }),
    )
  })

  it('sends a paid booking to success and a cancelled one to its trip', () => {
    expect(
      funnelRedirect('instant-request', 'payment', {}, booking('TO_COME', { isInstant: true, metaState: 'confirmed' })),
    ).toEqual(step('instant-request', 'success'))
    expect(funnelRedirect('instant-request', 'summary', {}, booking('CANCELLED_GUEST', { isInstant: true }))).toEqual({
      kind: 'trip',
      bookingId: 7,
    })
  })

  it('sends a regular booking to the request route, or to the payment route once accepted', () => {
    expect(funnelRedirect('instant-request', 'insurance', {}, booking('CREATED'))).toEqual(step('request', 'insurance'))
    expect(funnelRedirect('instant-request', 'cancel-insurance', {}, booking('ACCEPTED', { canPay: true }))).toEqual(
      step('payment', 'cancel-insurance'),
    )
  })
})

describe('/campers/{id}/request/{request_id}/ (spec 2 §2)', () => {
  it('lets a draft request through its steps, from travel-details', () => {
    expect(funnelRedirect('request', undefined, {}, booking('CREATED'))).toEqual(step('request', 'travel-details'))
    expect(funnelRedirect('request', 'message-owner', {}, booking('ABANDONED'))).toBeNull()
    expect(funnelRedirect('request', 'success', {}, booking('CREATED'))).toEqual(step('request', 'message-owner'))
  })

  it('sends a VALIDATED request to the success page', () => {
    expect(funnelRedirect('request', 'summary', {}, booking('VALIDATED'))).toEqual(step('request', 'success'))
    expect(funnelRedirect('request', 'success', {}, booking('VALIDATED'))).toBeNull()
  })

  it('sends a request neither ABANDONED nor VALIDATED (nor a draft) to its trip page', () => {
    for (const state of ['ACCEPTED', 'TO_COME', 'CANCELLED_OWNER'] as const) {
      expect(funnelRedirect('request', 'insurance', {}, booking(state))).toEqual({ kind: 'trip', bookingId: 7 })
    }
  })

  it('sends an instant booking to the instant route', () => {
    expect(funnelRedirect('request', 'message-owner', {}, booking('CREATED', { isInstant: true }))).toEqual(
      step('instant-request', 'travel-details'),
    )
  })
})

describe('price choices in the query (spec 2 §2)', () => {
  it('adds the choices the prices show when they are absent', () => {
    expect(
      queryWithPriceChoices({ a: '1' }, { cancel_insurance: true, rental_cover: false, coupon_code: 'ROAD50' }),
    ).toEqual({ a: '1', cancel_insurance: 'true', rental_cover: 'false', coupon_code: 'ROAD50' })
  })

  it('keeps what the query already says and adds no empty coupon', () => {
    expect(
      queryWithPriceChoices(
        { cancel_insurance: 'false', rental_cover: 'true' },
        { cancel_insurance: true, rental_cover: false, coupon_code: null },
      ),
    ).toBeNull()
  })
})

describe('step order', () => {
  it('moves through each family in the order of spec 2 §2', () => {
    expect(nextFunnelStep('request', 'summary')).toBe('message-owner')
    expect(nextFunnelStep('request', 'message-owner')).toBe('success')
    expect(nextFunnelStep('instant-request', 'travel-details')).toBe('cancel-insurance')
    expect(nextFunnelStep('instant-request', 'summary')).toBe('payment')
    expect(nextFunnelStep('payment', 'user-details')).toBe('cancel-insurance')
    expect(nextFunnelStep('payment', 'payment')).toBe('success')
    expect(nextFunnelStep('request', 'success')).toBeNull()
  })

  it('goes back one step, never from the first nor to the payment return', () => {
    expect(previousFunnelStep('request', 'travel-details')).toBeNull()
    expect(previousFunnelStep('instant-request', 'insurance')).toBe('cancel-insurance')
    expect(previousFunnelStep('payment', 'user-details')).toBeNull()
  })
})

describe('hours of a new request (spec 2 §9)', () => {
  it('rounds the camper hours to a morning or afternoon departure and a midday or evening return', () => {
    expect(bookingHours(8, 18)).toEqual({ hour_from: 9, hour_to: 20 })
    expect(bookingHours(15, 11)).toEqual({ hour_from: 14, hour_to: 12 })
    expect(bookingHours(null, null)).toEqual({ hour_from: 14, hour_to: 12 })
  })
})
