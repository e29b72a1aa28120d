import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useId, type FormEvent } from 'react'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../../domain/account-rules'
import { usePageHead } from '../../../lib/page-head'
import { changePassword } from '../api/change-password'
import { AccountBackLink } from '../components/account-back-link'
import { FieldError, FormAlert } from '../components/field-error'
import { formMessagesOf } from '../components/form-messages'
import './account.css'

/** /d/account/password: the current password, then the new one; other devices are signed out. */
export function PasswordPage() {
  const { t } = useLingui()
  usePageHead({ title: t`Change my password · Roam` })
  const id = useId()
  const change = useMutation({ mutationFn: changePassword })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    change.mutate(
      { old_password: String(data.get('old_password') ?? ''), new_password: String(data.get('new_password') ?? '') },
      { onSuccess: () => form.reset() },
    )
  }
  const errors = formMessagesOf(change.error, t`Your password could not be changed. Please try again.`)
  return (
    <section className="page page--narrow">
      <AccountBackLink />
      <h1 className="page-title">
        <Trans>Change my password</Trans>
      </h1>
      <form className="account-form card" onSubmit={submit} aria-label={t`Change my password`}>
        <FormAlert messages={errors.general} />
        {change.isSuccess && (
          <p className="account-notice account-notice--success" role="status">
            <Trans>Your password is changed. Your other devices have been signed out.</Trans>
          </p>
        )}
        <div className="field">
          <label htmlFor={`${id}-old`}>
            <Trans>Current password</Trans>
          </label>
          <input
            id={`${id}-old`}
            name="old_password"
            type="password"
            autoComplete="current-password"
            required
            aria-describedby={errors.fields.old_password ? `${id}-old-error` : undefined}
          />
          <FieldError id={`${id}-old-error`} messages={errors.fields.old_password} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-new`}>
            <Trans>New password</Trans>
          </label>
          <input
            id={`${id}-new`}
            name="new_password"
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            maxLength={PASSWORD_MAX_LENGTH}
            aria-describedby={`${id}-new-hint${errors.fields.new_password ? ` ${id}-new-error` : ''}`}
          />
          <p className="field__hint" id={`${id}-new-hint`}>
            <Trans>
              {PASSWORD_MIN_LENGTH} to {PASSWORD_MAX_LENGTH} characters, not only digits, and not a password known from
              data breaches.
            </Trans>
          </p>
          <FieldError id={`${id}-new-error`} messages={errors.fields.new_password} />
        </div>
        <button className="button button--primary" type="submit" disabled={change.isPending}>
          <Trans>Change my password</Trans>
        </button>
      </form>
    </section>
  )
}
