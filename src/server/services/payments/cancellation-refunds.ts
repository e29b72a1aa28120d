import { and, desc, eq, inArray, isNull, like, ne, sql } from 'drizzle-orm'
import { bookings, payments } from '../../db/schema'
import { CANCEL_REFUND_PREFIX, CHARGE_REASONS, cancellationTerms } from './cancellation-ledger'
import type { PaymentDeps } from './payments'
import { insertRefund, movePayments } from './payment-status'
import { notifyRefundSent } from '../notifications/booking-notifications'

const refundKey = (chargeId: number) => `${CANCEL_REFUND_PREFIX}${chargeId}`

/**
 * Gives the money back once a booking is cancelled: what the cancellation policy (refundPlan) returns when the guest
 * cancels, everything when the owner or staff do; instalments not charged yet are dropped. Each charge's refund has its
 * own provider key and row, so running it again (the payments job does, after a crash) never refunds twice.
 */
export async function refundCancelledBooking(deps: PaymentDeps, bookingId: number): Promise<void> {
  const { db } = deps
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId))
  if (!booking?.status.startsWith('CANCELLED')) return
  await movePayments(db, 'drop', eq(payments.bookingId, bookingId))

  const charges = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, bookingId),
        inArray(payments.reason, [...CHARGE_REASONS]),
        eq(payments.status, 'SUCCEEDED'),
        ne(payments.state, 'cancel'),
      ),
    )
    .orderBy(desc(payments.id))
  if (charges.length === 0) return
  const refunds = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.reason, 'refund')))
  const { refunded: owed } = await cancellationTerms(db, {
    id: bookingId,
    status: booking.status,
    dateFrom: booking.period.slice(1, 11),
  })

  let remaining =
    owed -
    refunds
      .filter((refund) => refund.status !== 'FAILED' && refund.providerKey.startsWith(CANCEL_REFUND_PREFIX))
      .reduce((sum, refund) => sum + refund.amount, 0)
  for (const charge of charges) {
    if (remaining <= 0) break
    if (!charge.providerPaymentId || refunds.some((refund) => refund.providerKey === refundKey(charge.id))) continue
    const amount = Math.min(charge.amount, remaining)
    const refund = await deps.provider.refund({
      idempotencyKey: refundKey(charge.id),
      payInId: charge.providerPaymentId,
      amount,
    })
    await insertRefund(
      db,
      {
        bookingId,
        userId: charge.userId,
        method: charge.method,
        amount,
        currency: charge.currency,
        status: refund.status,
        providerKey: refundKey(charge.id),
        providerPaymentId: refund.id,
        refundOfId: charge.id,
        errorCode: refund.resultCode,
      },
      'refund',
    )
    if (refund.status !== 'FAILED') remaining -= amount
  }
  // Everything owed is given back (or nothing was owed): later runs of the payments job skip this booking, and the
  // guest is told once, with the settlement.
  if (remaining <= 0)
    await db.transaction(async (tx) => {
      const now = new Date()
      const settled = await tx
        .update(bookings)
        .set({ refundSettledAt: now })
        .where(and(eq(bookings.id, bookingId), isNull(bookings.refundSettledAt)))
        .returning({ id: bookings.id })
      if (settled.length > 0) await notifyRefundSent(tx, booking, owed, now)
    })
}

/** The cancelled bookings with a charge that has no cancellation refund yet and are not settled: what the payments job settles. */
export async function cancelledBookingsToRefund(deps: PaymentDeps): Promise<number[]> {
  const rows = await deps.db
    .selectDistinct({ bookingId: payments.bookingId })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(
      and(
        like(bookings.status, 'CANCELLED%'),
        isNull(bookings.refundSettledAt),
        inArray(payments.reason, [...CHARGE_REASONS]),
        eq(payments.status, 'SUCCEEDED'),
        ne(payments.state, 'cancel'),
        isNull(payments.refundOfId),
        sql`NOT EXISTS (SELECT 1 FROM payments r WHERE r.booking_id = ${payments.bookingId} AND r.provider_key LIKE 'cancel-refund-%')`,
      ),
    )
  return rows.map((row) => row.bookingId)
}
