import PDFDocument from 'pdfkit'
import type { I18n } from '@lingui/core'
import type { PaymentMethod, PaymentReason } from '../../domain/payment-rules'
import { readerTimeZone } from '../../domain/time-zones'
import { formatMoney } from '../mail/templates/booking-money-words'

/** Everything a receipt says, read from the payment, its booking and the guest's billing details when it is issued. */
export interface ReceiptContent {
  number: string
  issuedAt: Date
  /** The issuer's name, address and tax number, one entry a line. */
  issuer: string[]
  billedTo: { name: string; lines: string[] }
  booking: { id: number; camper: string; dateFrom: string; dateTo: string }
  payment: {
    reason: PaymentReason
    method: PaymentMethod
    instalmentNumber: number
    instalmentCount: number
    /** Minor units of `currency`. */
    amount: number
    currency: string
    paidAt: Date
    card: string | null
    transaction: string | null
  }
  timeZone: string | null
}

function reasonLabel(i18n: I18n, reason: PaymentReason): string {
  switch (reason) {
    case 'booking':
      return i18n._({ id: 'receipt.reason.booking', message: 'Your trip' })
    case 'extension':
      return i18n._({ id: 'receipt.reason.extension', message: 'An extension of your trip' })
    case 'upgrade':
      return i18n._({ id: 'receipt.reason.upgrade', message: 'An addition to your trip (second driver or insurance)' })
    case 'refund':
      return i18n._({ id: 'receipt.reason.refund', message: 'A refund on your trip' })
    case 'deposit':
    case 'sinister':
      return i18n._({ id: 'receipt.reason.deposit', message: 'Damage to the vehicle, from the security deposit' })
    case 'tolls_and_fines':
      return i18n._({ id: 'receipt.reason.tollsAndFines', message: 'Tolls and fines incurred during the trip' })
    case 'goodwill':
      return i18n._({ id: 'receipt.reason.goodwill', message: 'A goodwill gesture' })
    case 'gift_card':
    case 'moneybox':
      return i18n._({ id: 'receipt.reason.giftCard', message: 'A gift card or moneybox' })
  }
}

function methodLabel(i18n: I18n, method: PaymentMethod, card: string | null): string {
  const last4 = card ? ` •••• ${card.slice(-4)}` : ''
  switch (method) {
    case 'card':
    case 'card_2':
    case 'cred_4':
      return i18n._({ id: 'receipt.method.card', message: 'Card{last4}', values: { last4 } })
    case 'ho_vou':
      return i18n._({ id: 'receipt.method.holidayVouchers', message: 'Holiday vouchers' })
    case 'transfer':
      return i18n._({ id: 'receipt.method.transfer', message: 'Bank transfer' })
    case 'transfer_wallet':
      return i18n._({ id: 'receipt.method.transferWallet', message: 'Bank transfer to your Roam wallet' })
    case 'sofort':
      return 'Sofort'
    case 'paypal':
      return 'PayPal'
    case 'klarna':
      return 'Klarna'
    case 'ideal':
      return 'iDEAL'
    case 'mbway':
      return 'MB WAY'
  }
}

// The PDF's standard fonts write Windows-1252 only: other spaces become no-break spaces and accented letters outside
// it lose their accent, so that a name or a formatted amount is never garbled.
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')
function winAnsi(text: string): string {
  return [...text.replace(/[\u2000-\u200a\u202f\u205f]/g, '\u00a0')]
    .map((char) => {
      if (char.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRAS.has(char)) return char
      const bare = char.normalize('NFKD').replace(/\p{M}/gu, '')
      return [...bare].every((c) => c.charCodeAt(0) <= 0xff) ? bare : '?'
    })
    .join('')
}

