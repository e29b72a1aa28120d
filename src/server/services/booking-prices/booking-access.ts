import { eq } from 'drizzle-orm'
import { canChangeChoices, isDraftStatus } from '../../../domain/booking-rules'
import type { Database } from '../../db/client'
import { bookings, campers, type BookingRow } from '../../db/schema'
import { ApiError } from '../../http/api-error'

/** Who asks: the signed-in user and whether they are staff. */
export interface Actor {
  userId: number
  isStaff: boolean
}

/**
 * The booking, if the actor is its guest, or staff reading it: 404 when it does not exist, 403 otherwise. To `change` it
 * (locked FOR UPDATE) the actor must be its guest: staff act for a guest by logging in as them (spec 2).
 */
export async function guestBooking(
  db: Database,
  bookingId: number,
  actor: Actor,
  mode: 'read' | 'change' = 'read',
): Promise<BookingRow> {
  const query = db.select().from(bookings).where(eq(bookings.id, bookingId))
  const [booking] = mode === 'change' ? await query.for('update') : await query
  if (!booking) throw ApiError.notFound()
  if (booking.guestId !== actor.userId && !(actor.isStaff && mode === 'read')) {
    throw ApiError.detail(403, 'You do not have permission to perform this action.', 'forbidden')
  }
  return booking
}

/**
 * The booking, if the actor owns its camper (or is staff) and the guest has sent it. Everyone else gets 404, not 403: what an
 * owner earns is nobody else's business, not even whether the booking exists; a guest's draft is not the owner's yet.
 */
export async function ownerBooking(db: Database, bookingId: number, actor: Actor): Promise<BookingRow> {
  const [found] = await db
    .select({ booking: bookings, ownerId: campers.ownerId })
    .from(bookings)
    .innerJoin(campers, eq(campers.id, bookings.camperId))
    .where(eq(bookings.id, bookingId))
  if (!found || (found.ownerId !== actor.userId && !actor.isStaff) || isDraftStatus(found.booking.status))
    throw ApiError.notFound()
  return found.booking
}

/** 405 BOOKING_NOT_IN_VALID_STATE unless the guest may still change the booking's choices (booking-rules). */
export function assertPricesUpdatable(booking: BookingRow, now = new Date()) {
  const facts = { status: booking.status, isInstant: booking.isInstant, ...rangeDays(booking.period) }
  if (!canChangeChoices(facts, now.toISOString().slice(0, 10))) {
    const detail =
      booking.status === 'TO_COME_NOT_PAID'
        ? 'A bank transfer is on its way for this booking: its price can no longer change.'
        : `A booking in state ${booking.status} cannot be changed.`
    throw ApiError.detail(405, detail, 'BOOKING_NOT_IN_VALID_STATE')
  }
}

/** '[2027-07-01,2027-07-08)' → its two days. */
export function rangeDays(period: string): { dateFrom: string; dateTo: string } {
  const match = /^\[(\d{4}-\d{2}-\d{2}),(\d{4}-\d{2}-\d{2})\)$/.exec(period)
  if (!match) throw new Error(`Not a half-open date range: ${period}`)
  return { dateFrom: match[1]!, dateTo: match[2]! }
}
