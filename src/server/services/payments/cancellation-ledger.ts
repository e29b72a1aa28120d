import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import { refundPlan, type RefundPlan } from '../../../domain/payment-rules'
import type { BookingStatus } from '../../../domain/booking-status'
import type { Database } from '../../db/client'
import { bookingStatusHistory, payments } from '../../db/schema'
import { bookingLedgerOf } from '../ledger/ledger-balances'

/** What a booking's charges are: the booking itself, and the extensions and upgrades paid on top. */
export const CHARGE_REASONS = ['booking', 'extension', 'upgrade'] as const

/** The provider key of a cancellation refund of one charge. */
export const CANCEL_REFUND_PREFIX = 'cancel-refund-'

/** The day a cancelled booking was cancelled (today when its history says nothing). */
export async function cancelledOn(db: Database, bookingId: number, status: BookingStatus): Promise<string> {
  const [cancelled] = await db
    .select({ at: bookingStatusHistory.at })
    .from(bookingStatusHistory)
    .where(and(eq(bookingStatusHistory.bookingId, bookingId), eq(bookingStatusHistory.toStatus, status)))
    .orderBy(desc(bookingStatusHistory.at))
    .limit(1)
  return (cancelled?.at ?? new Date()).toISOString().slice(0, 10)
}

const amountSum = sql<number>`coalesce(sum(${payments.amount}), 0)::int`

/** What the guest paid for a booking so far, as the ledger holds it: the pay-ins less the charges given back. */
export async function chargedOn(db: Database, bookingId: number): Promise<number> {
  return (await bookingLedgerOf(db, bookingId)).paid
}

/**
 * What a cancellation owes the guest: the policy of the cancellation day when the guest cancels, everything when the
 * owner or staff do. The refund job gives back `refunded`; the notices of the cancellation say the same figures.
 */
export async function cancellationTerms(
  db: Database,
  booking: { id: number; status: BookingStatus; dateFrom: string },
): Promise<{ paid: number; refunded: number; kept: number }> {
  const paid = await chargedOn(db, booking.id)
  if (booking.status !== 'CANCELLED_GUEST') return { paid, refunded: paid, kept: 0 }
  const { refunded, kept } = refundPlan(paid, await cancelledOn(db, booking.id, booking.status), booking.dateFrom)
  return { paid, refunded, kept }
}

/**
 * A cancelled booking's refund as the ledger holds it: the charges taken, the cancellation refunds the provider
 * accepted, and the later instalments dropped. Once cancelled, the policy is the one of the cancellation day (a guest's
 * cancellation) or everything back (the owner's or staff's).
 */
export async function cancelledRefund(
  db: Database,
  booking: { id: number; status: BookingStatus; dateFrom: string },
): Promise<RefundPlan & { paid: number; instalmentsDropped: number }> {
  // Later instalments never sent to the provider and given up: the ones the cancellation dropped.
  const [dropped] = await db
    .select({ amount: amountSum })
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, booking.id),
        sql`${payments.firstPaymentId} IS NOT NULL`,
        isNull(payments.providerPaymentId),
        eq(payments.status, 'FAILED'),
        eq(payments.state, 'cancel'),
        sql`EXISTS (SELECT 1 FROM payments f WHERE f.id = ${payments.firstPaymentId} AND f.status = 'SUCCEEDED')`,
      ),
    )
  const { paid, refunded } = await bookingLedgerOf(db, booking.id)
  const policy = refundPlan(paid, await cancelledOn(db, booking.id, booking.status), booking.dateFrom)
  return {
    plan: booking.status === 'CANCELLED_GUEST' ? policy.plan : 'ON_TIME',
    onTimeUntil: policy.onTimeUntil,
    paid,
    refunded,
    kept: paid - refunded,
    instalmentsDropped: dropped?.amount ?? 0,
  }
}
