import { sql } from 'drizzle-orm'
import type { BookingEvent } from '../../../../machines/booking.machine'
import { DRAFT_ABANDON_HOURS } from '../../../domain/booking-rules'
import type { Database } from '../../db/client'
import { ApiError } from '../../http/api-error'
import { applyBookingEvent } from './booking-transitions'

type TimerEvent = Extract<BookingEvent, { type: `timer.${string}` }>

/** How often main.ts runs the timers. */
export const BOOKING_TIMERS_INTERVAL_MS = 60_000

/**
 * The booking machine's timer events whose time has come: drafts not sent, requests and acceptances not answered
 * or paid in time, trips starting and ending (by the trip's days, UTC). Returns how many bookings changed.
 * `onlyBooking` limits the sweep to one booking (the replay clock, REPLAY_CLOCK=1, runs it as of that booking's deadline).
 */
export async function runBookingTimers(db: Database, now = new Date(), onlyBooking?: number): Promise<number> {
  const today = now.toISOString().slice(0, 10)
  // The database keeps microseconds, JavaScript sees milliseconds: "at or before this millisecond" is "before the next
  // one", so a deadline read back in JavaScript (the replay clock's due moment) falls due exactly when it says.
  const draftDeadlineEnd = new Date(now.getTime() - DRAFT_ABANDON_HOURS * 3_600_000 + 1)
  const nowEnd = new Date(now.getTime() + 1)
  const scope = onlyBooking === undefined ? sql`true` : sql`id = ${onlyBooking}`
  const due = (await db.execute(sql`
    SELECT id, 'timer.draft_expired' AS event FROM bookings WHERE ${scope} AND status IN ('CREATED', 'CREATED_PRO') AND created_at < ${draftDeadlineEnd.toISOString()}
    UNION ALL
    SELECT id, 'timer.acceptance_expired' FROM bookings WHERE ${scope} AND status IN ('VALIDATED', 'ACCEPTED', 'TO_COME_NOT_PAID') AND owner_accept_expire_on < ${nowEnd.toISOString()}
    UNION ALL
    SELECT id, 'timer.trip_started' FROM bookings WHERE ${scope} AND status = 'TO_COME' AND lower(period) <= ${today}::date
    UNION ALL
    SELECT id, 'timer.trip_ended' FROM bookings WHERE ${scope} AND status = 'ONGOING' AND upper(period) <= ${today}::date
    ORDER BY id
  `)) as unknown as { rows: Array<{ id: number; event: TimerEvent['type'] }> }
  let changed = 0
  for (const { id, event } of due.rows) {
    try {
      await applyBookingEvent(db, id, { type: event }, { userId: null }, now)
      changed += 1
    } catch (error) {
      // Someone acted on the booking since it was read (paid, cancelled): the machine refused the stale event.
      if (!(error instanceof ApiError && error.status === 405)) throw error
    }
  }
  return changed
}
