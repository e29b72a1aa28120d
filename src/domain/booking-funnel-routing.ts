// Spec 2 §2 booking funnel routes and their redirect rules, pure: given the address and the booking, where the
// guest belongs. The web app's loaders apply the answer; the same table is unit-tested.
import type { BookingStatus } from './booking-status'

export type FunnelFamily = 'request' | 'instant-request' | 'payment'

/** The steps of each route family (spec 2 §2), in the order the guest goes through them. */
export const FUNNEL_STEPS = {
  request: ['travel-details', 'insurance', 'user-details', 'summary', 'message-owner', 'success'],
  'instant-request': [
    'travel-details',
    'cancel-insurance',
    'insurance',
    'user-details',
    'summary',
    'payment',
    'payment-callback',
    'success',
  ],
  payment: ['user-details', 'cancel-insurance', 'insurance', 'summary', 'payment', 'payment-callback', 'success'],
} as const satisfies Record<FunnelFamily, readonly string[]>

export type FunnelStep = (typeof FUNNEL_STEPS)[FunnelFamily][number]

/** The legacy /booking-payment/{step} steps. */
export const LEGACY_STEPS = [
  'cancel-insurance',
  'insurance',
  'overview',
  'payment-error',
  'payment-final',
  'payment-waiting',
  'payment',
  'success',
  'user-details',
] as const
export type LegacyStep = (typeof LEGACY_STEPS)[number]

/** Spec 2 §8: this numeric payment code sends the guest back to the payment step without an error shown. */
export const PAYMENT_RETRY_ERROR_CODE = '201004'
/** A payment return without transactionId (spec 2 §5); the same code the payment-funnel machine records. */
export const MISSING_TRANSACTION_ID = 'MISSING_TRANSACTION_ID'

/** The query keys the funnel keeps in step with the booking's prices (spec 2 §2). */
export const PRICE_QUERY_KEYS = ['cancel_insurance', 'rental_cover', 'coupon_code'] as const

export type FunnelQuery = Record<string, string>

/** What the rules read of a booking (GET /v4/bookings-guest/{id}/). */
export interface FunnelBooking {
  id: number
  camperId: number
  state: BookingStatus
  metaState: 'todo' | 'waiting' | 'confirmed' | 'archived'
  isInstant: boolean
  canPay: boolean
  canUpdate: boolean
}

export type FunnelTarget =
  | { kind: 'trips'; metaState?: 'todo' }
  | { kind: 'trip'; bookingId: number }
  | { kind: 'step'; family: FunnelFamily; camperId: number; bookingId: number; step: FunnelStep; query: FunnelQuery }
  | { kind: 'legacy'; step: LegacyStep; query: FunnelQuery }

/** Spec 2 §5: a booking id in the payment funnel is digits only. */
export function parseFunnelBookingId(value: string | null | undefined): number | null {
  return value && /^\d+$/.test(value) ? Number(value) : null
}

/** Whether `step` is one of the family's steps (spec 2 §2). */
export const isStepOf = (family: FunnelFamily, step: string): step is FunnelStep =>
  (FUNNEL_STEPS[family] as readonly string[]).includes(step)
const isDraft = (state: BookingStatus) => state === 'CREATED' || state === 'CREATED_PRO' || state === 'ABANDONED'
const isConfirmed = (b: FunnelBooking) => b.state === 'TO_COME' || b.state === 'ONGOING' || b.metaState === 'confirmed'
const without = (query: FunnelQuery, key: string): FunnelQuery =>
  Object.fromEntries(Object.entries(query).filter(([name]) => name !== key))

/** Where a legacy step lands in the campers routes. */
const LEGACY_TO_STEP: Record<LegacyStep, FunnelStep> = {
  'cancel-insurance': 'cancel-insurance',
  insurance: 'insurance',
  overview: 'summary',
  'payment-error': 'payment',
  'payment-final': 'payment-callback',
  'payment-waiting': 'payment',
  payment: 'payment',
  success: 'success',
  'user-details': 'user-details',
}

/**
 * The legacy /booking-payment/{step}?id=… address (spec 2 §2). `booking` is undefined before it is loaded
 * (only the id is checked then), 'failed' when the load failed. Returns null to stay.
 */
export function legacyFunnelRedirect(
  step: string,
  query: FunnelQuery,
  booking?: FunnelBooking | 'failed',
): FunnelTarget | null {
  const id = parseFunnelBookingId(query.id)
  if (id === null) return { kind: 'trips' }
  if (!(LEGACY_STEPS as readonly string[]).includes(step)) return { kind: 'legacy', step: 'payment', query }
  if (step === 'payment-error' && (query.error_code === undefined || query.error_code === PAYMENT_RETRY_ERROR_CODE)) {
    return { kind: 'legacy', step: 'payment', query: without(query, 'error_code') }
  }
  if (booking === undefined) return null
  if (booking === 'failed') return { kind: 'trips', metaState: 'todo' }
  const family: FunnelFamily = booking.isInstant ? 'instant-request' : 'payment'
  const next = without(query, 'id')
  return {
    kind: 'step',
    family,
    camperId: booking.camperId,
    bookingId: booking.id,
    step: LEGACY_TO_STEP[step as LegacyStep],
    query: next,
  }
}

