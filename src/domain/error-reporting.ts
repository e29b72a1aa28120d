import type { NormalizedApiError } from './api-errors'

// Spec 1 §8 and spec 2 §8 "Not sent to error reporting". Each expected failure is recognised by what
// the API actually says, so a new endpoint failing the same way is still reported:
// - camper not found / deleted / id not a number: 404 or 410 on GET /3/products/{id}/
// - invalid page: 404 on the search list GET /3/products/ (or /3/campers/search)
// - not available: price code 107 (NOT_AVAILABLE)
// - invalid documents: price codes 104 and 110 (INVALID_DOCUMENTS_LESS_72 / _LESS_24)
// - invalid place: code invalid_place, or 404/406 on GET /v4/geolocation/places/{slug}/
// - invalid coupon: a 400 whose body names the coupon_code field, or code invalid_coupon_code
// - card expiry: the expiry codes of the confirm call and of the payment providers

const CAMPER = /^\/3\/products\/[^/]+\/?$/
const SEARCH_LIST = /^\/3\/(products\/?|campers\/search\/?)$/
const PLACE = /^\/v4\/geolocation\/places\/[^/]+\/?$/

const QUIET_CODES = new Set([
  '107',
  'NOT_AVAILABLE',
  '104',
  '110',
  'INVALID_DOCUMENTS_LESS_72',
  'INVALID_DOCUMENTS_LESS_24',
  'invalid_place',
  'invalid_coupon_code',
  'PAYMENT_ERROR_CREDIT_CARD_WILL_EXPIRE',
  'MPG_CARD_EXPIRED',
  'YSC_PAYMENT_CARD_EXPIRES_BEFORE_BOOKING_END',
])

const withoutQuery = (endpoint: string) => endpoint.split(/[?#]/)[0]!

export function shouldReportError(error: NormalizedApiError): boolean {
  const endpoint = withoutQuery(error.endpoint)
  const isGet = error.method.toUpperCase() === 'GET'
  if (isGet && CAMPER.test(endpoint) && (error.status === 404 || error.status === 410)) return false
  if (isGet && SEARCH_LIST.test(endpoint) && error.status === 404) return false
  if (isGet && PLACE.test(endpoint) && (error.status === 404 || error.status === 406)) return false
  if (error.codes.some((code) => QUIET_CODES.has(code))) return false
  const body = error.body
  if (error.status === 400 && typeof body === 'object' && body !== null && 'coupon_code' in body) return false
  return true
}
