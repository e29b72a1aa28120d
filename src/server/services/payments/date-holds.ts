import { and, eq, lt, ne, sql } from 'drizzle-orm'
import { DATE_HOLD_MINUTES } from '../../../domain/payment-rules'
import type { Database } from '../../db/client'
import { isDeadlock, isExclusionViolation } from '../../db/errors'
import { bookings } from '../../db/schema'

/** Two payers whose conflicting holds waited for each other: the loser of the deadlock tries again, then meets the winner. */
const DEADLOCK_RETRIES = 3

/** Sets the hold in a savepoint: false when another booking holds or took overlapping dates (the EXCLUDE constraint). */
async function tryHold(tx: Database, bookingId: number, until: Date): Promise<boolean> {
  for (let attempt = 0; ; attempt++) {
    try {
      await tx.transaction(async (savepoint) => {
        await savepoint.update(bookings).set({ datesHeldUntil: until }).where(eq(bookings.id, bookingId))
      })
      return true
    } catch (error) {
      if (isExclusionViolation(error)) return false
      if (isDeadlock(error) && attempt < DEADLOCK_RETRIES) continue
      throw error
    }
  }
}

/**
 * Inside the transaction that creates a booking's payment, before the provider is asked to charge: holds the booking's
 * dates for DATE_HOLD_MINUTES, so the EXCLUDE constraint refuses a second payer of overlapping dates now, not after
 * both were charged. Holds that have run out (a payer who walked away, a process that died) are cleared on the way.
 * False when the dates are taken or held by a payment under way.
 */
export async function holdBookingDates(tx: Database, bookingId: number, now: Date): Promise<boolean> {
  const until = new Date(now.getTime() + DATE_HOLD_MINUTES * 60_000)
  if (await tryHold(tx, bookingId, until)) return true
  const released = await tx
    .update(bookings)
    .set({ datesHeldUntil: null })
    .where(
      and(
        ne(bookings.id, bookingId),
        sql`EXISTS (SELECT 1 FROM bookings own WHERE own.id = ${bookingId} AND own.camper_id = ${bookings.camperId} AND own.period && ${bookings.period})`,
        lt(bookings.datesHeldUntil, now),
      ),
    )
    .returning({ id: bookings.id })
  return released.length > 0 && tryHold(tx, bookingId, until)
}

/** The payment under way is settled (paid, deferred, failed, given up): its booking's status alone says whether it holds the dates. */
export async function releaseBookingDates(tx: Database, bookingId: number): Promise<void> {
  await tx
    .update(bookings)
    .set({ datesHeldUntil: null })
    .where(and(eq(bookings.id, bookingId), sql`${bookings.datesHeldUntil} IS NOT NULL`))
}
