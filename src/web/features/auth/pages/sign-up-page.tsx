import { Trans } from '@lingui/react/macro'
import { LocalizedLink } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import { SignUpForm } from '../components/sign-up-form'
import { useReturnToNext } from '../components/use-return-to-next'

/** /signup: create an account, then signed in and sent to next. */
export function SignUpPage() {
  const { next, returnToNext } = useReturnToNext()
  return (
    <section className="page page--narrow auth-page">
      <div className="card">
        <h1 className="page-title">
          <Trans>Create your account</Trans>
        </h1>
        <p className="page-lead">
          <Trans>Join thousands of travellers and owners sharing the open road.</Trans>
        </p>
        <SignUpForm
          onSuccess={returnToNext}
          footer={
            <p className="auth-form__switch">
              <Trans>Already have an account?</Trans>{' '}
              <LocalizedLink to={paths.login.href(next ?? undefined)}>
                <Trans>Log in</Trans>
              </LocalizedLink>
            </p>
          }
        />
      </div>
    </section>
  )
}