/** The receipt as a PDF (A4), in the language of `i18n`. */
export function renderReceiptPdf(i18n: I18n, content: ReceiptContent): Promise<Uint8Array> {
  const { payment, booking } = content
  const refund = payment.reason === 'refund'
  const title = refund
    ? i18n._({ id: 'receipt.title.refund', message: 'Refund receipt' })
    : i18n._({ id: 'receipt.title', message: 'Payment receipt' })
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${title} ${content.number}`, Author: 'Roam', CreationDate: content.issuedAt },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const finished = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))))
    doc.on('error', reject)
  })

  const zone = readerTimeZone(content.timeZone)
  const moment = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeZone: zone })
  const day = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeZone: 'UTC' })
  const tripDay = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`))
  const amount = formatMoney(i18n, payment.amount, payment.currency)
  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right
  const write = (text: string) => doc.text(winAnsi(text))
  const heading = (text: string) => {
    doc.moveDown(1.2).font('Helvetica-Bold').fontSize(11)
    write(text)
    doc.font('Helvetica').fontSize(10).moveDown(0.2)
  }
  // A label and its value on one line; the total is bold and its amount sits at the right edge, as on a bill.
  const row = (label: string, value: string, total = false) => {
    const y = doc.y
    doc
      .font(total ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(total ? 12 : 10)
      .text(winAnsi(label), left, y, { width: width * 0.4 })
    const labelBottom = doc.y
    doc.text(winAnsi(value), left + width * 0.4, y, { width: width * 0.6, align: total ? 'right' : 'left' })
    doc.x = left
    doc.y = Math.max(labelBottom, doc.y)
  }

  doc.font('Helvetica-Bold').fontSize(22).fillColor('#0f5e57')
  write('Roam')
  doc.fillColor('black').font('Helvetica').fontSize(9)
  // The brand is the heading: an issuer named just Roam (the default) adds no line of its own.
  for (const line of content.issuer.filter((line) => line !== 'Roam')) write(line)
  doc.moveDown(1).font('Helvetica-Bold').fontSize(16)
  write(title)
  doc.font('Helvetica').fontSize(10)
  write(i18n._({ id: 'receipt.number', message: 'No. {number}', values: { number: content.number } }))
  write(
    i18n._({
      id: 'receipt.issuedOn',
      message: 'Issued on {date}',
      values: { date: moment.format(content.issuedAt) },
    }),
  )

  heading(i18n._({ id: 'receipt.billedTo', message: 'Billed to' }))
  write(content.billedTo.name)
  for (const line of content.billedTo.lines) write(line)

  heading(
    i18n._({
      id: 'receipt.booking',
      message: 'Booking no. {id}: {camper}',
      values: { id: booking.id, camper: booking.camper },
    }),
  )
  write(
    i18n._({
      id: 'receipt.tripDates',
      message: 'From {from} to {to}',
      values: { from: tripDay(booking.dateFrom), to: tripDay(booking.dateTo) },
    }),
  )

  heading(
    refund
      ? i18n._({ id: 'receipt.refund', message: 'Refund' })
      : i18n._({ id: 'receipt.payment', message: 'Payment' }),
  )
  row(i18n._({ id: 'receipt.for', message: 'For' }), reasonLabel(i18n, payment.reason))
  if (payment.instalmentCount > 1)
    row(
      i18n._({ id: 'receipt.instalment', message: 'Instalment' }),
      i18n._({
        id: 'receipt.instalmentOf',
        message: '{number} of {count}',
        values: { number: payment.instalmentNumber, count: payment.instalmentCount },
      }),
    )
  row(
    refund
      ? i18n._({ id: 'receipt.refundedOn', message: 'Refunded on' })
      : i18n._({ id: 'receipt.paidOn', message: 'Paid on' }),
    moment.format(payment.paidAt),
  )
  row(i18n._({ id: 'receipt.method', message: 'Method' }), methodLabel(i18n, payment.method, payment.card))
  if (payment.transaction) row(i18n._({ id: 'receipt.transaction', message: 'Transaction' }), payment.transaction)

  doc.moveDown(1)
  const lineY = doc.y
  doc
    .moveTo(left, lineY)
    .lineTo(left + width, lineY)
    .lineWidth(0.5)
    .stroke()
  doc.moveDown(0.6)
  row(
    refund
      ? i18n._({ id: 'receipt.amountRefunded', message: 'Amount refunded' })
      : i18n._({ id: 'receipt.amountPaid', message: 'Amount paid' }),
    amount,
    true,
  )

  doc.moveDown(2).font('Helvetica').fontSize(8).fillColor('#555555')
  write(
    i18n._({
      id: 'receipt.footer',
      message:
        'Roam collects payments on behalf of the vehicle’s owner and for its own services. This receipt confirms that the money moved; it is not a tax invoice.',
    }),
  )
  doc.end()
  return finished
}
