import { and, eq, inArray, lte, ne, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { bookings, payments } from '../../db/schema'
import { cancelledBookingsToRefund, refundCancelledBooking } from './cancellation-refunds'
import { reconcilePayment, type PaymentDeps } from './payments'
import { movePayment, UNSETTLED_STATES } from './payment-status'

export interface PaymentJobReport {
  charged: number
  reconciled: number
  dropped: number
}

/**
 * The payments job (main.ts runs it every PAYMENT_JOBS_INTERVAL_SECONDS; tests call it):
 * 1. later instalments (card_2, cred_4) due today are charged on the saved card, without the guest;
 *    those of a cancelled booking are dropped;
 * 2. payments left unsettled for `reconcileAfterMs` (a process died mid-call, a 3-D Secure page was
 *    abandoned, an mbway confirmation arrived) are settled with the provider.
 * Every step claims its row with a conditional update, so several servers can run it at once.
 */
export async function runPaymentJobs(deps: PaymentDeps & { reconcileAfterMs: number }): Promise<PaymentJobReport> {
  const { db } = deps
  const report: PaymentJobReport = { charged: 0, reconciled: 0, dropped: 0 }
  const first = alias(payments, 'first_payment')

  const due = await db
    .select({ id: payments.id, bookingStatus: bookings.status })
    .from(payments)
    .innerJoin(first, eq(first.id, payments.firstPaymentId))
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(
      and(
        eq(payments.state, 'to_come'),
        lte(payments.dueOn, deps.today()),
        eq(first.status, 'SUCCEEDED'),
        ne(first.state, 'cancel'),
      ),
    )
  for (const { id, bookingStatus } of due) {
    const cancelled = bookingStatus.startsWith('CANCELLED')
    const claimed = await movePayment(db, cancelled ? 'drop' : 'claim', id)
    if (!claimed) continue
    if (cancelled) {
      report.dropped++
      continue
    }
    await reconcilePayment(deps, claimed).catch((error: unknown) =>
      console.error(`instalment ${id} could not be charged`, error),
    )
    report.charged++
  }

  const stale = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, 'CREATED'),
        inArray(payments.state, [...UNSETTLED_STATES]),
        sql`${payments.updatedAt} <= now() - make_interval(secs => ${deps.reconcileAfterMs / 1000})`,
      ),
    )
  for (const payment of stale) {
    await reconcilePayment(deps, payment).catch((error: unknown) =>
      console.error(`payment ${payment.id} could not be reconciled`, error),
    )
    report.reconciled++
  }

  // A cancellation whose refund did not go through (a crash, the provider down) is settled here.
  for (const bookingId of await cancelledBookingsToRefund(deps)) {
    await refundCancelledBooking(deps, bookingId).catch((error: unknown) =>
      console.error(`booking ${bookingId} could not be refunded`, error),
    )
  }
  return report
}
