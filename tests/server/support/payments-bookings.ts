import { bookings, type BookingRow } from '../../../src/server/db/schema'
import { toDateRange } from '../../../src/server/db/schema/date-range'
import type { TestApp } from './test-app'

/** yyyy-MM-dd, `days` from today. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** Inserts a booking straight into the table (the bookings slice owns its creation): by default ACCEPTED, 60 days ahead, 850.50 EUR. */
export async function createPaymentsBooking(
  t: TestApp,
  values: { guestId: number; camperId: number; status?: BookingRow['status']; isInstant?: boolean; from?: string; to?: string; totalPrice?: number },
) {
  const [row] = await t.db
    .insert(bookings)
    .values({
      guestId: values.guestId,
      camperId: values.camperId,
      status: values.status ?? 'ACCEPTED',
      isInstant: values.isInstant ?? false,
      period: toDateRange(values.from ?? inDays(60), values.to ?? inDays(67)),
      totalPrice: values.totalPrice ?? 85050,
    })
    .returning()
  return row!
}
