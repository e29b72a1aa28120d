import type { I18n } from '@lingui/core'
import type { InvoiceLine } from '../../domain/billing-documents'
import { formatMoney } from '../mail/templates/booking-money-words'
import { openBookingDocument, type BookingDocumentHead } from './booking-document'

/** Everything a booking's invoice says, read from its price, its payments and the billing details when it is issued. */
export interface InvoiceContent extends BookingDocumentHead {
  ownerName: string
  nbDays: number
  lines: InvoiceLine[]
  /** Minor units of `currency`; the sum of the lines. */
  total: number
  currency: string
  /** The VAT inside Roam's service fee, by the rate of the vehicle's country; null where none is configured. */
  vat: { rate: number; amount: number } | null
  /** What the guest has paid for it so far (the ledger's charges); the rest is due with the instalments. */
  paid: number
}

function lineLabel(i18n: I18n, line: InvoiceLine, content: InvoiceContent): string {
  switch (line.kind) {
    case 'rental':
      return i18n._({
        id: 'invoice.line.rental',
        message: 'Rental of the vehicle, {days, plural, one {# day} other {# days}}',
        values: { days: content.nbDays },
      })
    case 'discount':
      return i18n._({ id: 'invoice.line.discount', message: 'Long-stay and early-booking discounts' })
    case 'km':
      return i18n._({ id: 'invoice.line.km', message: 'Extra kilometres' })
    case 'options':
      return i18n._({ id: 'invoice.line.options', message: 'Equipment and options' })
    case 'secondDriver':
      return i18n._({ id: 'invoice.line.secondDriver', message: 'Second driver' })
    case 'serviceFee':
      return i18n._({ id: 'invoice.line.serviceFee', message: 'Roam service fee' })
    case 'insurance':
      return i18n._({ id: 'invoice.line.insurance', message: 'Insurance' })
    case 'cancellationInsurance':
      return i18n._({ id: 'invoice.line.cancellationInsurance', message: 'Cancellation insurance' })
    case 'rentalCover':
      return i18n._({ id: 'invoice.line.rentalCover', message: 'Deductible cover' })
    case 'coupon':
      return i18n._({ id: 'invoice.line.coupon', message: 'Promo code' })
  }
}

function soldByLabel(i18n: I18n, soldBy: InvoiceLine['soldBy'], ownerName: string): string {
  switch (soldBy) {
    case 'owner':
      return i18n._({
        id: 'invoice.soldBy.owner',
        message: 'Sold by {owner}, the owner, through Roam',
        values: { owner: ownerName },
      })
    case 'roam':
      return i18n._({ id: 'invoice.soldBy.roam', message: 'Sold by Roam' })
    case 'partners':
      return i18n._({ id: 'invoice.soldBy.partners', message: 'Sold by Roam for its insurance partners' })
  }
}

/** A booking's invoice as a PDF (A4), in the language of `i18n`. */
export function renderInvoicePdf(i18n: I18n, content: InvoiceContent): Promise<Uint8Array> {
  const title = i18n._({ id: 'invoice.title', message: 'Invoice' })
  const money = (amount: number) => formatMoney(i18n, amount, content.currency)
  const { pdf } = openBookingDocument(i18n, title, content)

  // The lines grouped by who sells them: the owner's rental, Roam's services, the insurers' covers.
  for (const soldBy of ['owner', 'roam', 'partners'] as const) {
    const lines = content.lines.filter((line) => line.soldBy === soldBy)
    if (lines.length === 0) continue
    pdf.heading(soldByLabel(i18n, soldBy, content.ownerName))
    for (const line of lines) pdf.row(lineLabel(i18n, line, content), money(line.amount), false, true)
    if (soldBy === 'roam' && content.vat)
      pdf.row(
        i18n._({
          id: 'invoice.vat',
          message: 'of which VAT at {rate} % in the service fee',
          values: { rate: new Intl.NumberFormat(i18n.locale).format(content.vat.rate) },
        }),
        money(content.vat.amount),
        false,
        true,
      )
  }

  pdf.rule()
  pdf.row(i18n._({ id: 'invoice.total', message: 'Total, taxes included' }), money(content.total), true)
  pdf.row(i18n._({ id: 'invoice.paid', message: 'Paid to date' }), money(content.paid), false, true)
  if (content.total > content.paid)
    pdf.row(
      i18n._({ id: 'invoice.due', message: 'Still due, with the instalments to come' }),
      money(content.total - content.paid),
      false,
      true,
    )

  pdf.smallPrint(
    i18n._({
      id: 'invoice.footer',
      message:
        'Roam acts as an intermediary: the rental is sold by the vehicle’s owner, the insurance by Roam’s partners. A later change to the booking (an extension, a refund) has its own receipt; this invoice stays as issued.',
    }),
  )
  return pdf.finish()
}
