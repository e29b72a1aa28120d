import { Trans } from '@lingui/react/macro'
import { LocalizedLink } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'

/** Any dashboard address with no page of its own (the catch-all route under /d). */
export function DashboardPlaceholderPage() {
  return (
    <section className="page page--narrow page--center">
      <p className="eyebrow">
        <Trans>Dashboard</Trans>
      </p>
      <h1 className="page-title">
        <Trans>Coming soon</Trans>
      </h1>
      <p className="muted">
        <Trans>This part of your dashboard is on its way.</Trans>
      </p>
      <LocalizedLink className="button button--secondary" to={paths.account.href()}>
        <Trans>Go to my account</Trans>
      </LocalizedLink>
    </section>
  )
}
