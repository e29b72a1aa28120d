import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { usePageHead } from '../../../../lib/page-head'
import { usePaymentFunnel } from '../components/use-payment-funnel'

/**
 * Back from 3-D Secure or a wallet's page with ?transactionId=: the funnel visit resumed waiting for this
 * return; it settles the payment, then the funnel goes on to success (or to the payment step with the error).
 */
export function PaymentCallbackPage() {
  const { t } = useLingui()
  usePageHead({ title: t`Confirming your payment` })
  const [search] = useSearchParams()
  const { send } = usePaymentFunnel()
  const transactionId = search.get('transactionId')
  useEffect(() => {
    send({ type: 'payment.returned', transactionId })
  }, [send, transactionId])
  return (
    <p className="payment-step payment-step--loading" role="status">
      <Trans>Confirming your payment…</Trans>
    </p>
  )
}
