// Spec 2 §8 guest booking errors, pure: which family a failed funnel call belongs to, read from its status and body.
import { formErrors, type FormErrors } from './form-errors'

export type GuestBookingError =
  /** The first entry of the prices' __all__ list: 103–110, 108 with min_length. */
  | { kind: 'prices'; code: number; minLength: number | null; message: string }
  /** Spec 2 §5: a coupon_code field in a 400 on the price call. */
  | { kind: 'invalid_coupon_code'; messages: string[] }
  | { kind: 'rental_cover_service_unavailable'; message: string }
  /** The booking cannot take this action in its state, or another booking holds the dates. */
  | { kind: 'validate'; code: string; message: string }
  /** Field → messages (and messages for no field): shown next to the fields. */
  | { kind: 'fields'; errors: FormErrors }
  /** The guest must confirm their email address before the request (or instant booking) is sent. */
  | { kind: 'email_not_verified' }
  | { kind: 'unknown' }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export function guestBookingError(status: number | null, body: unknown): GuestBookingError {
  if (!isRecord(body)) return { kind: 'unknown' }
  const first = Array.isArray(body.__all__) ? body.__all__[0] : undefined
  if (isRecord(first) && typeof first.code === 'number') {
    return {
      kind: 'prices',
      code: first.code,
      minLength: typeof first.min_length === 'number' ? first.min_length : null,
      message: String(first.message ?? ''),
    }
  }
  const detail = typeof body.detail === 'string' ? body.detail : ''
  if (body.code === 'RENTAL_COVER_SERVICE_UNAVAILABLE')
    return { kind: 'rental_cover_service_unavailable', message: detail }
  if (status === 400 && 'coupon_code' in body)
    return { kind: 'invalid_coupon_code', messages: formErrors(body).fields.coupon_code ?? [] }
  if (status === 403 && body.code === 'email_not_verified') return { kind: 'email_not_verified' }
  if ((status === 405 || status === 409) && typeof body.code === 'string')
    return { kind: 'validate', code: body.code, message: detail }
  if (status === 400) return { kind: 'fields', errors: formErrors(body) }
  return { kind: 'unknown' }
}
