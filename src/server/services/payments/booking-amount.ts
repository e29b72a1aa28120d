import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { bookings } from '../../db/schema'

/**
 * What the guest owes for the booking, in minor units. The prices slice's priceBooking replaces this
 * read of bookings.total_price at merge: this function is the only place payments learn the amount.
 */
export async function amountToCharge(db: Database, bookingId: number): Promise<{ amount: number; currency: string }> {
  const [row] = await db.select({ amount: bookings.totalPrice, currency: bookings.currency }).from(bookings).where(eq(bookings.id, bookingId))
  if (!row) throw new Error(`booking ${bookingId} not found`)
  return row
}
