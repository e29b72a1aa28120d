// What the scripts' setups prepare on a freshly seeded server, through the public API as the demo accounts.
import { DOCUMENTS_DEADLINE_HOURS } from '../../../domain/booking-price-engine'
import { ON_TIME_CANCELLATION_DAYS } from '../../../domain/payment-rules'
import type { ReplayApi } from '../ui-script'

interface SearchItem {
  id: number
  instant_booking: boolean
  seats: number
  owner: { id: number; is_pro: boolean }
}

const isoDay = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10)

async function publishedCampers(api: ReplayApi): Promise<SearchItem[]> {
  return (await api.as('guest').get<{ results: SearchItem[] }>('/3/products/?page_size=100')).results
}

/** A published camper of the demo owner for two, instantly bookable or taking requests. */
export async function ownerCamper(api: ReplayApi, instant: boolean): Promise<number> {
  const own = await api.as('owner').get<{ results: Array<{ id: number }> }>('/3/products/me/paginated/')
  let fitting: number | undefined
  for (const { id } of own.results) {
    // The public listing answers only for published campers.
    const listing = await api
      .as('guest')
      .get<{ instant_booking: boolean; seats: number }>(`/3/products/${id}/`)
      .catch(() => null)
    if (!listing || listing.instant_booking !== instant || listing.seats < 2) continue
    fitting ??= id
    // Many paths on one server fill a camper's calendar: the next fitting camper takes over.
    if (
      await freeStay(api, id).then(
        () => true,
        () => false,
      )
    )
      return id
  }
  if (fitting !== undefined) return fitting
  throw new Error(`the demo owner has no published camper with instant booking ${instant ? 'on' : 'off'}`)
}

/** A published camper of a professional owner (its requests start in CREATED_PRO). */
export async function proCamper(api: ReplayApi): Promise<number> {
  const camper = (await publishedCampers(api)).find((item) => item.owner.is_pro && item.seats >= 2)
  if (!camper) throw new Error('no published camper of a professional owner')
  return camper.id
}

/**
 * Where a stay is looked for, in days from today. `ahead`: from two months on, so paying leaves the whole on-time
 * cancellation window (refund plan ON_TIME). `soon`: past the documents deadline (spec 2 §9, 72 hours) but inside the
 * on-time cancellation window (spec 2 §4), so a trip paid now is refunded only in part if cancelled (TOO_LATE).
 */
const STAY_WINDOWS = {
  ahead: { first: 60, last: 420, step: 6 },
  soon: { first: Math.ceil(DOCUMENTS_DEADLINE_HOURS / 24) + 1, last: ON_TIME_CANCELLATION_DAYS, step: 2 },
} as const
export type StayWindow = keyof typeof STAY_WINDOWS

/**
 * The first stay the camper can take (five days, or its minimum) starting in the window. Stays already booked on
 * the same server (by earlier paths) are skipped.
 */
export async function freeStay(
  api: ReplayApi,
  camper: number,
  window: StayWindow = 'ahead',
): Promise<{ date_from: string; date_to: string }> {
  const { first, last, step } = STAY_WINDOWS[window]
  let days = 5
  for (let offset = first; offset < last;) {
    const stay = { date_from: isoDay(offset), date_to: isoDay(offset + days) }
    const price = await api
      .as('guest')
      .get<{ available: boolean; min_days?: number; reasons?: string[] }>(
        `/3/products/${camper}/price/?date_from=${stay.date_from}&date_to=${stay.date_to}`,
      )
    if (price.available) return stay
    if (price.reasons?.includes('too_far_in_future')) break
    if (price.min_days !== undefined && price.min_days > days) {
      days = price.min_days
      continue
    }
    // Earlier paths book stays one after the other: the next candidate starts after this one, so a camper's longer
    // minimum stay does not make every other candidate overlap a taken one.
    offset += Math.max(step, days)
  }
  throw new Error(`camper ${camper} has no free stay starting ${first} to ${last} days ahead`)
}

/** POST /v4/bookings/ as the demo guest (a draft), sent to the owner when `validate`. */
export async function requestAsGuest(
  api: ReplayApi,
  camper: number,
  { validate, window }: { validate: boolean; window?: StayWindow },
): Promise<number> {
  const guest = api.as('guest')
  const stay = await freeStay(api, camper, window)
  const { id } = await guest.post<{ id: number }>('/v4/bookings/', {
    camper,
    ...stay,
    hour_from: 14,
    hour_to: 12,
    travelers: 2,
    message: 'Hello! Two of us, a week along the coast.',
  })
  if (validate) await guest.patch(`/v4/bookings-guest/${id}/validate/`)
  return id
}

export async function acceptAsOwner(api: ReplayApi, booking: number): Promise<void> {
  await api.as('owner').patch(`/v4/bookings-owner/${booking}/accept/`)
}

/**
 * A paid trip of the demo guest from the seed (TO_COME) still cancelled on time (refund plan ON_TIME): not one paid
 * by an earlier path on the same server starting soon (tripPaidNow).
 */
