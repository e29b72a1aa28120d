import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, type FormEvent } from 'react'
import { meQueryOptions } from '../../../api/get-me'
import { formatDate } from '../../../lib/format'
import { usePageHead } from '../../../lib/page-head'
import { cancelEmailChange } from '../api/cancel-email-change'
import { emailChangeKey, emailChangeQueryOptions } from '../api/get-email-change'
import { requestEmailChange } from '../api/request-email-change'
import { resendEmailChange } from '../api/resend-email-change'
import { AccountBackLink } from '../components/account-back-link'
import { FieldError, FormAlert } from '../components/field-error'
import { formMessagesOf } from '../components/form-messages'
import './account.css'

/**
 * /d/account/email: the address the account signs in with, and a change to it. The address changes only once the link
 * emailed to the new one is opened; until then the page shows the pending address, resends its link or cancels it.
 */
export function EmailPage() {
  const { t } = useLingui()
  usePageHead({ title: t`Change my email address · Roam` })
  const id = useId()
  const queryClient = useQueryClient()
  const me = useQuery(meQueryOptions())
  const change = useQuery(emailChangeQueryOptions())
  const refresh = () => queryClient.invalidateQueries({ queryKey: emailChangeKey })
  const request = useMutation({ mutationFn: requestEmailChange, onSuccess: refresh })
  const resend = useMutation({ mutationFn: resendEmailChange, onSuccess: refresh })
  const cancel = useMutation({ mutationFn: cancelEmailChange, onSuccess: refresh })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    resend.reset()
    cancel.reset()
    request.mutate(
      { new_email: String(data.get('new_email') ?? '').trim(), password: String(data.get('password') ?? '') },
      { onSuccess: () => form.reset() },
    )
  }
  const errors = formMessagesOf(request.error, t`Your request could not be sent. Please try again.`)
  const pendingActionErrors = formMessagesOf(
    resend.error ?? cancel.error,
    t`That did not work. Please try again in a moment.`,
  ).general
  const pending = change.data?.pending ?? null
  const current = me.data?.email ?? ''
  const sentTo = request.isSuccess ? request.data?.new_email : undefined

  return (
    <section className="page page--narrow">
      <AccountBackLink />
      <h1 className="page-title">
        <Trans>Change my email address</Trans>
      </h1>
      {current && (
        <p className="account-address">
          <Trans>
            You sign in with <strong>{current}</strong>, and Roam writes to it.
          </Trans>
        </p>
      )}
      {pending && (
        <div className="account-notice account-address" role="status" aria-label={t`Change waiting for confirmation`}>
          <p>
            <Trans>
              Waiting for confirmation: we sent a link to <strong>{pending.new_email}</strong>. Your address changes
              when you open it, before {formatDate(pending.expires_at, { dateStyle: 'medium', timeStyle: 'short' })}.
            </Trans>
          </p>
          <FormAlert messages={pendingActionErrors} />
          {resend.isSuccess && (
            <p>
              <Trans>A new link is on its way. The earlier one no longer works.</Trans>
            </p>
          )}
          <div className="account-actions">
            <button
              className="button"
              type="button"
              disabled={resend.isPending}
              onClick={() => {
                cancel.reset()
                resend.mutate()
              }}
            >
              <Trans>Resend the link</Trans>
            </button>
            <button
              className="button"
              type="button"
              disabled={cancel.isPending}
              onClick={() => {
                resend.reset()
                request.reset()
                cancel.mutate()
              }}
            >
              <Trans>Cancel the change</Trans>
            </button>
          </div>
        </div>
      )}
      {cancel.isSuccess && !pending && (
        <p className="account-notice account-notice--success account-address" role="status">
          <Trans>The change is cancelled: you keep {current}.</Trans>
        </p>
      )}
      <form className="account-form card" onSubmit={submit} aria-label={t`Change my email address`}>
        <FormAlert messages={errors.general} />
        {sentTo && (
          <p className="account-notice account-notice--success account-address" role="status">
            <Trans>
              Check your mailbox at {sentTo} and open the link to finish. We let {current} know too.
            </Trans>
          </p>
        )}
        <div className="field">
          <label htmlFor={`${id}-email`}>
            <Trans>New email address</Trans>
          </label>
          <input
            id={`${id}-email`}
            name="new_email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            aria-invalid={errors.fields.new_email ? true : undefined}
            aria-describedby={errors.fields.new_email ? `${id}-email-error` : undefined}
          />
          <FieldError id={`${id}-email-error`} messages={errors.fields.new_email} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-password`}>
            <Trans>Current password</Trans>
          </label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={errors.fields.password ? true : undefined}
            aria-describedby={`${id}-password-hint${errors.fields.password ? ` ${id}-password-error` : ''}`}
          />
          <p className="field__hint" id={`${id}-password-hint`}>
            <Trans>We ask for it to be sure it is you.</Trans>
          </p>
          <FieldError id={`${id}-password-error`} messages={errors.fields.password} />
        </div>
        <button className="button button--primary" type="submit" disabled={request.isPending}>
          <Trans>Send the confirmation link</Trans>
        </button>
      </form>
    </section>
  )
}
