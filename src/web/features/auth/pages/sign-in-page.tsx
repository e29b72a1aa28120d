import { Trans } from '@lingui/react/macro'
import { useNavigate, useSearchParams } from 'react-router'
import { safeNextPath } from '../../../../domain/safe-redirect'
import { LocalizedLink, useLocalizedPath } from '../../../app/locale-context'
import { paths } from '../../../app/paths'
import { SignInForm } from '../components/sign-in-form'

/** /sign-in: Roam's own sign-in page (the default sign-in address). */
export function SignInPage() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const localize = useLocalizedPath()
  const next = params.get('next')
  return (
    <section className="page page--narrow auth-page">
      <div className="card">
        <h1 className="page-title"><Trans>Welcome back</Trans></h1>
        <p className="page-lead"><Trans>Log in to manage your trips, bookings and vehicles.</Trans></p>
        <SignInForm
          onSuccess={() => void navigate(safeNextPath(next, localize(paths.home.href())), { replace: true })}
          footer={
            <p className="auth-form__switch">
              <Trans>New to Roam?</Trans>{' '}
              <LocalizedLink to={paths.signUp.href(next ?? undefined)}><Trans>Create an account</Trans></LocalizedLink>
            </p>
          }
        />
      </div>
    </section>
  )
}
