import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { usePageHead } from '../../../lib/page-head'
import { formatDate, formatNumber } from '../../../lib/format'
import { moneyboxesQueryOptions } from '../api/list-moneyboxes'
import { AccountBackLink } from '../components/account-back-link'
import './account.css'

/** /d/account/rental-credits: only reached with credits (the loader sends others back to the account). */
export function RentalCreditsPage() {
  const { t } = useLingui()
  usePageHead({ title: t`Rental credits · Roam` })
  const credits = useQuery(moneyboxesQueryOptions())
  return (
    <section className="page page--narrow">
      <AccountBackLink />
      <h1 className="page-title">
        <Trans>Rental credits</Trans>
      </h1>
      <p className="page-lead">
        <Trans>They are taken off the price of your next bookings, before they expire.</Trans>
      </p>
      <ul className="account-credits">
        {credits.data?.map((credit) => {
          const expiry = formatDate(credit.expire_at)
          return (
            <li key={credit.id} className="card">
              <strong>{formatNumber(Number(credit.amount), { style: 'currency', currency: credit.currency })}</strong>
              <span>
                <Trans>Expires on {expiry}</Trans>
              </span>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
