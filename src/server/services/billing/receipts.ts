import { and, eq } from 'drizzle-orm'
import { hasReceipt, issuerLines } from '../../../domain/billing-documents'
import { renderReceiptPdf, type ReceiptContent } from '../../billing/receipt-pdf'
import type { Database } from '../../db/client'
import {
  billingDocuments,
  bookings,
  paymentCards,
  payments,
  users,
  type BillingDocumentRow,
  type PaymentRow,
} from '../../db/schema'
import { ApiError } from '../../http/api-error'
import { mailI18n } from '../../mail/mail-i18n'
import { billingParties, issueDocument } from './document-issuing'

const noReceipt = () =>
  ApiError.detail(409, 'This payment has not gone through (yet): it has no receipt.', 'PAYMENT_NOT_SUCCEEDED')

/** What the receipt of `payment` says: its booking, the guest's billing details (else their name) and the issuer. */
async function receiptContent(
  tx: Database,
  payment: PaymentRow,
  issuer: string,
  issuedAt: Date,
  number: string,
  locale: string,
): Promise<ReceiptContent & { locale: string; userId: number }> {
  const { guest, billedTo, stay } = await billingParties(tx, payment.bookingId, locale)
  const [card] = payment.cardId
    ? await tx.select({ alias: paymentCards.alias }).from(paymentCards).where(eq(paymentCards.id, payment.cardId))
    : []
  return {
    locale,
    userId: guest.id,
    number,
    issuedAt,
    issuer: issuerLines(issuer),
    billedTo,
    booking: stay,
    payment: {
      reason: payment.reason,
      method: payment.method,
      instalmentNumber: payment.instalmentNumber,
      instalmentCount: payment.instalmentCount,
      amount: payment.amount,
      currency: payment.currency,
      paidAt: payment.updatedAt,
      card: card?.alias ?? null,
      transaction: payment.providerPaymentId,
    },
    timeZone: guest.timeZone,
  }
}

/**
 * GET .../payments/{paymentId}/receipt/: the receipt of a payment of the guest's booking that went through. Issued the
 * first time it is asked for, in the guest's language, with the next number of the year; the same PDF ever after.
 */
export async function paymentReceipt(
  db: Database,
  guestId: number,
  bookingId: number,
  paymentId: number,
  issuer: string,
  now = new Date(),
): Promise<BillingDocumentRow> {
  const [booking] = await db.select({ guestId: bookings.guestId }).from(bookings).where(eq(bookings.id, bookingId))
  if (!booking || booking.guestId !== guestId) throw ApiError.notFound()
  const issued = async (tx: Database) =>
    (await tx.select().from(billingDocuments).where(eq(billingDocuments.paymentId, paymentId)))[0]
  const existing = await issued(db)
  if (existing) {
    if (existing.bookingId !== bookingId) throw ApiError.notFound()
    return existing
  }
  return db.transaction(async (tx) => {
    // The payment's row lock makes two first downloads issue one receipt.
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.id, paymentId), eq(payments.bookingId, bookingId)))
      .for('update')
    if (!payment) throw ApiError.notFound()
    if (!hasReceipt(payment)) throw noReceipt()
    const again = await issued(tx)
    if (again) return again
    const [guest] = await tx.select({ locale: users.locale }).from(users).where(eq(users.id, guestId))
    const locale = guest!.locale
    return issueDocument(
      tx,
      now,
      {
        kind: 'receipt',
        bookingId,
        paymentId,
        userId: guestId,
        locale,
        amount: payment.amount,
        currency: payment.currency,
      },
      async (number) =>
        renderReceiptPdf(await mailI18n(locale), await receiptContent(tx, payment, issuer, now, number, locale)),
    )
  })
}
