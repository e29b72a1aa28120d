import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { bookings, payments, type BookingRow, type PaymentRow } from '../../db/schema'
import { ownerEarnings } from '../booking-prices/booking-prices'

/** Bookings whose money stays with the owner: paid and not cancelled. */
const PAID_BOOKING_STATUSES = ['TO_COME', 'ONGOING', 'DONE'] as const

/** Charges that went through and were not given back whole, carrying a frozen owner share. */
const frozenShares = and(eq(payments.status, 'SUCCEEDED'), ne(payments.state, 'cancel'), isNotNull(payments.ownerShare))

/**
 * Freezes the owner's share of a booking on its first successful charge: the owner's part of the lines agreed with the
 * total the guest is charged (priced by the engine now for a booking that kept none). Later changes to the camper's
 * prices or calendar no longer move what the owner is paid.
 */
export async function freezeBookingOwnerShare(tx: Database, payment: PaymentRow): Promise<PaymentRow> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, payment.bookingId))
  const amount = booking!.priceLines?.priceOwner ?? (await ownerEarnings(tx, booking!)).amount
  const [frozen] = await tx.update(payments).set({ ownerShare: amount }).where(eq(payments.id, payment.id)).returning()
  return frozen!
}

/** The sum of the frozen owner shares of each booking (bookings without one are left out). */
export async function ownerSharesByBooking(db: Database, bookingIds: readonly number[]): Promise<Map<number, number>> {
  if (bookingIds.length === 0) return new Map()
  const rows = await db
    .select({ bookingId: payments.bookingId, share: sql<number>`sum(${payments.ownerShare})::int` })
    .from(payments)
    .where(and(inArray(payments.bookingId, [...bookingIds]), frozenShares))
    .groupBy(payments.bookingId)
  return new Map(rows.map((row) => [row.bookingId, row.share]))
}

/**
 * What the owner earns on each booking: the frozen share once paid, before that the share the payment would freeze now
 * (the same price engine rule), so the estimate an owner reads is the amount frozen at payment.
 */
export async function ownerEarningsByBooking(db: Database, rows: readonly BookingRow[]): Promise<Map<number, number>> {
  const earnings = await ownerSharesByBooking(
    db,
    rows.map((row) => row.id),
  )
  const unpaid = rows.filter((row) => !earnings.has(row.id))
  const estimates = await Promise.all(unpaid.map((row) => ownerEarnings(db, row)))
  unpaid.forEach((row, index) => earnings.set(row.id, estimates[index]!.amount))
  return earnings
}

/** What each camper really earned its owner: the frozen owner shares of its paid, not cancelled bookings. */
export async function ownerSharesByCamper(db: Database, camperIds: readonly number[]): Promise<Map<number, number>> {
  if (camperIds.length === 0) return new Map()
  const rows = await db
    .select({ camperId: bookings.camperId, share: sql<number>`sum(${payments.ownerShare})::int` })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(
      and(
        inArray(bookings.camperId, [...camperIds]),
        inArray(bookings.status, [...PAID_BOOKING_STATUSES]),
        frozenShares,
      ),
    )
    .groupBy(bookings.camperId)
  return new Map(rows.map((row) => [row.camperId, row.share]))
}
