import { Trans } from '@lingui/react/macro'
import { LocalizedLink } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import { SignInForm } from '../components/sign-in-form'
import { useReturnToNext } from '../components/use-return-to-next'

/** /sign-in: Roam's own sign-in page (the default sign-in address). */
export function SignInPage() {
  const { next, returnToNext } = useReturnToNext()
  return (
    <section className="page page--narrow auth-page">
      <div className="card">
        <h1 className="page-title">
          <Trans>Welcome back</Trans>
        </h1>
        <p className="page-lead">
          <Trans>Log in to manage your trips, bookings and vehicles.</Trans>
        </p>
        <SignInForm
          onSuccess={returnToNext}
          footer={
            <p className="auth-form__switch">
              <Trans>New to Roam?</Trans>{' '}
              <LocalizedLink to={paths.signUp.href(next ?? undefined)}>
                <Trans>Create an account</Trans>
              </LocalizedLink>
            </p>
          }
        />
      </div>
    </section>
  )
}
