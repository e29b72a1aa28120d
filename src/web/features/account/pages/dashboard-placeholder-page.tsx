import { Trans } from '@lingui/react/macro'
import { LocalizedLink } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'

/** The other dashboard sections (bookings, campers, trips, wishlists) arrive in later issues. */
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
