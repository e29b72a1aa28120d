import { Trans } from '@lingui/react/macro'

/** Shown while /login hands over to an external sign-in address. */
export function RedirectingPage() {
  return (
    <section className="page page--narrow page--center">
      <span className="spinner" aria-hidden="true" />
      <p role="status">
        <Trans>Redirecting you to the sign-in page…</Trans>
      </p>
    </section>
  )
}
