import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { meQueryOptions } from '../api/get-me'

/** /d/account: the account area lands in a later issue; for now a greeting and the profile basics. */
export function AccountPage() {
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
      <p className="muted"><Trans>Your profile, documents and payouts will appear here soon.</Trans></p>
    </section>
  )
}
