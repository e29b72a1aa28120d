import type { I18n } from '@lingui/core'
import { formatMoney } from '../mail/templates/booking-money-words'
import { openBookingDocument, type BookingDocumentHead } from './booking-document'

/** Everything a credit note says: the invoice it cancels part of, and the refunds that make that part. */
export interface CreditNoteContent extends BookingDocumentHead {
  invoice: { number: string; issuedAt: Date; amount: number }
  /** The refunds that went through since the invoice, oldest first; minor units of `currency`. */
  refunds: Array<{ refundedAt: Date; amount: number }>
  /** Their sum: what the credit note cancels of the invoice. */
  credited: number
  currency: string
}

/** A cancelled booking's credit note as a PDF (A4), in the language of `i18n`. */
export function renderCreditNotePdf(i18n: I18n, content: CreditNoteContent): Promise<Uint8Array> {
  const title = i18n._({ id: 'creditNote.title', message: 'Credit note' })
  const { invoice } = content
  const money = (amount: number) => formatMoney(i18n, amount, content.currency)
  const { pdf, moment } = openBookingDocument(i18n, title, content, (moment) => [
    i18n._({
      id: 'creditNote.cancels',
      message: 'Cancels part of invoice {invoice} of {date}',
      values: { invoice: invoice.number, date: moment.format(invoice.issuedAt) },
    }),
  ])

  pdf.heading(i18n._({ id: 'creditNote.refunds', message: 'Refunded after the cancellation' }))
  for (const refund of content.refunds)
    pdf.row(
      i18n._({
        id: 'creditNote.refund',
        message: 'Refund of {date}',
        values: { date: moment.format(refund.refundedAt) },
      }),
      money(refund.amount),
      false,
      true,
    )
  pdf.rule()
  pdf.row(i18n._({ id: 'creditNote.credited', message: 'Credited, taxes included' }), money(content.credited), true)
  pdf.row(
    i18n._({ id: 'creditNote.invoiced', message: 'Invoiced ({invoice})', values: { invoice: invoice.number } }),
    money(invoice.amount),
    false,
    true,
  )
  pdf.row(
    i18n._({ id: 'creditNote.remaining', message: 'Invoiced after this credit note' }),
    money(invoice.amount - content.credited),
    false,
    true,
  )

  pdf.smallPrint(
    i18n._({
      id: 'creditNote.footer',
      message:
        'The invoice stays as issued: this credit note cancels the part of it that was refunded when the booking was cancelled. Together they state what the trip cost in the end.',
    }),
  )
  return pdf.finish()
}
