import { eq } from 'drizzle-orm'
import { bookings, paymentSandboxTransactions, payments, type BookingRow } from '../../../src/server/db/schema'
import { toDateRange } from '../../../src/server/db/schema/date-range'
import type { TestApp } from './test-app'

/** yyyy-MM-dd, `days` from today. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** Inserts a booking straight into the table (the bookings slice owns its creation): by default ACCEPTED, 60 days ahead, 850.50 EUR. */
export async function createPaymentsBooking(
  t: TestApp,
  values: {
    guestId: number
    camperId: number
    status?: BookingRow['status']
    isInstant?: boolean
    from?: string
    to?: string
    totalPrice?: number
  },
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

/** The pay-ins the payment sandbox really charged for a booking's payments (what the guest's bank would show). */
export async function providerCharges(t: TestApp, bookingId: number) {
  const keys = (
    await t.db.select({ key: payments.providerKey }).from(payments).where(eq(payments.bookingId, bookingId))
  ).map((row) => row.key)
  const rows = await t.db
    .select()
    .from(paymentSandboxTransactions)
    .where(eq(paymentSandboxTransactions.status, 'SUCCEEDED'))
  return rows.filter((row) => row.kind === 'payin' && keys.includes(row.idempotencyKey))
}
