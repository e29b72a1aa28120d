import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { decimalToMinor, formatIban } from '../../../../../domain/payment-step'
import { formatDate, formatMoney } from '../../../../lib/format'
import { bookingWalletQueryOptions } from '../api/get-booking-wallet'
import type { PaymentData } from '../api/get-payment-data'
import { asyncPaymentQueryOptions } from '../api/poll-mobile-payment'
import { MOBILE_POLL_INTERVAL_MS } from './use-payment-funnel'

/**
 * The bank transfer wallet: the guest's own IBAN (every wire to it credits the wallet), its balance and what the booking
 * still needs. While a payment waits for the wires (`waiting`), the balance is read again as the funnel polls, and the
 * deadline comes from the waiting payment (the poll's answer, or the payment data's pending payment after a reload).
 */
export function WalletDetails({
  bookingId,
  waiting,
}: {
  bookingId: number
  waiting: { paymentId: number; restored: NonNullable<PaymentData['pending_payment']>['bank_wire'] } | null
}) {
  const wallet = useQuery({
    ...bookingWalletQueryOptions(bookingId),
    refetchInterval: waiting ? MOBILE_POLL_INTERVAL_MS : false,
  })
  const answer = useQuery({
    ...asyncPaymentQueryOptions(bookingId, waiting?.paymentId ?? 0),
    staleTime: Infinity,
    enabled: false,
  })
  if (wallet.isError)
    return (
      <p className="bank-wire" role="alert">
        <Trans>Your wallet could not be loaded. Try again in a moment, or choose another method.</Trans>
      </p>
    )
  if (!wallet.data)
    return (
      <p className="bank-wire">
        <Trans>Opening your wallet…</Trans>
      </p>
    )
  const { iban, bic, holder, currency } = wallet.data
  const money = (amount: string) => formatMoney(decimalToMinor(amount), currency)
  const balance = money(wallet.data.balance)
  const missing = money(wallet.data.missing)
  const amount = money(wallet.data.amount)
  const covered = decimalToMinor(wallet.data.missing) === 0
  const expiresAt = (waiting && (answer.data?.bank_wire ?? waiting.restored)?.expires_at) || null
  const deadline = expiresAt ? formatDate(expiresAt, { dateStyle: 'medium', timeStyle: 'short' }) : null
  return (
    <div className="bank-wire wallet">
      <dl className="bank-wire__details">
        <dt>
          <Trans>Balance</Trans>
        </dt>
        <dd>{balance}</dd>
        <dt>
          <Trans>IBAN</Trans>
        </dt>
        <dd className="bank-wire__code">{formatIban(iban)}</dd>
        <dt>
          <Trans>BIC</Trans>
        </dt>
        <dd className="bank-wire__code">{bic}</dd>
        <dt>
          <Trans>Account holder</Trans>
        </dt>
        <dd>{holder}</dd>
      </dl>
      <p>
        <Trans>This IBAN is yours for good: every transfer you send to it credits your wallet.</Trans>
      </p>
      {covered ? (
        <p className="bank-wire__reference">
          <Trans>Your wallet covers this booking: paying takes {amount} from it at once.</Trans>
        </p>
      ) : (
        <p className="bank-wire__reference">
          <Trans>
            Send at least {missing} to this IBAN. We hold your dates and pay the booking from your wallet as soon as the
            transfer arrives.
          </Trans>
        </p>
      )}
      {deadline && (
        <p>
          <Trans>Send the transfer before {deadline}.</Trans>
        </p>
      )}
    </div>
  )
}
