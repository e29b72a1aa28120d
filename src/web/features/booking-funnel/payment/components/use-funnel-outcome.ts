import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import type { usePaymentFunnel } from './use-payment-funnel'
import type { usePaymentRoute } from './payment-route'

/** Once paid, the funnel moves on to its success step. */
export function useFunnelOutcome(state: ReturnType<typeof usePaymentFunnel>['state'], route: ReturnType<typeof usePaymentRoute>) {
  const navigate = useNavigate()
  const completed = state.matches('completed')
  useEffect(() => {
    if (completed) navigate(route.successHref, { replace: true })
  }, [completed, navigate, route.successHref])
}
