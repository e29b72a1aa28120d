import type { I18n } from '@lingui/core'
import type { PaymentMethod, PaymentReason } from '../../domain/payment-rules'
import { formatMoney } from '../mail/templates/booking-money-words'
import { openBookingDocument, type BookingDocumentHead } from './booking-document'

/** Everything a receipt says, read from the payment, its booking and the guest's billing details when it is issued. */
export interface ReceiptContent extends BookingDocumentHead {
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

/** The receipt as a PDF (A4), in the language of `i18n`. */
export function renderReceiptPdf(i18n: I18n, content: ReceiptContent): Promise<Uint8Array> {
  const { payment } = content
  const refund = payment.reason === 'refund'
  const title = refund
    ? i18n._({ id: 'receipt.title.refund', message: 'Refund receipt' })
    : i18n._({ id: 'receipt.title', message: 'Payment receipt' })
  const { pdf, moment } = openBookingDocument(i18n, title, content)
  const { heading, row } = pdf
  const amount = formatMoney(i18n, payment.amount, payment.currency)

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

  pdf.rule()
  row(
    refund
      ? i18n._({ id: 'receipt.amountRefunded', message: 'Amount refunded' })
      : i18n._({ id: 'receipt.amountPaid', message: 'Amount paid' }),
    amount,
    true,
  )

  pdf.smallPrint(
    i18n._({
      id: 'receipt.footer',
      message:
        'Roam collects payments on behalf of the vehicle’s owner and for its own services. This receipt confirms that the money moved; it is not a tax invoice.',
    }),
  )
  return pdf.finish()
}
