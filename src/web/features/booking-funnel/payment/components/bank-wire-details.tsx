import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { decimalToMinor, formatIban } from '../../../../../domain/payment-step'
import { formatDate, formatMoney } from '../../../../lib/format'
import type { PaymentData } from '../api/get-payment-data'
import { asyncPaymentQueryOptions } from '../api/poll-mobile-payment'

/**
 * A transfer waiting for the guest's wire: the escrow account, the reference that matches the wire to
 * the booking, the amount and the deadline. The funnel's poll keeps the answer fresh in the cache;
 * after a reload, the payment data's pending payment (`restored`) shows them until the first poll answers.
 */
export function BankWireDetails({
  bookingId,
  paymentId,
  restored,
}: {
  bookingId: number
  paymentId: number
  restored: NonNullable<PaymentData['pending_payment']>['bank_wire']
}) {
  // The poll fills the cache: a restored payment needs no fetch of its own.
  const answer = useQuery({
    ...asyncPaymentQueryOptions(bookingId, paymentId),
    staleTime: Infinity,
    enabled: !restored,
  })
  const wire = answer.data?.bank_wire ?? restored
  if (!wire) return null
  const deadline = formatDate(wire.expires_at, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <div className="bank-wire">
      <dl className="bank-wire__details">
        <dt>
          <Trans>Amount</Trans>
        </dt>
        <dd>{formatMoney(decimalToMinor(wire.amount), wire.currency)}</dd>
        <dt>
          <Trans>IBAN</Trans>
        </dt>
        <dd className="bank-wire__code">{formatIban(wire.iban)}</dd>
        <dt>
          <Trans>BIC</Trans>
        </dt>
        <dd className="bank-wire__code">{wire.bic}</dd>
        <dt>
          <Trans>Account holder</Trans>
        </dt>
        <dd>{wire.holder}</dd>
        <dt>
          <Trans>Reference</Trans>
        </dt>
        <dd className="bank-wire__code">{wire.reference}</dd>
      </dl>
      <p className="bank-wire__reference">
        <Trans>Put this reference on your transfer, so that we can match it to your booking.</Trans>
      </p>
      <p>
        <Trans>Send the transfer before {deadline}. We confirm your booking as soon as the transfer arrives.</Trans>
      </p>
    </div>
  )
}
