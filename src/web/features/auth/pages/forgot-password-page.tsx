import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useId, type FormEvent } from 'react'
import { LocalizedLink } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import { requestPasswordReset } from '../api/request-password-reset'
import { errorMessagesOf } from '../components/sign-in-form'
import '../components/auth-forms.css'
import { FormErrors } from '../components/form-errors'

/** /forgot-password: asks the address to email a link to; says the same whether or not an account uses it. */
export function ForgotPasswordPage() {
  const { t } = useLingui()
  const id = useId()
  const request = useMutation({ mutationFn: requestPasswordReset })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    request.mutate(String(new FormData(event.currentTarget).get('email') ?? '').trim())
  }
  const errors = errorMessagesOf(request.error, t`We could not send the email right now. Please try again.`)
  const messages = [...errors.general, ...Object.values(errors.fields).flat()]
  return (
    <section className="page page--narrow auth-page">
      <div className="card">
        <h1 className="page-title">
          <Trans>Forgot your password?</Trans>
        </h1>
        {request.isSuccess ? (
          <div className="auth-form__notice" role="status">
            <p>
              <Trans>
                If an account uses {request.variables}, we have sent it an email with a link to choose a new password.
                The link works once, for one hour.
              </Trans>
            </p>
            <p>
              <Trans>No email after a few minutes? Look in your spam folder, or check the address and try again.</Trans>
            </p>
            <p className="auth-form__switch">
              <button type="button" className="link-button" onClick={() => request.reset()}>
                <Trans>Use another address</Trans>
              </button>
            </p>
          </div>
        ) : (
          <>
            <p className="page-lead">
              <Trans>Enter the email address of your account: we will send you a link to choose a new password.</Trans>
            </p>
            <form
              className="auth-form"
              onSubmit={submit}
              aria-describedby={messages.length ? `${id}-error` : undefined}
            >
              <FormErrors messages={messages} id={`${id}-error`} />
              <div className="field">
                <label htmlFor={`${id}-email`}>
                  <Trans>Email address</Trans>
                </label>
                <input id={`${id}-email`} name="email" type="email" autoComplete="email" required />
              </div>
              <button className="button button--primary button--block" type="submit" disabled={request.isPending}>
                {request.isPending ? <Trans>Sending…</Trans> : <Trans>Send me a link</Trans>}
              </button>
            </form>
          </>
        )}
        <p className="auth-form__switch">
          <LocalizedLink to={paths.signIn.href()}>
            <Trans>Back to log in</Trans>
          </LocalizedLink>
        </p>
      </div>
    </section>
  )
}
