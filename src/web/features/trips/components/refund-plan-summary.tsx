import { Trans } from '@lingui/react/macro'
import { formatDate } from '../../../lib/format'
import type { RefundPlan } from '../../../api/get-refund-plan'
import { formatAmount } from './trip-format'

/** The cancellation policy applied today: what comes back, what is kept, what will not be charged. */
export function RefundPlanSummary({ plan }: { plan: RefundPlan }) {
  const until = formatDate(plan.on_time_until)
  const paid = formatAmount(plan.paid, plan.currency)
  const refunded = formatAmount(plan.refunded, plan.currency)
  const kept = formatAmount(plan.kept, plan.currency)
  const dropped = formatAmount(plan.instalments_dropped, plan.currency)
  return (
    <div className={`refund-plan refund-plan--${plan.plan.toLowerCase()}`} data-testid="refund-plan">
      <p className="refund-plan__headline">
        {plan.plan === 'ON_TIME' ? (
          <Trans>Cancelled on time: everything you paid comes back (free cancellation until {until}).</Trans>
        ) : (
          <Trans>Cancelled late: the free cancellation ended on {until}.</Trans>
        )}
      </p>
      <dl className="refund-plan__lines">
        <dt>
          <Trans>Paid</Trans>
        </dt>
        <dd>{paid}</dd>
        <dt>
          <Trans>Refunded</Trans>
        </dt>
        <dd>{refunded}</dd>
        <dt>
          <Trans>Kept</Trans>
        </dt>
        <dd>{kept}</dd>
        {Number(plan.instalments_dropped) > 0 && (
          <>
            <dt>
              <Trans>Instalments that will not be charged</Trans>
            </dt>
            <dd>{dropped}</dd>
          </>
        )}
      </dl>
    </div>
  )
}
