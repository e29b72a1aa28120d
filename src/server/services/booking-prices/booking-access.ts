import { eq } from 'drizzle-orm'
import type { BookingStatus } from '../../../domain/booking-status'
import type { Database } from '../../db/client'
import { bookings, campers, type BookingRow } from '../../db/schema'
import { ApiError } from '../../http/api-error'

/** Who asks: the signed-in user and whether they are staff. */
export interface Actor {
  userId: number
  isStaff: boolean
}

/**
 * Spec 2 §4: the guest may change a booking's prices when it is ABANDONED, ACCEPTED, or VALIDATED and instant.
 * bk-core owns the full rule (booking-rules.ts, with the extension permission and emergency proof): at merge this becomes a call to it.
 */
export function pricesUpdatable(status: BookingStatus, isInstant: boolean): boolean {
  return status === 'ABANDONED' || status === 'ACCEPTED' || (status === 'VALIDATED' && isInstant)
}

/** The booking (locked FOR UPDATE when `lock`), if the actor is its guest or staff: 404 when it does not exist, 403 otherwise. */
export async function guestBooking(db: Database, bookingId: number, actor: Actor, lock = false): Promise<BookingRow> {
  const query = db.select().from(bookings).where(eq(bookings.id, bookingId))
  const [booking] = lock ? await query.for('update') : await query
  if (!booking) throw ApiError.notFound()
  if (booking.guestId !== actor.userId && !actor.isStaff) {
    throw ApiError.detail(403, 'You do not have permission to perform this action.', 'forbidden')
  }
  return booking
}

/** 405 BOOKING_NOT_IN_VALID_STATE unless the guest may still change the booking's prices. */
export async function assertPricesUpdatable(db: Database, booking: BookingRow) {
  // bookings.is_instant arrives with bk-core; until then an instant booking is one of a camper with instant booking on.
  const [camper] = await db.select({ instantBooking: campers.instantBooking }).from(campers).where(eq(campers.id, booking.camperId))
  if (!pricesUpdatable(booking.status, camper?.instantBooking ?? false)) {
    throw ApiError.detail(405, `A booking in state ${booking.status} cannot be changed.`, 'BOOKING_NOT_IN_VALID_STATE')
  }
}

/** '[2027-07-01,2027-07-08)' → its two days. */
export function rangeDays(period: string): { dateFrom: string; dateTo: string } {
  const match = /^\[(\d{4}-\d{2}-\d{2}),(\d{4}-\d{2}-\d{2})\)$/.exec(period)
  if (!match) throw new Error(`Not a half-open date range: ${period}`)
  return { dateFrom: match[1]!, dateTo: match[2]! }
}
