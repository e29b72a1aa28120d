import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { BookingStatus } from '../../../domain/booking-status'
import { nextBookingTimer } from '../../../domain/booking-timers'
import type { Database } from '../../db/client'
import { bookingStatusHistory, bookings, campers, users } from '../../db/schema'
import { ApiError } from '../../http/api-error'
import { runBookingTimers } from '../bookings/booking-timers'
import { nextUnsentBookingReminder, runBookingReminders } from '../notifications/booking-reminders'
import { bookingNotInValidState, nextBookingState } from '../bookings/booking-transitions'

const MAX_ID = 2_147_483_647
const guests = alias(users, 'guest')
const owners = alias(users, 'owner')

/** `%`, `_` and `\` typed in the search box are literal characters, not patterns. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`

/** The booking search's match: a number (or #number) finds that booking; any text looks in the guest's and the owner's email. */
function matching(q: string): SQL | undefined {
  const text = q.trim()
  if (!text) return undefined
  const asId = /^#?\d+$/.test(text) ? Number(text.replace('#', '')) : null
  if (asId !== null) return asId <= MAX_ID ? eq(bookings.id, asId) : sql`false`
  const pattern = likePattern(text)
  return or(ilike(guests.email, pattern), ilike(owners.email, pattern))
}

const person = (table: typeof guests | typeof owners) => ({
  id: table.id,
  email: table.email,
  first_name: table.firstName,
  last_name: table.lastName,
})

const columns = {
  booking: bookings,
  camperTitle: campers.title,
  dateFrom: sql<string>`lower(${bookings.period})::text`,
  dateTo: sql<string>`upper(${bookings.period})::text`,
  guest: person(guests),
  owner: person(owners),
}

function joined(db: Database) {
  return db
    .select(columns)
    .from(bookings)
    .innerJoin(campers, eq(campers.id, bookings.camperId))
    .innerJoin(guests, eq(guests.id, bookings.guestId))
    .innerJoin(owners, eq(owners.id, campers.ownerId))
}

type Row = Awaited<ReturnType<typeof joined>>[number]

const timerOf = (row: Row) =>
  nextBookingTimer({
    status: row.booking.status,
    createdAt: row.booking.createdAt,
    ownerAcceptExpireOn: row.booking.ownerAcceptExpireOn,
    dateFrom: row.dateFrom,
    dateTo: row.dateTo,
  })

function summary(row: Row, now: Date) {
  const booking = row.booking
  return {
    id: booking.id,
    camper_id: booking.camperId,
    camper_title: row.camperTitle,
    guest: row.guest,
    owner: row.owner,
    state: booking.status,
    is_instant: booking.isInstant,
    date_from: row.dateFrom,
    date_to: row.dateTo,
    total_price: booking.totalPrice,
    currency: booking.currency,
    created_at: booking.createdAt.toISOString(),
    cancel_reason: booking.cancelReason,
    cancel_message: booking.cancelMessage,
    // The booking machine decides: staff may cancel any booking that has not ended (final states refuse it).
    can_cancel:
      nextBookingState(booking.status, booking.isInstant, { type: 'staff.cancel', both: false }, now) !== null,
  }
}

/** GET /v4/bookings-staff/: bookings matching `q` (a booking id, or part of the guest's or the owner's email) and `state`, newest first. */
export async function searchStaffBookings(
  db: Database,
  query: { q?: string; state?: BookingStatus; page: number; pageSize: number },
  now = new Date(),
) {
  const where = and(matching(query.q ?? ''), query.state ? eq(bookings.status, query.state) : undefined)
  const [total] = await db
    .select({ n: count() })
    .from(bookings)
    .innerJoin(campers, eq(campers.id, bookings.camperId))
    .innerJoin(guests, eq(guests.id, bookings.guestId))
    .innerJoin(owners, eq(owners.id, campers.ownerId))
    .where(where)
  const rows = await joined(db)
    .where(where)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  return { count: total?.n ?? 0, results: rows.map((row) => summary(row, now)) }
}

/** GET /v4/bookings-staff/{id}/: one booking with its guest, owner and every status change, oldest first. */
export async function getStaffBooking(db: Database, id: number, now = new Date()) {
  const [row] = await joined(db).where(eq(bookings.id, id))
  if (!row) throw ApiError.notFound()
  const history = await db
    .select()
    .from(bookingStatusHistory)
    .where(eq(bookingStatusHistory.bookingId, id))
    .orderBy(asc(bookingStatusHistory.at), asc(bookingStatusHistory.id))
  const timer = timerOf(row)
  return {
    ...summary(row, now),
    next_timer: timer && { event: timer.event, at: timer.at.toISOString() },
    history: history.map((change) => ({
      from_state: change.fromStatus,
      to_state: change.toStatus,
      event: change.event,
      actor_id: change.actorId,
      at: change.at.toISOString(),
    })),
  }
}

/**
 * POST /v4/bookings-staff/{id}/replay-clock/ (mounted with REPLAY_CLOCK=1 only): the timers job, for this booking
 * alone, run as of the moment its next timer falls due, so a replay or a demo sees a draft expire or a trip end
 * without waiting, after the reminder that falls due before it. The change goes through the same sweeps and machine as
 * the real jobs; 405 when no timer is pending.
 */
export async function runStaffBookingTimer(db: Database, id: number) {
  const [row] = await joined(db).where(eq(bookings.id, id))
  if (!row) throw ApiError.notFound()
  const timer = timerOf(row)
  if (!timer) throw bookingNotInValidState()
  // The reminder due before the timer goes out first, at its own moment (the owner hears "12 hours left", then the
  // request expires), as the real job would have sent it.
  const reminder = await nextUnsentBookingReminder(db, id, timer.at)
  if (reminder) await runBookingReminders(db, reminder.at, id)
  if ((await runBookingTimers(db, timer.at, id)) === 0) throw bookingNotInValidState()
  return getStaffBooking(db, id)
}
