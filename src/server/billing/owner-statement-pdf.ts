import type { I18n } from '@lingui/core'
import type { PaymentReason, PaymentStatus } from '../../domain/payment-rules'
import { readerTimeZone } from '../../domain/time-zones'
import { formatMoney } from '../mail/templates/booking-money-words'
import { billingPdf } from './pdf-document'

interface Money {
  /** Minor units of `currency`. */
  amount: number
  currency: string
}

/** An owner's year on one page or more: the pay-ins and payouts lines of the payouts pages, with their totals. */
export interface OwnerStatementContent {
  year: number
  issuedAt: Date
  issuer: string[]
  owner: { name: string; email: string }
  timeZone: string | null
  payins: Array<Money & { paidAt: Date; bookingId: number; camperTitle: string; reason: PaymentReason }>
  payouts: Array<
    Money & {
      paidAt: Date
      bookingId: number
      camperTitle: string
      dateFrom: string
      dateTo: string
      status: PaymentStatus
    }
  >
  /** Per currency: all pay-ins (refunds negative), payouts that went through, payouts still in progress. */
  totals: { payins: Money[]; paidOut: Money[]; inProgress: Money[] }
}

function payinType(i18n: I18n, reason: PaymentReason): string {
  switch (reason) {
    case 'extension':
      return i18n._({ id: 'statement.payin.extension', message: 'Extension' })
    case 'upgrade':
      return i18n._({ id: 'statement.payin.upgrade', message: 'Addition' })
    case 'refund':
      return i18n._({ id: 'statement.payin.refund', message: 'Refund' })
    default:
      return i18n._({ id: 'statement.payin.booking', message: 'Booking' })
  }
}

function payoutStatus(i18n: I18n, status: PaymentStatus): string {
  switch (status) {
    case 'SUCCEEDED':
      return i18n._({ id: 'statement.payout.paid', message: 'Paid' })
    case 'FAILED':
      return i18n._({ id: 'statement.payout.failed', message: 'Failed' })
    default:
      return i18n._({ id: 'statement.payout.inProgress', message: 'In progress' })
  }
}

/** The owner's yearly statement as a PDF (A4), in the language of `i18n`. */
export function renderOwnerStatementPdf(i18n: I18n, content: OwnerStatementContent): Promise<Uint8Array> {
  const title = i18n._({ id: 'statement.title', message: 'Annual statement {year}', values: { year: content.year } })
  const pdf = billingPdf({ title, createdAt: content.issuedAt })
  const zone = readerTimeZone(content.timeZone)
  const moment = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeZone: zone })
  const short = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeZone: zone })
  const tripDay = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeZone: 'UTC' })
  const day = (iso: string) => tripDay.format(new Date(`${iso}T00:00:00Z`))
  const money = (value: Money) => formatMoney(i18n, value.amount, value.currency)
  const sum = (values: Money[]) => (values.length === 0 ? formatMoney(i18n, 0, 'EUR') : values.map(money).join(' + '))
  const booking = (id: number) => i18n._({ id: 'statement.bookingNumber', message: 'No. {id}', values: { id } })

  pdf.letterhead(content.issuer)
  pdf.title(title)
  pdf.write(
    i18n._({
      id: 'statement.issuedOn',
      message: 'Issued on {date}',
      values: { date: moment.format(content.issuedAt) },
    }),
  )
  pdf.heading(i18n._({ id: 'statement.owner', message: 'Owner' }))
  pdf.write(content.owner.name)
  pdf.write(content.owner.email)

  pdf.heading(i18n._({ id: 'statement.summary', message: 'Summary' }))
  pdf.row(i18n._({ id: 'statement.totalPayins', message: 'Paid by guests' }), sum(content.totals.payins))
  if (content.totals.inProgress.length > 0)
    pdf.row(i18n._({ id: 'statement.totalInProgress', message: 'Payouts in progress' }), sum(content.totals.inProgress))
  pdf.rule()
  pdf.row(i18n._({ id: 'statement.totalPaidOut', message: 'Paid out to you' }), sum(content.totals.paidOut), true)

  const amount = i18n._({ id: 'statement.column.amount', message: 'Amount' })
  const bookingColumn = i18n._({ id: 'statement.column.booking', message: 'Booking' })
  const camper = i18n._({ id: 'statement.column.camper', message: 'Camper' })
  pdf.heading(i18n._({ id: 'statement.payins', message: 'Payments received' }))
  if (content.payins.length === 0)
    pdf.write(i18n._({ id: 'statement.noPayin', message: 'No payment in {year}.', values: { year: content.year } }))
  else
    pdf.table(
      [
        i18n._({ id: 'statement.column.date', message: 'Date' }),
        bookingColumn,
        camper,
        i18n._({ id: 'statement.column.type', message: 'Type' }),
        amount,
      ],
      content.payins.map((line) => [
        short.format(line.paidAt),
        booking(line.bookingId),
        line.camperTitle,
        payinType(i18n, line.reason),
        money(line),
      ]),
      [{ width: 62 }, { width: 58 }, { width: '*' }, { width: 80 }, { width: 78, right: true }],
    )

  pdf.heading(i18n._({ id: 'statement.payouts', message: 'Payouts' }))
  if (content.payouts.length === 0)
    pdf.write(i18n._({ id: 'statement.noPayout', message: 'No payout in {year}.', values: { year: content.year } }))
  else
    pdf.table(
      [
        i18n._({ id: 'statement.column.date', message: 'Date' }),
        bookingColumn,
        i18n._({ id: 'statement.column.trip', message: 'Trip' }),
        i18n._({ id: 'statement.column.status', message: 'Status' }),
        amount,
      ],
      content.payouts.map((line) => [
        short.format(line.paidAt),
        `${booking(line.bookingId)} · ${line.camperTitle}`,
        `${day(line.dateFrom)} – ${day(line.dateTo)}`,
        payoutStatus(i18n, line.status),
        money(line),
      ]),
      [{ width: 62 }, { width: '*' }, { width: 110 }, { width: 70 }, { width: 78, right: true }],
    )

  pdf.smallPrint(
    i18n._({
      id: 'statement.footer',
      message:
        'Payments received are what guests paid for your bookings, Roam’s fees included; a refund counts against them. Payouts are your earnings after Roam’s commission, transferred to your bank account. Dates are those of the payments.',
    }),
  )
  return pdf.finish()
}
