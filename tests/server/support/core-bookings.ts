import { bookings, type NewBookingRow } from '../../../src/server/db/schema'
import type { TestApp } from './test-app'

/** Inserts a booking row directly (status and all); override any column. */
export async function createBooking(
  t: TestApp,
  values: Pick<NewBookingRow, 'camperId' | 'guestId'> & Partial<NewBookingRow>,
) {
  const [row] = await t.db
    .insert(bookings)
    .values({ period: '[2027-07-01,2027-07-08)', totalPrice: 60000, ...values })
    .returning()
  return row!
}

/** yyyy-MM-dd `days` from today (UTC). */
export const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
