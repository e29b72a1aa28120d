import { and, eq } from 'drizzle-orm'
import { invoiceLines, isInvoiceable, issuerLines, parseVatRates, vatIncluded } from '../../../domain/billing-documents'
import { renderInvoicePdf } from '../../billing/invoice-pdf'
import type { Database } from '../../db/client'
import { billingDocuments, bookings, users, type BillingDocumentRow } from '../../db/schema'
import { ApiError } from '../../http/api-error'
import { mailI18n } from '../../mail/mail-i18n'
import { priceBooking } from '../booking-prices/booking-prices'
import { paidAmount } from '../payments/payments'
import { billingParties, issueDocument } from './document-issuing'

export interface InvoiceSettings {
  /** BILLING_ISSUER */
  issuer: string
  /** BILLING_VAT_RATES */
  vatRates: string
}

const notPaid = () => ApiError.detail(409, 'This booking is not paid: it has no invoice yet.', 'BOOKING_NOT_PAID')

/**
 * GET /3/my-requests/{id}/invoice/: the invoice of the guest's paid booking. Issued the first time it is asked for, in
 * the guest's language, with the next number of the year's sequence (shared with receipts), from the booking's price as
 * the engine says it then; the same PDF ever after, whatever changes later.
 */
export async function bookingInvoice(
  db: Database,
  guestId: number,
  bookingId: number,
  settings: InvoiceSettings,
  now = new Date(),
): Promise<BillingDocumentRow> {
  const invoiceOf = async (tx: Database) =>
    (
      await tx
        .select()
        .from(billingDocuments)
        .where(and(eq(billingDocuments.bookingId, bookingId), eq(billingDocuments.kind, 'invoice')))
    )[0]
  return db.transaction(async (tx) => {
    // The booking's row lock makes two first downloads issue one invoice. Not FOR UPDATE: a receipt issued meanwhile
    // holds the year's sequence while its row's reference to the booking takes a key-share lock, and would deadlock.
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('no key update')
    if (!booking || booking.guestId !== guestId) throw ApiError.notFound()
    const issued = await invoiceOf(tx)
    if (issued) return issued
    if (!isInvoiceable(booking.status)) throw notPaid()

    const [guest] = await tx.select({ locale: users.locale }).from(users).where(eq(users.id, guestId))
    const locale = guest!.locale
    const parties = await billingParties(tx, bookingId, locale)
    const prices = await priceBooking(tx, bookingId)
    const rate = parseVatRates(settings.vatRates)?.get(parties.camper.addressCountry.toUpperCase())
    const paid = await paidAmount(tx, bookingId)
    return issueDocument(
      tx,
      now,
      {
        kind: 'invoice',
        bookingId,
        paymentId: null,
        userId: guestId,
        locale,
        amount: prices.price,
        currency: prices.currency,
      },
      async (number) =>
        renderInvoicePdf(await mailI18n(locale), {
          number,
          issuedAt: now,
          issuer: issuerLines(settings.issuer),
          billedTo: parties.billedTo,
          booking: parties.stay,
          ownerName: parties.ownerName,
          nbDays: prices.nbDays,
          lines: invoiceLines(prices),
          total: prices.price,
          currency: prices.currency,
          vat: rate === undefined ? null : { rate, amount: vatIncluded(prices.priceFees, rate) },
          paid,
          timeZone: parties.guest.timeZone,
        }),
    )
  })
}
