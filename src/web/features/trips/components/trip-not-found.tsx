import { Trans } from '@lingui/react/macro'
import { LocalizedLink } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'

/** Spec 2 §2: a trip that fails to load says so and leads back to the to-dos. */
export function TripNotFound() {
  return (
    <section className="page page--narrow page--center">
      <h1 className="page-title">
        <Trans>This trip could not be found</Trans>
      </h1>
      <p className="muted">
        <Trans>It may not exist, or it belongs to another account.</Trans>
      </p>
      <LocalizedLink className="button button--secondary" to={paths.trips.href({ meta_state: 'todo' })}>
        <Trans>Back to my trips</Trans>
      </LocalizedLink>
    </section>
  )
}
