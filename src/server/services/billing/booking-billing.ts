import { and, asc, eq, gte, inArray } from 'drizzle-orm'
import {
  creditNoteAvailable,
  hasReceipt,
  invoiceAvailable,
  type BookingBillingFacts,
} from '../../../domain/billing-documents'
import type { Database } from '../../db/client'
import { billingDocuments, bookings, payments, type BillingDocumentRow, type BookingRow } from '../../db/schema'
import { ApiError } from '../../http/api-error'

/** A booking's invoice and credit note (when issued), the refunds since the invoice, and the facts the rules read. */
export async function bookingBilling(tx: Database, booking: BookingRow) {
  const documents = await tx
    .select()
    .from(billingDocuments)
    .where(and(eq(billingDocuments.bookingId, booking.id), inArray(billingDocuments.kind, ['invoice', 'credit_note'])))
  const invoice = documents.find((document) => document.kind === 'invoice')
  const creditNote = documents.find((document) => document.kind === 'credit_note')
  const refunds = invoice
    ? await tx
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.bookingId, booking.id),
            eq(payments.reason, 'refund'),
            gte(payments.updatedAt, invoice.issuedAt),
          ),
        )
        .orderBy(asc(payments.updatedAt), asc(payments.id))
    : []
  const refunded = refunds.filter(hasReceipt)
  const facts: BookingBillingFacts = {
    status: booking.status,
    invoiceIssued: invoice !== undefined,
    creditNoteIssued: creditNote !== undefined,
    refundSettled: booking.refundSettledAt !== null,
    refundedSinceInvoice: refunded.reduce((sum, refund) => sum + refund.amount, 0),
    refundsPending: refunds.filter((refund) => refund.status === 'CREATED').length,
  }
  return { facts, invoice, creditNote, refunded }
}

const listed = (kind: 'invoice' | 'credit_note', issued: BillingDocumentRow | undefined) => ({
  kind,
  number: issued?.number ?? null,
  issued_at: issued?.issuedAt.toISOString() ?? null,
  amount: issued?.amount ?? null,
  currency: issued?.currency ?? null,
})

/** GET /3/my-requests/{id}/billing-documents/: the documents the guest can download now, issued or issued on download. */
export async function bookingBillingDocuments(db: Database, guestId: number, bookingId: number) {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId))
  if (!booking || booking.guestId !== guestId) throw ApiError.notFound()
  const { facts, invoice, creditNote } = await bookingBilling(db, booking)
  return {
    results: [
      ...(invoiceAvailable(facts) ? [listed('invoice', invoice)] : []),
      ...(creditNoteAvailable(facts) ? [listed('credit_note', creditNote)] : []),
    ],
  }
}
