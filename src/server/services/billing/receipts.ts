import { and, eq, sql } from 'drizzle-orm'
import { billingDocumentNumber, hasReceipt, issuerLines } from '../../../domain/billing-documents'
import { rangeDays } from '../booking-prices/booking-access'
import { renderReceiptPdf, type ReceiptContent } from '../../billing/receipt-pdf'
import type { Database } from '../../db/client'
import {
  billingDocuments,
  billingSequences,
  bookings,
  campers,
  paymentBillingDetails,
  paymentCards,
  payments,
  users,
  type BillingDocumentRow,
  type PaymentRow,
} from '../../db/schema'
import { ApiError } from '../../http/api-error'
import { mailI18n } from '../../mail/mail-i18n'

const noReceipt = () =>
  ApiError.detail(409, 'This payment has not gone through (yet): it has no receipt.', 'PAYMENT_NOT_SUCCEEDED')

/** The next number of `year`'s sequence. Taken in the issuing transaction: a rollback gives it back, so none is skipped. */
async function nextNumber(tx: Database, year: number) {
  const [row] = await tx
    .insert(billingSequences)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: billingSequences.year, set: { last: sql`${billingSequences.last} + 1` } })
    .returning()
  return { sequence: row!.last, number: billingDocumentNumber(year, row!.last) }
}

/** What the receipt of `payment` says: its booking, the guest's billing details (else their name) and the issuer. */
async function receiptContent(
  tx: Database,
  payment: PaymentRow,
  issuer: string,
  issuedAt: Date,
  number: string,
  locale: string,
): Promise<ReceiptContent & { locale: string; userId: number }> {
  const [found] = await tx
    .select({ booking: bookings, camper: campers.title, guest: users, details: paymentBillingDetails })
    .from(bookings)
    .innerJoin(campers, eq(campers.id, bookings.camperId))
    .innerJoin(users, eq(users.id, bookings.guestId))
    .leftJoin(paymentBillingDetails, eq(paymentBillingDetails.bookingId, bookings.id))
    .where(eq(bookings.id, payment.bookingId))
  const { booking, camper, guest, details } = found!
  const [card] = payment.cardId
    ? await tx.select({ alias: paymentCards.alias }).from(paymentCards).where(eq(paymentCards.id, payment.cardId))
    : []
  const country = (code: string) => new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code
  const { dateFrom, dateTo } = rangeDays(booking.period)
  return {
    locale,
    userId: guest.id,
    number,
    issuedAt,
    issuer: issuerLines(issuer),
    billedTo: details
      ? {
          name: `${details.firstName} ${details.lastName}`.trim(),
          lines: [details.street, `${details.zipcode} ${details.city}`.trim(), country(details.country)].filter(
            Boolean,
          ),
        }
      : { name: `${guest.firstName} ${guest.lastName}`.trim(), lines: [guest.email] },
    booking: { id: booking.id, camper, dateFrom, dateTo },
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
    const { number, sequence } = await nextNumber(tx, now.getUTCFullYear())
    const content = await receiptContent(tx, payment, issuer, now, number, guest!.locale)
    const pdf = await renderReceiptPdf(await mailI18n(content.locale), content)
    const [row] = await tx
      .insert(billingDocuments)
      .values({
        number,
        year: now.getUTCFullYear(),
        sequence,
        kind: 'receipt',
        bookingId,
        paymentId,
        userId: content.userId,
        locale: content.locale,
        amount: payment.amount,
        currency: payment.currency,
        issuedAt: now,
        pdf,
      })
      .returning()
    return row!
  })
}
