import { Trans, useLingui } from '@lingui/react/macro'
import { useMachine } from '@xstate/react'
import { useId, useMemo, type FormEvent } from 'react'
import { useSearchParams } from 'react-router'
import { fromPromise } from 'xstate'
import { passwordResetMachine, type PasswordResetFailure } from '../../../../../machines/password-reset.machine'
import { PASSWORD_MIN_LENGTH } from '../../../../domain/account-rules'
import { storeTokens } from '../../../lib/auth-tokens'
import { LocalizedLink, useLocalizedPath } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import { resetPassword } from '../api/reset-password'
import '../components/auth-forms.css'
import { FormErrors } from '../components/form-errors'

/**
 * /reset-password?token=…: the page of the emailed link. The new password twice; on success every other session has
 * ended and the new one is stored, and a full load opens the account (no answer of the old session stays cached).
 */
export function ResetPasswordPage() {
  const { t } = useLingui()
  const id = useId()
  const [params] = useSearchParams()
  const localize = useLocalizedPath()
  const token = params.get('token') ?? ''
  const machine = useMemo(
    () =>
      passwordResetMachine.provide({
        actors: {
          resetPassword: fromPromise<void, { token: string; password: string }>(async ({ input }) => {
            storeTokens(await resetPassword(input.token, input.password))
            window.location.assign(localize(paths.account.href()))
          }),
        },
      }),
    [localize],
  )
  const [state, send] = useMachine(machine, { input: { token } })
  const failure = state.context.failure

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    send({
      type: 'user.submit',
      password: String(form.get('password') ?? ''),
      confirmation: String(form.get('confirmation') ?? ''),
    })
  }

  const deadLinkMessages: Partial<Record<PasswordResetFailure['kind'], string>> = {
    link_used: t`This link has already been used, or a newer one replaced it. Ask for a new link if you still need one.`,
    link_expired: t`This link has expired: links work for one hour. Ask for a new one.`,
    link_invalid: t`This link is not valid. Check that you opened the whole address from the email, or ask for a new link.`,
  }

  if (!token || state.matches('linkDead')) {
    return (
      <section className="page page--narrow auth-page">
        <div className="card">
          <h1 className="page-title">
            <Trans>This link no longer works</Trans>
          </h1>
          <p className="form-error" role="alert">
            {(failure && deadLinkMessages[failure.kind]) ?? deadLinkMessages.link_invalid}
          </p>
          <LocalizedLink className="button button--primary button--block" to={paths.forgotPassword.href()}>
            <Trans>Ask for a new link</Trans>
          </LocalizedLink>
        </div>
      </section>
    )
  }

  const messages =
    failure?.kind === 'password'
      ? failure.messages
      : failure?.kind === 'mismatch'
        ? [t`The two passwords are not the same.`]
        : failure?.kind === 'unknown'
          ? [t`We could not change your password right now. Please try again.`]
          : []
  const busy = state.matches('submitting') || state.matches('done')
  return (
    <section className="page page--narrow auth-page">
      <div className="card">
        <h1 className="page-title">
          <Trans>Choose a new password</Trans>
        </h1>
        <p className="page-lead">
          <Trans>
            At least {PASSWORD_MIN_LENGTH} characters, not only digits, and not a common password. Every device signed
            in to your account will be signed out.
          </Trans>
        </p>
        <form className="auth-form" onSubmit={submit} aria-describedby={messages.length ? `${id}-error` : undefined}>
          <FormErrors messages={messages} id={`${id}-error`} />
          <div className="field">
            <label htmlFor={`${id}-password`}>
              <Trans>New password</Trans>
            </label>
            <input
              id={`${id}-password`}
              name="password"
              type="password"
              autoComplete="new-password"
              minLength={PASSWORD_MIN_LENGTH}
              required
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-confirmation`}>
              <Trans>New password again</Trans>
            </label>
            <input id={`${id}-confirmation`} name="confirmation" type="password" autoComplete="new-password" required />
          </div>
          <button className="button button--primary button--block" type="submit" disabled={busy}>
            {busy ? <Trans>Saving…</Trans> : <Trans>Save and log in</Trans>}
          </button>
        </form>
      </div>
    </section>
  )
}
