import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { LocalizedLink } from '../../../app/locale-context'
import { paths } from '../../../app/paths'
import { meQueryOptions } from '../api/get-me'

/** /d/account: the account area lands in a later issue; for now a greeting and the profile basics. */
export function AccountPage() {
  const { t } = useLingui()
  const me = useQuery(meQueryOptions())
  const firstName = me.data?.first_name ?? ''
  return (
    <section className="page">
      <p className="eyebrow"><Trans>Dashboard</Trans></p>
      <h1 className="page-title">{me.data ? <Trans>Hello {firstName}</Trans> : <Trans>Your account</Trans>}</h1>
      {me.data && (
        <dl className="details card">
          <div><dt><Trans>Email address</Trans></dt><dd>{me.data.email}</dd></div>
          <div><dt><Trans>Account type</Trans></dt><dd>{me.data.is_owner ? <Trans>Owner</Trans> : <Trans>Guest</Trans>}</dd></div>
        </dl>
      )}
      {me.data?.is_owner && (
        <nav className="account__owner-links" aria-label={t`Owner area`}>
          <LocalizedLink className="button button--secondary" to={paths.bookings.href()}><Trans>Bookings of my campers</Trans></LocalizedLink>
        </nav>
      )}
      <p className="muted"><Trans>Your profile, documents and payouts will appear here soon.</Trans></p>
    </section>
  )
}
