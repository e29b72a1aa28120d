import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Navigate, useNavigate, useSearchParams } from 'react-router'
import { returnedFromRedirect } from '../../../../../../machines/payment-funnel.machine'
import { usePageHead } from '../../../../app/page-head'
import { refundPlanQueryOptions } from '../api/get-refund-plan'
import type { RefundPlan } from '../api/get-refund-plan'
import { readPaymentReturn } from '../components/payment-return-store'
import { usePaymentRoute } from '../components/payment-route'
import { usePaymentFunnel } from '../components/use-payment-funnel'
import { useFunnelOutcome } from '../components/use-funnel-outcome'

/** Back from 3-D Secure or a wallet's page with ?transactionId=: settle the payment, then success (or the payment step with the error). */
export function PaymentCallbackPage() {
  const { t } = useLingui()
  usePageHead({ title: t`Confirming your payment` })
  const route = usePaymentRoute()
  const refund = useQuery({ ...refundPlanQueryOptions(route.bookingId ?? 0), enabled: route.bookingId !== null })
  if (route.bookingId === null || refund.isError) return <Navigate to={route.tripsTodoHref} replace />
  if (!refund.data) return <Confirming />
  return <Callback bookingId={route.bookingId} refund={refund.data} />
}

function Confirming() {
  return <p className="payment-step payment-step--loading" role="status"><Trans>Confirming your payment…</Trans></p>
}

function Callback({ bookingId, refund }: { bookingId: number; refund: RefundPlan }) {
  const route = usePaymentRoute()
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const [snapshot] = useState(() => {
    const left = readPaymentReturn(bookingId)
    return returnedFromRedirect({
      bookingId, planRefund: refund.plan, method: left?.method ?? 'card', attempt: left?.attempt ?? 1, redirectUrl: left?.redirectUrl ?? '',
    })
  })
  const { state, send } = usePaymentFunnel({ input: { bookingId, planRefund: refund.plan }, returnUrl: route.callbackHref, snapshot })
  const transactionId = search.get('transactionId')
  useEffect(() => {
    send({ type: 'payment.returned', transactionId })
  }, [send, transactionId])
  useFunnelOutcome(state, route)
  // Spec 2 §2: a failed return (or one without transactionId) goes back to the payment step with its error code.
  const failedWith = state.matches('failed') ? state.context.errorCode ?? 'default' : null
  useEffect(() => {
    if (failedWith) navigate(route.paymentHref(failedWith), { replace: true })
  }, [failedWith, navigate, route])
  return <Confirming />
}
