import { describe, expect, it } from 'vitest'
import { guestBookingError } from '../../src/domain/booking-funnel-errors'

describe('guest booking errors (spec 2 §8)', () => {
  it('reads the first price error, with min_length for 108', () => {
    const body = {
      __all__: [
        { code: 108, key: 'MIN_DAYS_REQUIRED', message: 'More days.', min_length: 5 },
        { code: 109, key: 'CLOSED_DAYS', message: 'Closed.' },
      ],
    }
    expect(guestBookingError(400, body)).toEqual({ kind: 'prices', code: 108, minLength: 5, message: 'More days.' })
    expect(guestBookingError(400, { __all__: [{ code: 107, key: 'NOT_AVAILABLE', message: 'Taken.' }] })).toEqual({
      kind: 'prices',
      code: 107,
      minLength: null,
      message: 'Taken.',
    })
  })

  it('tells an address to confirm first from another refusal', () => {
    expect(guestBookingError(403, { detail: 'Confirm first.', code: 'email_not_verified' })).toEqual({
      kind: 'email_not_verified',
    })
    expect(guestBookingError(403, { detail: 'Not yours.', code: 'forbidden' })).toEqual({ kind: 'unknown' })
  })

  it('tells an invalid coupon from other field errors', () => {
    expect(guestBookingError(400, { coupon_code: ['This coupon does not exist.'] })).toEqual({
      kind: 'invalid_coupon_code',
      messages: ['This coupon does not exist.'],
    })
    expect(guestBookingError(400, { city: ['This field is required.'] })).toEqual({
      kind: 'fields',
      errors: { fields: { city: ['This field is required.'] }, general: [] },
    })
  })

  it('knows the rental cover outage and the state refusals', () => {
    expect(guestBookingError(503, { detail: 'Down.', code: 'RENTAL_COVER_SERVICE_UNAVAILABLE' })).toEqual({
      kind: 'rental_cover_service_unavailable',
      message: 'Down.',
    })
    expect(guestBookingError(405, { detail: 'No.', code: 'BOOKING_NOT_IN_VALID_STATE' })).toEqual({
      kind: 'validate',
      code: 'BOOKING_NOT_IN_VALID_STATE',
      message: 'No.',
    })
    expect(guestBookingError(409, { detail: 'Booked.', code: 'CAMPER_ALREADY_BOOKED' })).toEqual({
      kind: 'validate',
      code: 'CAMPER_ALREADY_BOOKED',
      message: 'Booked.',
    })
  })

  it('falls back to unknown', () => {
    expect(guestBookingError(null, null)).toEqual({ kind: 'unknown' })
    expect(guestBookingError(500, { detail: 'Oops' })).toEqual({ kind: 'unknown' })
  })
})
