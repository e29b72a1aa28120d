import { describe, expect, it } from 'vitest'
import { normalizeHttpError, normalizeTransportError } from '../../src/domain/api-errors'
import { shouldReportError } from '../../src/domain/error-reporting'

const http = (status: number, method: string, endpoint: string, body: unknown = {}) =>
  shouldReportError(normalizeHttpError({ status, method, endpoint, body }))

describe('shouldReportError', () => {
  it('keeps camper not found, deleted and id-not-a-number out of reporting', () => {
    expect(http(404, 'GET', '/3/products/42/')).toBe(false)
    expect(http(410, 'GET', '/3/products/42/')).toBe(false)
    expect(http(404, 'GET', '/3/products/NaN/')).toBe(false)
    expect(http(500, 'GET', '/3/products/42/')).toBe(true)
  })

  it('keeps an invalid search page out of reporting', () => {
    expect(http(404, 'GET', '/3/products/?page=99')).toBe(false)
    expect(http(404, 'GET', '/3/campers/search?page=99')).toBe(false)
  })

  it('keeps not available, invalid documents, invalid place, invalid coupon and card expiry out', () => {
    expect(http(400, 'GET', '/3/my-requests/1/prices/', { __all__: [{ code: 107 }] })).toBe(false)
    expect(http(400, 'GET', '/3/my-requests/1/prices/', { __all__: [{ code: 104 }] })).toBe(false)
    expect(http(400, 'GET', '/3/my-requests/1/prices/', { __all__: [{ code: 110 }] })).toBe(false)
    expect(http(400, 'PATCH', '/3/my-requests/1/prices/', { coupon_code: ['Invalid coupon.'] })).toBe(false)
    expect(
      http(400, 'POST', '/3/bookings/1/confirm/', {
        detail: 'Card expires.',
        code: 'PAYMENT_ERROR_CREDIT_CARD_WILL_EXPIRE',
      }),
    ).toBe(false)
    expect(http(402, 'POST', '/v4/payments/', { code: 'MPG_CARD_EXPIRED' })).toBe(false)
    expect(http(404, 'GET', '/v4/geolocation/places/atlantis/')).toBe(false)
    expect(http(400, 'GET', '/v4/geolocation/places/', { code: 'invalid_place' })).toBe(false)
  })

  it('reports everything else', () => {
    expect(http(400, 'GET', '/3/my-requests/1/prices/', { __all__: [{ code: 108 }] })).toBe(true)
    expect(http(403, 'GET', '/3/users/me/')).toBe(true)
    expect(http(404, 'GET', '/3/wishlist/abc/')).toBe(true)
    expect(shouldReportError(normalizeTransportError({ method: 'GET', endpoint: '/3/faq/', kind: 'network' }))).toBe(
      true,
    )
  })
})
