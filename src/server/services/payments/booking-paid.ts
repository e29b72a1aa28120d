import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { bookings } from '../../db/schema'

/** Called inside the transaction that records a booking's first successful charge. */
export type OnBookingPaid = (tx: Database, bookingId: number) => Promise<void>

/**
 * Until the bookings slice is merged: a paid booking is TO_COME. At merge this becomes core's
 * applyBookingEvent(tx, bookingId, { type: 'payment.succeeded' }, ...), which also writes the history row.
 * An overlapping booking that holds the dates makes the EXCLUDE constraint refuse the update.
 */
export const markBookingPaid: OnBookingPaid = async (tx, bookingId) => {
  await tx.update(bookings).set({ status: 'TO_COME' }).where(eq(bookings.id, bookingId))
}
