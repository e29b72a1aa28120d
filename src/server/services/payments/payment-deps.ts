import type { Database } from '../../db/client'
import type { Env } from '../../env'
import { paymentProvider } from '../../providers/payments/payments'
import { markBookingDeferred, markBookingPaid } from './booking-paid'
import { refundCancelledBooking } from './cancellation-refunds'
import { isoToday, type PaymentDeps } from './payments'

/** The payment service wired from the configuration: PAYMENT_PROVIDER's adapter and the booking-paid and booking-deferred hooks. */
export function paymentDeps(db: Database, env: Env): PaymentDeps & { reconcileAfterMs: number } {
  return {
    db,
    provider: paymentProvider(db, env),
    onBookingPaid: markBookingPaid,
    onBookingDeferred: markBookingDeferred,
    publicUrl: env.PUBLIC_URL,
    today: isoToday,
    reconcileAfterMs: env.PAYMENT_RECONCILE_AFTER_SECONDS * 1000,
  }
}

/** Refunds a booking just cancelled; a failure is left to the payments job, the cancellation itself stands. */
export async function refundAfterCancellation(db: Database, env: Env, bookingId: number) {
  await refundCancelledBooking(paymentDeps(db, env), bookingId).catch((error: unknown) =>
    console.error(`booking ${bookingId} could not be refunded yet`, error),
  )
}
