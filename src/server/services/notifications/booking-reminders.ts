import { eq, sql } from 'drizzle-orm'
import {
  bookingReminders,
  bookingRemindersOf,
  dueBookingReminders,
  REMINDER_STATUSES,
  type BookingReminderFacts,
} from '../../../../machines/booking.notifications'
import type { Database } from '../../db/client'
import { bookings } from '../../db/schema'
import { bookingNoticeFacts, writeBookingNotice } from './booking-notifications'

const LONGEST_REMINDER_MS = Math.max(...bookingReminders.map((rule) => rule.hoursBefore)) * 3_600_000

/** A reminder's key: one per booking, status and recipient's kind, so a booking reminded once in a status is not again. */
const reminderEvent = (bookingId: number, status: string) => `booking_reminder:${bookingId}:${status}`

const remindersFacts = {
  status: bookings.status,
  isInstant: bookings.isInstant,
  deadline: bookings.ownerAcceptExpireOn,
  dateFrom: sql<string>`lower(${bookings.period})::text`,
}

/**
 * Sends the reminders machines/booking.notifications.ts declares whose moment has come (the timers job runs it each
 * minute). Each booking is locked and read again, so a booking answered or paid meanwhile is not reminded; the
 * notification's unique key makes each reminder once only, also with several servers. Returns how many were sent.
 * `onlyBooking` limits the sweep to one booking (the replay clock).
 */
export async function runBookingReminders(db: Database, now = new Date(), onlyBooking?: number): Promise<number> {
  const horizon = new Date(now.getTime() + LONGEST_REMINDER_MS)
  const scope = onlyBooking === undefined ? sql`true` : sql`b.id = ${onlyBooking}`
  const statuses = sql.join(
    REMINDER_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )
  // A wide net (anchor ahead, within the longest reminder's reach, nothing sent in this status yet); the machine's
  // table decides each one exactly below.
  const candidates = (await db.execute(sql`
    SELECT b.id FROM bookings b
    WHERE ${scope} AND b.status IN (${statuses})
      AND (
        (b.owner_accept_expire_on > ${now.toISOString()} AND b.owner_accept_expire_on <= ${horizon.toISOString()})
        OR (lower(b.period) >= ${now.toISOString().slice(0, 10)}::date AND lower(b.period) <= ${horizon.toISOString().slice(0, 10)}::date)
      )
      AND NOT EXISTS (
        SELECT 1 FROM notifications n WHERE n.booking_id = b.id AND n.event = 'booking_reminder:' || b.id || ':' || b.status
      )
    ORDER BY b.id
  `)) as unknown as { rows: Array<{ id: number }> }
  let sent = 0
  for (const { id } of candidates.rows) {
    sent += await db.transaction(async (tx) => {
      const [booking] = await tx.select(remindersFacts).from(bookings).where(eq(bookings.id, id)).for('update')
      if (!booking) return 0
      const due = dueBookingReminders(booking, now)
      if (due.length === 0) return 0
      const facts = await bookingNoticeFacts(tx, id)
      if (!facts) return 0
      let written = 0
      for (const reminder of due) {
        const fresh = await writeBookingNotice(tx, facts, reminder, {
          event: reminderEvent(id, booking.status),
          reminder: true,
          deadline: booking.deadline,
          message: null,
          withTrip: reminder.kind === 'trip_soon' || reminder.kind === 'trip_soon_owner',
          now,
        })
        if (fresh) written += 1
      }
      return written
    })
  }
  return sent
}

/**
 * The booking's next reminder not sent yet whose moment lies before `until` (its next timer), for the replay clock to
 * run first; null when there is none.
 */
export async function nextUnsentBookingReminder(db: Database, bookingId: number, until: Date) {
  const [booking] = await db.select(remindersFacts).from(bookings).where(eq(bookings.id, bookingId))
  if (!booking) return null
  const sent = await db.execute(
    sql`SELECT 1 FROM notifications WHERE booking_id = ${bookingId} AND event = ${reminderEvent(bookingId, booking.status)} LIMIT 1`,
  )
  if ((sent as unknown as { rows: unknown[] }).rows.length > 0) return null
  const pending = bookingRemindersOf(booking satisfies BookingReminderFacts).filter((reminder) => reminder.at < until)
  return pending.sort((a, b) => a.at.getTime() - b.at.getTime())[0] ?? null
}
