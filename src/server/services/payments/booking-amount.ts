import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { bookings } from '../../db/schema'

/**
 * What the guest owes for the booking, in minor units: the agreed total, which the price engine writes when the
 * request is made and whenever the guest changes a choice (services/booking-prices), so payments never re-price.
 */
export async function amountToCharge(db: Database, bookingId: number): Promise<{ amount: number; currency: string }> {
  const [row] = await db
    .select({ amount: bookings.totalPrice, currency: bookings.currency })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
  if (!row) throw new Error(`booking ${bookingId} not found`)
  return row
}
