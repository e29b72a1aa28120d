import type { I18n } from '@lingui/core'
import type { BookingNotificationKind } from '../../../../machines/booking.notifications'

/** Minor units of `currency`, read from the payments table. */
export interface BookingMoney {
  currency: string
  /** Whom the figures are written for: a cancellation reads differently to each side. */
  reader: 'guest' | 'owner'
  /** A cancellation: what the guest paid so far, what is given back, what the policy keeps. */
  paid?: number
  refunded?: number
  kept?: number
  /** A cancellation: the later instalments that will not be charged. */
  notCharged?: number
  /** The owner's earnings on a payment, or their part of what a cancellation keeps. */
  ownerShare?: number
  /** A bank transfer on its way: where to send how much, and the reference the wire must carry (none for a wallet). */
  transfer?: { amount: number; holder: string; iban: string; bic: string; reference: string | null }
  /** A payment's receipt: the trip's price, and the charges made (with the day) and to come (with the day due). */
  receipt?: { total: number; charges: Array<{ amount: number; on: string; done: boolean }> }
}

/** Minor units in the reader's format, with the currency's own decimals (2 for EUR, 0 for JPY). */
export function formatMoney(i18n: I18n, minorUnits: number, currency: string) {
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  return new Intl.NumberFormat(i18n.locale, { style: 'currency', currency }).format(minorUnits / 10 ** digits)
}

/** What a cancellation does with the guest's money, told to the guest. */
function guestRefund(i18n: I18n, money: BookingMoney) {
  const amount = (value = 0) => formatMoney(i18n, value, money.currency)
  const v = { paid: amount(money.paid), refunded: amount(money.refunded), kept: amount(money.kept) }
  const paid = money.paid ?? 0
  const sentences = [
    paid === 0
      ? i18n._({ id: 'email.money.nothingCharged', message: 'Nothing was charged.' })
      : (money.kept ?? 0) === 0
        ? i18n._({ id: 'email.money.refundedAll', message: 'All you paid, {refunded}, is refunded to you.', values: v })
        : (money.refunded ?? 0) === 0
          ? i18n._({
              id: 'email.money.refundedNone',
              message: 'Under the cancellation policy, the {paid} you paid is not refunded.',
              values: v,
            })
          : i18n._({
              id: 'email.money.refundedPart',
              message:
                'Of the {paid} you paid, {refunded} is refunded to you; under the cancellation policy, {kept} is not.',
              values: v,
            }),
  ]
  if ((money.notCharged ?? 0) > 0)
    sentences.push(
      i18n._({
        id: 'email.money.notCharged',
        message: 'The {notCharged} still due in instalments will not be charged.',
        values: { notCharged: amount(money.notCharged) },
      }),
    )
  return sentences.join(' ')
}

/**
 * The figures a booking notice adds to its text, as the server wrote them into the notice (never recomputed here): a
 * sentence for the email's body and the bell alike, empty when the notice carries none.
 */
export function moneySentence(
  i18n: I18n,
  kind: BookingNotificationKind,
  money: BookingMoney | undefined,
  otherName: string,
): string {
  if (!money) return ''
  const amount = (value = 0) => formatMoney(i18n, value, money.currency)
  const v = { otherName, ownerShare: amount(money.ownerShare), refunded: amount(money.refunded) }
  switch (kind) {
    case 'cancellation_confirmed':
    case 'cancelled_by_owner':
    case 'cancelled_by_staff':
    case 'owner_cancellation_confirmed':
      // The guest reads what comes back; the owner, that the guest is made whole.
      if (money.reader === 'guest') return guestRefund(i18n, money)
      return (money.paid ?? 0) > 0
        ? i18n._({
            id: 'email.money.guestRefundedAll',
            message: '{otherName} gets back all {refunded} they paid.',
            values: v,
          })
        : ''
    case 'cancelled_by_guest':
      if ((money.paid ?? 0) === 0) return ''
      return (money.ownerShare ?? 0) > 0
        ? i18n._({
            id: 'email.money.ownerKeeps',
            message: 'Under the cancellation policy you keep {ownerShare}, paid out once the refund is settled.',
            values: v,
          })
        : i18n._({
            id: 'email.money.ownerKeepsNothing',
            message: '{otherName} cancelled in time for a full refund: nothing is kept for you.',
            values: v,
          })
    case 'transfer_pending': {
      if (!money.transfer) return ''
      const values = { ...money.transfer, amount: amount(money.transfer.amount) }
      return money.transfer.reference
        ? i18n._({
            id: 'email.money.transferTo',
            message: 'Send {amount} to {holder}, IBAN {iban}, BIC {bic}, with the reference {reference}.',
            values,
          })
        : i18n._({
            id: 'email.money.transferToWallet',
            message: 'Send {amount} to {holder}, IBAN {iban}, BIC {bic}.',
            values,
          })
    }
    case 'refund_sent':
      return i18n._({ id: 'email.money.refundSent', message: 'Amount refunded: {refunded}.', values: v })
    case 'guest_paid':
    case 'instant_booked':
      return i18n._({
        id: 'email.money.ownerEarnings',
        message: 'Your earnings on this booking: {ownerShare}, paid out after the trip.',
        values: v,
      })
    case 'second_driver_confirmed':
    case 'buyback_confirmed':
      return i18n._({ id: 'email.money.paidAll', message: 'You paid {total}.', values: { total: amount(money.paid) } })
    case 'booking_confirmed':
    case 'transfer_received': {
      if (!money.receipt) return ''
      const paid = money.receipt.charges.filter((charge) => charge.done).reduce((sum, c) => sum + c.amount, 0)
      const values = { paid: amount(paid), total: amount(money.receipt.total) }
      return paid >= money.receipt.total
        ? i18n._({ id: 'email.money.paidAll', message: 'You paid {total}.', values })
        : i18n._({
            id: 'email.money.paidPart',
            message: 'You paid {paid} of {total}; the rest is charged as the receipt below says.',
            values,
          })
    }
    default:
      return ''
  }
}

export interface ReceiptLine {
  label: string
  amount: string
}

/** A payment's receipt as the email lists it: each charge made (its day in `timeZone`) or to come, then the trip's price. */
export function receiptLines(i18n: I18n, money: BookingMoney | undefined, timeZone: string): ReceiptLine[] {
  const receipt = money?.receipt
  if (!receipt) return []
  const currency = money.currency
  const paidDay = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone })
  const dueDay = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone: 'UTC' })
  return [
    ...receipt.charges.map((charge) => ({
      label: charge.done
        ? i18n._({
            id: 'email.receipt.paid',
            message: 'Paid on {day}',
            values: { day: paidDay.format(new Date(charge.on)) },
          })
        : i18n._({
            id: 'email.receipt.due',
            message: 'To be charged on {day}',
            values: { day: dueDay.format(new Date(charge.on)) },
          }),
      amount: formatMoney(i18n, charge.amount, currency),
    })),
    {
      label: i18n._({ id: 'email.receipt.total', message: 'Trip total' }),
      amount: formatMoney(i18n, receipt.total, currency),
    },
  ]
}