/** Where the root of a family goes (spec 2 §2: a regular booking's payment root depends on its state). */
function rootStep(family: FunnelFamily, booking: FunnelBooking): FunnelStep {
  if (family === 'payment') return booking.state === 'TO_COME_NOT_PAID' ? 'summary' : 'user-details'
  return 'travel-details'
}

/**
 * The campers funnel routes (spec 2 §2). `step` is undefined at the family's root. Returns null to stay on the
 * step, or where to go instead.
 */
export function funnelRedirect(
  family: FunnelFamily,
  step: string | undefined,
  query: FunnelQuery,
  booking: FunnelBooking | 'failed',
): FunnelTarget | null {
  if (booking === 'failed') return { kind: 'trips', metaState: 'todo' }
  const to = (target: FunnelFamily, next: FunnelStep, nextQuery: FunnelQuery = query): FunnelTarget => ({
    kind: 'step',
    family: target,
    camperId: booking.camperId,
    bookingId: booking.id,
    step: next,
    query: nextQuery,
  })
  const trip: FunnelTarget = { kind: 'trip', bookingId: booking.id }

  // Each family is for one kind of booking: an instant booking goes to the instant route, a regular one away from it.
  if (booking.isInstant && family !== 'instant-request') {
    const next = step && isStepOf('instant-request', step) ? step : rootStep('instant-request', booking)
    return to('instant-request', next)
  }
  if (!booking.isInstant && family === 'instant-request') {
    const target: FunnelFamily = isDraft(booking.state) || booking.state === 'VALIDATED' ? 'request' : 'payment'
    return to(target, step && isStepOf(target, step) ? step : rootStep(target, booking))
  }

  if (family === 'request') {
    if (booking.state === 'VALIDATED') return step === 'success' ? null : to('request', 'success')
    // A request being written is a draft (created, or abandoned and picked up again); anything else is a trip.
    if (!isDraft(booking.state)) return trip
    if (step === undefined || !isStepOf('request', step)) return to('request', rootStep('request', booking))
    return step === 'success' ? to('request', 'message-owner') : null
  }

  if (isConfirmed(booking)) return step === 'success' ? null : to(family, 'success')
  const open =
    family === 'instant-request'
      ? isDraft(booking.state) || booking.canPay || booking.canUpdate
      : booking.canPay || booking.canUpdate
  if (!open) return trip
  if (step === undefined || !isStepOf(family, step)) return to(family, rootStep(family, booking))
  if (step === 'payment-callback' && !query.transactionId) {
    return to(family, 'payment', { ...without(query, 'transactionId'), error_code: MISSING_TRANSACTION_ID })
  }
  // Success is for a paid booking; an unpaid one is sent back to pay.
  if (step === 'success') return to(family, 'payment')
  return null
}

/** The price choices as the prices response shows them. */
export interface PriceChoices {
  cancel_insurance: boolean
  rental_cover: boolean
  coupon_code: string | null
}

/**
 * Spec 2 §2: the funnel adds cancel_insurance, rental_cover and coupon_code to the query when the price
 * response shows them and they are absent. Returns the new query, or null when nothing is missing.
 */
export function queryWithPriceChoices(query: FunnelQuery, prices: PriceChoices): FunnelQuery | null {
  const additions: FunnelQuery = {}
  if (query.cancel_insurance === undefined) additions.cancel_insurance = String(prices.cancel_insurance)
  if (query.rental_cover === undefined) additions.rental_cover = String(prices.rental_cover)
  if (query.coupon_code === undefined && prices.coupon_code) additions.coupon_code = prices.coupon_code
  return Object.keys(additions).length > 0 ? { ...query, ...additions } : null
}

/** The step after `step` in its family; the payment return is reached from the payment step, never by moving on. */
export function nextFunnelStep(family: FunnelFamily, step: FunnelStep): FunnelStep | null {
  const steps: readonly FunnelStep[] = FUNNEL_STEPS[family].filter((name: FunnelStep) => name !== 'payment-callback')
  const index = steps.indexOf(step)
  return index >= 0 ? (steps[index + 1] ?? null) : null
}

/** The step before `step`, for the back link. */
export function previousFunnelStep(family: FunnelFamily, step: FunnelStep): FunnelStep | null {
  const steps: readonly FunnelStep[] = FUNNEL_STEPS[family].filter(
    (name: FunnelStep) => name !== 'payment-callback' && name !== 'success',
  )
  const index = steps.indexOf(step)
  return index > 0 ? (steps[index - 1] ?? null) : null
}

/**
 * Whether the guest may go back to `step` of an unfinished funnel (a link, the browser's back button): any step
 * of the family up to the payment; the payment's return and the success page are only reached by paying or sending.
 */
export function canRevisitFunnelStep(family: FunnelFamily, step: string): step is FunnelStep {
  return isStepOf(family, step) && step !== 'payment-callback' && step !== 'success'
}

/**
 * Spec 2 §9: a booking departs at 9 or 14 and comes back at 12 or 20. A new request starts from the camper's own
 * hand-over hours rounded to those (morning or afternoon); the guest changes them on the travel-details step.
 */
export function bookingHours(
  camperHourFrom: number | null,
  camperHourTo: number | null,
): { hour_from: 9 | 14; hour_to: 12 | 20 } {
  return {
    hour_from: camperHourFrom !== null && camperHourFrom < 12 ? 9 : 14,
    hour_to: camperHourTo !== null && camperHourTo >= 16 ? 20 : 12,
  }
}
