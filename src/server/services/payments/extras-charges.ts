import { and, desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { paymentCards, payments } from '../../db/schema'
import { ApiError } from '../../http/api-error'
import type { PaymentProvider } from '../../providers/payments/payment-provider'
import type { ExtrasCharge, ExtrasPayment } from '../booking-extras/extras-payment'
import { insertCharged } from './payment-status'

/**
 * Extensions and second drivers are charged off-session on the card the trip was paid with, inside the
 * transaction that confirms them: a decline refuses the confirmation. The provider key is the request's own, so a
 * confirmation retried after a crash gets the first transaction back instead of a second charge. The provider is made
 * on the transaction: the sandbox keeps its books in the database, and embedded PGlite has a single connection.
 */
export function extrasCharges(providerOn: (db: Database) => PaymentProvider, publicUrl: string): ExtrasPayment {
  const charge = async (tx: Database, extra: ExtrasCharge) => {
    if (extra.amount === 0) return
    const [card] = await tx
      .select({ id: paymentCards.id, providerCardId: paymentCards.providerCardId })
      .from(payments)
      .innerJoin(paymentCards, eq(paymentCards.id, payments.cardId))
      .where(
        and(eq(payments.bookingId, extra.bookingId), eq(payments.reason, 'booking'), eq(payments.status, 'SUCCEEDED')),
      )
      .orderBy(desc(payments.id))
      .limit(1)
    if (!card)
      throw ApiError.detail(
        402,
        'This trip was not paid by card, so the change cannot be charged to it.',
        'PAYMENT_CARD_REQUIRED',
      )
    const providerKey = `${extra.reason}-${extra.requestId}`
    const transaction = await providerOn(tx).payIn({
      idempotencyKey: providerKey,
      amount: extra.amount,
      currency: extra.currency,
      method: 'card',
      cardId: card.providerCardId,
      returnUrl: publicUrl,
      offSession: true,
    })
    if (transaction.status !== 'SUCCEEDED') {
      throw ApiError.detail(402, 'The card refused the payment.', transaction.resultCode ?? 'MPG_UNKNOWN')
    }
    await insertCharged(tx, {
      bookingId: extra.bookingId,
      extensionId: extra.reason === 'extension' ? extra.requestId : null,
      userId: extra.guestId,
      reason: extra.reason,
      method: 'card',
      amount: extra.amount,
      currency: extra.currency,
      cardId: card.id,
      providerKey,
      providerPaymentId: transaction.id,
      ownerShare: extra.ownerShare,
    })
  }
  return { onExtensionPaid: charge, onUpgradePaid: charge }
}
