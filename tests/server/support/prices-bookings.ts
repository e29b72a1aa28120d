import { addDays } from '../../../src/domain/stay-price'
import type { BookingStatus } from '../../../src/domain/booking-status'
import { bookings, coupons, insurances, type NewBookingRow } from '../../../src/server/db/schema'
import { toDateRange } from '../../../src/server/db/schema/date-range'
import { DEMO_INSURANCES, demoCoupons } from '../../../src/server/db/seed/seed-prices'
import type { TestApp } from './test-app'

export const today = () => new Date().toISOString().slice(0, 10)

/** Inserts a booking straight into `bookings`: `days` days from `startIn` days after today, ABANDONED (a draft the guest may change). */
export async function createPricesBooking(
  t: TestApp,
  booking: {
    camperId: number
    guestId: number
    startIn?: number
    days?: number
    status?: BookingStatus
  } & Partial<NewBookingRow>,
) {
  const { startIn = 100, days = 7, status = 'ABANDONED', ...rest } = booking
  const from = addDays(today(), startIn)
  const [row] = await t.db
    .insert(bookings)
    .values({ period: toDateRange(from, addDays(from, days)), status, totalPrice: 0, ...rest })
    .returning()
  return row!
}

/** The demo insurances and coupons (WELCOME10, ROAD50, FLASH20 used up, SPRING15 expired), dated around today. */
export async function seedPriceReferentials(t: TestApp) {
  await t.db.insert(insurances).values(DEMO_INSURANCES)
  await t.db.insert(coupons).values(demoCoupons(today()))
}
