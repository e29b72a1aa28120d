import { asc, eq, or, sql } from 'drizzle-orm'
import { addDays } from '../../../domain/stay-price'
import type { BookingStatus } from '../../../domain/booking-status'
import { choicesPriceLines } from '../../services/booking-prices/booking-prices'
import type { Database } from '../client'
import { bookingStatusHistory, bookings, campers, HOLDS_DATES_SQL } from '../schema'
import { toDateRange } from '../schema/date-range'

/**
 * The demo guest's trips with the demo owner, one per stage of a booking's life, after the seeded calendar's last
 * day (seedCalendar stops 183 days ahead) so none of them meets another booking holding the same dates.
 */
const DEMO_TRIPS: Array<{ status: BookingStatus; start: number; days: number; history: string[] }> = [
  { status: 'CREATED', start: 200, days: 4, history: ['guest.request'] },
  { status: 'VALIDATED', start: 210, days: 5, history: ['guest.request', 'guest.validate'] },
  { status: 'ACCEPTED', start: 220, days: 7, history: ['guest.request', 'guest.validate', 'owner.accept'] },
  {
    status: 'TO_COME',
    start: 235,
    days: 6,
    history: ['guest.request', 'guest.validate', 'owner.accept', 'payment.succeeded'],
  },
  { status: 'CANCELLED_OWNER', start: 250, days: 3, history: ['guest.request', 'guest.validate', 'owner.refuse'] },
]

const STATUS_AFTER: Record<string, BookingStatus> = {
  'guest.request': 'CREATED',
  'guest.validate': 'VALIDATED',
  'owner.accept': 'ACCEPTED',
  'payment.succeeded': 'TO_COME',
  'owner.refuse': 'CANCELLED_OWNER',
}

export async function seedDemoBookings(db: Database, ids: { guestId: number; ownerId: number }, today: string) {
  const [camper] = await db
    .select()
    .from(campers)
    .where(eq(campers.ownerId, ids.ownerId))
    .orderBy(asc(campers.id))
    .limit(1)
  if (!camper) return 0
  const hour = 3_600_000
  for (const [index, trip] of DEMO_TRIPS.entries()) {
    const from = addDays(today, trip.start)
    const createdAt = new Date(Date.now() - (DEMO_TRIPS.length - index) * 2 * hour)
    const [row] = await db
      .insert(bookings)
      .values({
        camperId: camper.id,
        guestId: ids.guestId,
        period: toDateRange(from, addDays(from, trip.days)),
        status: trip.status,
        totalPrice: camper.pricePerDay * trip.days,
        currency: camper.currency,
        travelers: 2,
        purpose: 'HOLIDAYS_COUPLE',
        message: 'Hello! We would love to take your camper along the coast.',
        createdAt,
        updatedAt: createdAt,
        ownerAcceptExpireOn:
          trip.status === 'VALIDATED' || trip.status === 'ACCEPTED' ? new Date(Date.now() + 40 * hour) : null,
        confirmedOn: trip.status === 'TO_COME' ? createdAt : null,
        cancelReason: trip.status === 'CANCELLED_OWNER' ? 'date' : null,
      })
      .returning({ id: bookings.id })
    await db.insert(bookingStatusHistory).values(
      trip.history.map((event, step) => ({
        bookingId: row!.id,
        fromStatus: step === 0 ? null : STATUS_AFTER[trip.history[step - 1]!]!,
        toStatus: STATUS_AFTER[event]!,
        event,
        actorId: event.startsWith('owner.') ? ids.ownerId : ids.guestId,
        at: new Date(createdAt.getTime() + (step * hour) / 4),
      })),
    )
  }
  return DEMO_TRIPS.length + (await seedDemoFinishedTrip(db, camper, ids, today))
}

const FINISHED_TRIP_DAYS = 4

/**
 * A trip of the demo guest that ended in the last days and that nobody has reviewed yet, so both review forms
 * can be tried at once. The seeded calendar fills the past too: the trip takes the latest free days before today.
 */
async function seedDemoFinishedTrip(
  db: Database,
  camper: { id: number; pricePerDay: number; currency: string },
  ids: { guestId: number; ownerId: number },
  today: string,
) {
  for (let endsAgo = 1; endsAgo <= 10; endsAgo++) {
    const to = addDays(today, -endsAgo)
    const from = addDays(to, -FINISHED_TRIP_DAYS)
    const taken = (await db.execute(sql`
      SELECT 1 FROM bookings WHERE camper_id = ${camper.id} AND ${sql.raw(HOLDS_DATES_SQL)} AND period && ${toDateRange(from, to)}::daterange LIMIT 1
    `)) as unknown as { rows: unknown[] }
    if (taken.rows.length > 0) continue
    const createdAt = new Date(Date.parse(`${from}T00:00:00Z`) - 20 * 86_400_000)
    const [row] = await db
      .insert(bookings)
      .values({
        camperId: camper.id,
        guestId: ids.guestId,
        period: toDateRange(from, to),
        status: 'DONE',
        totalPrice: camper.pricePerDay * FINISHED_TRIP_DAYS,
        currency: camper.currency,
        travelers: 2,
        purpose: 'HOLIDAYS_COUPLE',
        message: 'Hello! A long weekend in the mountains, if your camper is free.',
        createdAt,
        updatedAt: createdAt,
        confirmedOn: createdAt,
      })
      .returning({ id: bookings.id })
    const history = [
      'guest.request',
      'guest.validate',
      'owner.accept',
      'payment.succeeded',
      'timer.trip_started',
      'timer.trip_ended',
    ] as const
    const after: BookingStatus[] = ['CREATED', 'VALIDATED', 'ACCEPTED', 'TO_COME', 'ONGOING', 'DONE']
    await db.insert(bookingStatusHistory).values(
      history.map((event, step) => ({
        bookingId: row!.id,
        fromStatus: step === 0 ? null : after[step - 1]!,
        toStatus: after[step]!,
        event,
        actorId: event.startsWith('timer.') ? null : event.startsWith('owner.') ? ids.ownerId : ids.guestId,
        at:
          step < 4
            ? new Date(createdAt.getTime() + step * 3_600_000)
            : new Date(Date.parse(`${step === 4 ? from : to}T00:00:00Z`)),
      })),
    )
    return 1
  }
  return 0
}

/**
 * The demo accounts' bookings cost what the price engine says for their choices (fees and discounts included), as a
 * booking made through the API does, and keep its lines: the seeded payments charge that total, which the trip and
 * booking pages show.
 */
export async function priceDemoBookings(db: Database, ids: { guestId: number; ownerId: number }) {
  const rows = await db
    .select({ booking: bookings })
    .from(bookings)
    .innerJoin(campers, eq(campers.id, bookings.camperId))
    .where(or(eq(bookings.guestId, ids.guestId), eq(campers.ownerId, ids.ownerId)))
  for (const { booking } of rows) {
    const priceLines = await choicesPriceLines(db, booking)
    await db.update(bookings).set({ totalPrice: priceLines.price, priceLines }).where(eq(bookings.id, booking.id))
  }
  return rows.length
}
