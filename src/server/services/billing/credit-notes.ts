import { eq } from 'drizzle-orm'
import { creditNoteAvailable, issuerLines } from '../../../domain/billing-documents'
import { renderCreditNotePdf } from '../../billing/credit-note-pdf'
import type { Database } from '../../db/client'
import { bookings, users, type BillingDocumentRow } from '../../db/schema'
import { ApiError } from '../../http/api-error'
import { mailI18n } from '../../mail/mail-i18n'
import { bookingBilling } from './booking-billing'
import { billingParties, issueDocument } from './document-issuing'

const noCreditNote = () =>
  ApiError.detail(
    409,
    'This booking has no credit note: it is issued once a cancellation’s refund of an invoiced booking has gone through.',
    'NO_CREDIT_NOTE',
  )

/**
 * GET /3/my-requests/{id}/credit-note/: the credit note of the guest's cancelled, invoiced booking, once its refund went
 * through. Issued the first time it is asked for, in the guest's language and the year's sequence; it cancels the
 * refunded part of the invoice, which stays as issued. The same PDF ever after.
 */
export async function bookingCreditNote(
  db: Database,
  guestId: number,
  bookingId: number,
  issuer: string,
  now = new Date(),
): Promise<BillingDocumentRow> {
  return db.transaction(async (tx) => {
    // The booking's row lock makes two first downloads issue one credit note (not FOR UPDATE: see invoices.ts).
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('no key update')
    if (!booking || booking.guestId !== guestId) throw ApiError.notFound()
    const { facts, invoice, creditNote, refunded } = await bookingBilling(tx, booking)
    if (creditNote) return creditNote
    if (!creditNoteAvailable(facts) || !invoice) throw noCreditNote()

    const [guest] = await tx.select({ locale: users.locale }).from(users).where(eq(users.id, guestId))
    const locale = guest!.locale
    const parties = await billingParties(tx, bookingId, locale)
    const credited = facts.refundedSinceInvoice
    return issueDocument(
      tx,
      now,
      {
        kind: 'credit_note',
        bookingId,
        paymentId: null,
        creditsId: invoice.id,
        userId: guestId,
        locale,
        amount: credited,
        currency: invoice.currency,
      },
      async (number) =>
        renderCreditNotePdf(await mailI18n(locale), {
          number,
          issuedAt: now,
          issuer: issuerLines(issuer),
          billedTo: parties.billedTo,
          booking: parties.stay,
          invoice: { number: invoice.number, issuedAt: invoice.issuedAt, amount: invoice.amount },
          refunds: refunded.map((refund) => ({ refundedAt: refund.updatedAt, amount: refund.amount })),
          credited,
          currency: invoice.currency,
          timeZone: parties.guest.timeZone,
        }),
    )
  })
}
