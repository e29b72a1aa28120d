import { Trans } from '@lingui/react/macro'
import { decimalToMinor } from '../../../../../domain/payment-step'
import { formatDate, formatMoney } from '../../../../lib/format'
import type { PaymentData } from '../api/get-payment-data'

type Plan = PaymentData['methods'][number]

/** card_2 and cred_4: what is charged, and when. */
export function InstalmentPlan({ plan, currency }: { plan: Plan; currency: string }) {
  return (
    <ol className="instalment-plan">
      {plan.instalments.map((instalment) => {
        const amount = formatMoney(decimalToMinor(instalment.amount), currency)
        const date = formatDate(instalment.due_on)
        return (
          <li key={instalment.number} className="instalment-plan__item">
            <Trans>
              {amount} on {date}
            </Trans>
          </li>
        )
      })}
    </ol>
  )
}