export async function paidTrip(api: ReplayApi): Promise<{ booking: number; camper: number }> {
  const trips = await api
    .as('guest')
    .get<{ results: Array<{ id: number; date_from: string; camper: { id: number } }> }>(
      '/v4/bookings-guest/?state=TO_COME&page_size=50',
    )
  const trip = trips.results.find((candidate) => candidate.date_from > isoDay(ON_TIME_CANCELLATION_DAYS))
  if (!trip) throw new Error('the demo guest has no paid trip to come that is still cancelled on time')
  return { booking: trip.id, camper: trip.camper.id }
}

/** The sandbox card that pays at once (src/server/providers/payments/sandbox-payments.ts SANDBOX_TEST_CARDS.frictionless). */
const FRICTIONLESS_CARD = { number: '4970100000001004', expiry: '1239', cvx: '123' }

/**
 * An instantly bookable camper for two with a free stay in the window: the demo owner's, or when earlier paths on the
 * same server took its few stays starting soon, another owner's.
 */
export async function instantCamperFreeIn(api: ReplayApi, window: StayWindow): Promise<number> {
  const hasStay = (camper: number) =>
    freeStay(api, camper, window).then(
      () => true,
      () => false,
    )
  const own = await ownerCamper(api, true)
  if (await hasStay(own)) return own
  for (const item of await publishedCampers(api)) {
    if (item.instant_booking && item.seats >= 2 && item.id !== own && (await hasStay(item.id))) return item.id
  }
  throw new Error(`no instantly bookable camper has a free stay ${window}`)
}

/** An instant booking of the demo guest, booked (VALIDATED: its dates held, payable). */
async function bookedInstantly(api: ReplayApi, window: StayWindow): Promise<{ booking: number; camper: number }> {
  const camper = await instantCamperFreeIn(api, window)
  return { camper, booking: await requestAsGuest(api, camper, { validate: true, window }) }
}

/**
 * A trip of the demo guest paid now by card (TO_COME), starting in the window: `soon` gives the paid trip whose
 * refund plan is TOO_LATE, which the seeded trips (months ahead) never are.
 */
export async function tripPaidNow(
  api: ReplayApi,
  window: StayWindow,
  insurance?: string,
): Promise<{ booking: number; camper: number }> {
  const trip = await bookedInstantly(api, window)
  // The insurance the funnel's options step would choose (the owner's own, `none`, unless given).
  if (insurance) await api.as('guest').patch(`/3/my-requests/${trip.booking}/prices/`, { insurance })
  await api
    .as('guest')
    .post(
      `/3/my-requests/${trip.booking}/payment/confirm/`,
      { method: 'card', card: FRICTIONLESS_CARD },
      { 'Idempotency-Key': `replay-card-${trip.booking}` },
    )
  return trip
}

/**
 * The guest starts a bank transfer for a payable booking, as from another device, and leaves it waiting for its wire.
 * Transfers are offered by the German storefront only (STOREFRONTS.de), so that visit is in German; the funnel resumes
 * the waiting payment in any language. Answers the transfer's transaction id at the sandbox bank.
 */
export async function startTransfer(api: ReplayApi, booking: number): Promise<string> {
  const started = await api.as('guest').post<{ payment: { transaction_id: string | null } }>(
    `/3/my-requests/${booking}/payment/async/`,
    { method: 'transfer' },
    {
      'Idempotency-Key': `replay-transfer-${booking}`,
      'Accept-Language': 'de',
    },
  )
  if (!started.payment.transaction_id)
    throw new Error(`the transfer of booking ${booking} has no transaction at the bank`)
  return started.payment.transaction_id
}

/** The wire of a waiting transfer reaches the escrow account: the sandbox bank's page answered "The wire arrives". */
export async function wireArrives(api: ReplayApi, transaction: string): Promise<void> {
  await api.answerSandbox('transfer', transaction, 'approve')
}

interface TripExtensions {
  extensions: { requests: Array<{ state: string }>; permissions: { can_create_extensions: boolean } }
}

/**
 * A paid trip (TO_COME) of the demo guest in the demo owner's camper with a fresh extension draft of one more day.
 * An open request left by an earlier path on the same server is withdrawn first (a trip has one open request at a time).
 */
export async function tripWithExtensionDraft(api: ReplayApi): Promise<number> {
  const guest = api.as('guest')
  const trips = await guest.get<{ results: Array<{ id: number }> }>('/v4/bookings-guest/?state=TO_COME&page_size=50')
  for (const { id } of trips.results) {
    // The owner answers on his booking page: only his campers' trips fit.
    if (
      (await api
        .as('owner')
        .get(`/v4/bookings-owner/${id}/`)
        .catch(() => null)) === null
    )
      continue
    const trip = await guest.get<TripExtensions>(`/v4/bookings-guest/${id}/`)
    const open = ['CREATED', 'GUEST_ASK', 'ACCEPTED'].includes(trip.extensions.requests[0]?.state ?? '')
    if (open) await guest.patch(`/v4/bookings-guest/${id}/extensions/cancel/`)
    else if (!trip.extensions.permissions.can_create_extensions) continue
    await guest.post(`/v4/bookings-guest/${id}/extensions/`, {
      day_before: 0,
      day_after: 1,
      day_slide: 0,
      km_200: false,
      km_unlimited: false,
    })
    return id
  }
  throw new Error("the demo guest has no paid trip in the demo owner's camper to extend")
}
