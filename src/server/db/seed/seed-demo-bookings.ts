import { asc, eq } from 'drizzle-orm'
import { addDays } from '../../../domain/booking-price'
import type { BookingStatus } from '../../../domain/booking-status'
import type { Database } from '../client'
import { bookingStatusHistory, bookings, campers } from '../schema'
import { toDateRange } from '../schema/date-range'

/**
 * The demo guest's trips with the demo owner, one per stage of a booking's life, after the seeded calendar's last
 * day (seedCalendar stops 183 days ahead) so none of them meets another booking holding the same dates.
 */
const DEMO_TRIPS: Array<{ status: BookingStatus; start: number; days: number; history: string[] }> = [
  { status: 'CREATED', start: 200, days: 4, history: ['guest.request'] },
  { status: 'VALIDATED', start: 210, days: 5, history: ['guest.request', 'guest.validate'] },
  { status: 'ACCEPTED', start: 220, days: 7, history: ['guest.request', 'guest.validate', 'owner.accept'] },
  { status: 'TO_COME', start: 235, days: 6, history: ['guest.request', 'guest.validate', 'owner.accept', 'payment.succeeded'] },
  { status: 'CANCELLED_OWNER', start: 250, days: 3, history: ['guest.request', 'guest.validate', 'owner.refuse'] },
]

const STATUS_AFTER: Record<string, BookingStatus> = {
  'guest.request': 'CREATED', 'guest.validate': 'VALIDATED', 'owner.accept': 'ACCEPTED', 'payment.succeeded': 'TO_COME', 'owner.refuse': 'CANCELLED_OWNER',
}

export async function seedDemoBookings(db: Database, ids: { guestId: number; ownerId: number }, today: string) {
  const [camper] = await db.select().from(campers).where(eq(campers.ownerId, ids.ownerId)).orderBy(asc(campers.id)).limit(1)
  if (!camper) return 0
  const hour = 3_600_000
  for (const [index, trip] of DEMO_TRIPS.entries()) {
    const from = addDays(today, trip.start)
    const createdAt = new Date(Date.now() - (DEMO_TRIPS.length - index) * 2 * hour)
    const [row] = await db
      .insert(bookings)
      .values({
        camperId: camper.id, guestId: ids.guestId, period: toDateRange(from, addDays(from, trip.days)), status: trip.status,
        totalPrice: camper.pricePerDay * trip.days, currency: camper.currency, travelers: 2, purpose: 'HOLIDAYS_COUPLE',
        message: 'Hello! We would love to take your camper along the coast.', createdAt, updatedAt: createdAt,
        ownerAcceptExpireOn: trip.status === 'VALIDATED' || trip.status === 'ACCEPTED' ? new Date(Date.now() + 40 * hour) : null,
        confirmedOn: trip.status === 'TO_COME' ? createdAt : null,
        cancelReason: trip.status === 'CANCELLED_OWNER' ? 'date' : null,
      })
      .returning({ id: bookings.id })
    await db.insert(bookingStatusHistory).values(
      trip.history.map((event, step) => ({
        bookingId: row!.id, fromStatus: step === 0 ? null : STATUS_AFTER[trip.history[step - 1]!]!, toStatus: STATUS_AFTER[event]!, event,
        actorId: event.startsWith('owner.') ? ids.ownerId : ids.guestId, at: new Date(createdAt.getTime() + step * hour / 4),
      })),
    )
  }
  return DEMO_TRIPS.length
}
