import { sql } from 'drizzle-orm'
import { extendedKmOption, tripKmOption } from '../../../domain/booking-extras'
import type { DayRange, ExtensionExtras, ExtensionPrice } from '../../../domain/booking-extras'
import type { KmOption } from '../../../domain/stay-price'
import type { Database } from '../../db/client'
import { TAKES_DATES_NOW_SQL } from '../../db/schema'
import { ApiError } from '../../http/api-error'
import { tripChangePrice } from '../booking-prices/booking-prices'

const TAKES_DATES = sql.raw(TAKES_DATES_NOW_SQL)

const run = async <T>(db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows

/** A booking as extensions and upgrades need it. */
export interface ExtrasBooking {
  id: number
  camperId: number
  guestId: number
  ownerId: number
  status: string
  dateFrom: string
  dateTo: string
  totalPrice: number
  currency: string
  /** The trip's km allowance now: its own, raised by confirmed extensions. */
  kmOption: KmOption
  unlimitedKmAllowed: boolean
}

interface BookingSqlRow {
  id: number
  camper_id: number
  guest_id: number
  owner_id: number
  status: string
  date_from: string
  date_to: string
  total_price: number
  currency: string
  km_option: KmOption
  unlimited_km_allowed: boolean
  confirmed_km_200: boolean
  confirmed_km_unlimited: boolean
}

/** Who asks: the booking's guest, or the owner of its camper. Anyone else gets the 404 a missing booking gets. */
export type ExtrasViewer = { side: 'guest' | 'owner'; userId: number }

/**
 * The booking, row-locked (SELECT ... FOR UPDATE) when `lock`, so that two changes of the same booking
 * or its requests run one after the other. Call inside a transaction.
 */
export async function loadBooking(
  db: Database,
  bookingId: number,
  viewer: ExtrasViewer,
  lock: boolean,
): Promise<ExtrasBooking> {
  const [row] = await run<BookingSqlRow>(
    db,
    sql`
    SELECT b.id, b.camper_id, b.guest_id, c.owner_id, b.status, lower(b.period)::text AS date_from, upper(b.period)::text AS date_to,
      b.total_price, b.currency, b.km_option, c.unlimited_km_allowed,
      EXISTS (SELECT 1 FROM booking_extensions e WHERE e.booking_id = b.id AND e.state = 'CONFIRMED' AND e.km_200) AS confirmed_km_200,
      EXISTS (SELECT 1 FROM booking_extensions e WHERE e.booking_id = b.id AND e.state = 'CONFIRMED' AND e.km_unlimited) AS confirmed_km_unlimited
    FROM bookings b JOIN campers c ON c.id = b.camper_id
    WHERE b.id = ${bookingId} ${lock ? sql`FOR UPDATE OF b` : sql``}
  `,
  )
  const mine = row && (viewer.side === 'guest' ? row.guest_id === viewer.userId : row.owner_id === viewer.userId)
  if (!row || !mine) throw ApiError.notFound()
  return {
    id: row.id,
    camperId: row.camper_id,
    guestId: row.guest_id,
    ownerId: row.owner_id,
    status: row.status,
    dateFrom: row.date_from,
    dateTo: row.date_to,
    totalPrice: row.total_price,
    currency: row.currency,
    kmOption: tripKmOption(row.km_option, [{ km200: row.confirmed_km_200, kmUnlimited: row.confirmed_km_unlimited }]),
    unlimitedKmAllowed: row.unlimited_km_allowed,
  }
}

/** The spec's 405 for a change the booking's or the request's state does not allow. */
export const notInValidState = (detail: string) => ApiError.detail(405, detail, 'BOOKING_NOT_IN_VALID_STATE')

/** Spec 2 §8 price error 107, as the first entry of `__all__`. */
export const notAvailable = () =>
  new ApiError(400, {
    __all__: [{ code: 107, key: 'NOT_AVAILABLE', message: 'The camper is not available on these dates.' }],
  })

export const camperAlreadyBooked = () =>
  ApiError.detail(409, 'Another booking already holds these dates.', 'CAMPER_ALREADY_BOOKED')

/**
 * Whether the days a request adds are free: `unavailable` when the owner's calendar blocks one or it lies
 * beyond the camper's booking horizon, `booked` when another booking holds one.
 */
export async function addedDaysAvailability(
  db: Database,
  booking: ExtrasBooking,
  ranges: readonly DayRange[],
  today: string,
) {
  for (const range of ranges) {
    const days = sql`daterange(${range.dateFrom}::date, ${range.dateTo}::date, '[)')`
    const [found] = await run<{ blocked: boolean; beyond_horizon: boolean; booked: boolean }>(
      db,
      sql`
      SELECT
        EXISTS (SELECT 1 FROM calendar_periods WHERE camper_id = ${booking.camperId} AND kind = 'unavailable' AND period && ${days}) AS blocked,
        (SELECT ${range.dateTo}::date > (${today}::date + make_interval(months => max_months_future_rental::int))::date
          FROM campers WHERE id = ${booking.camperId}) AS beyond_horizon,
        EXISTS (SELECT 1 FROM bookings WHERE camper_id = ${booking.camperId} AND id <> ${booking.id} AND ${TAKES_DATES}
          AND period && ${days}) AS booked
    `,
    )
    if (found!.blocked || found!.beyond_horizon) return 'unavailable' as const
    if (found!.booked) return 'booked' as const
  }
  return 'free' as const
}

/**
 * The price of an extension: what the trip costs with the new days and km option less what it costs now, both from
 * the booking's own price engine, so that after payment the trip's price equals what the guest was charged.
 */
export const priceExtension = (
  db: Database,
  booking: ExtrasBooking,
  next: DayRange,
  extras: ExtensionExtras,
): Promise<ExtensionPrice> =>
  tripChangePrice(
    db,
    booking.id,
    { kmOption: booking.kmOption },
    { ...next, kmOption: extendedKmOption(booking.kmOption, extras) },
  )
