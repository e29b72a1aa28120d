import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, type FormEvent, type ReactNode } from 'react'
import { formErrors } from '../../../../domain/form-errors'
import { signInWithPassword } from '../../../lib/api-client'
import { ApiClientError } from '../../../lib/api-client-error'
import { LocalizedLink } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import './auth-forms.css'
import { FormErrors } from './form-errors'

export function errorMessagesOf(error: unknown, fallback: string): ReturnType<typeof formErrors> {
  if (error instanceof ApiClientError)
    return formErrors(
      error.apiError.body,
      error.apiError.messages.length ? error.apiError.messages : [error.apiError.message || fallback],
    )
  return { fields: {}, general: error ? [fallback] : [] }
}

/** `onLeave`: the "Forgot password?" link goes to another page (the modal closes then). */
export function SignInForm({
  onSuccess,
  onLeave,
  footer,
}: {
  onSuccess: () => void
  onLeave?: () => void
  footer?: ReactNode
}) {
  const { t } = useLingui()
  const id = useId()
  const queryClient = useQueryClient()
  const signIn = useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) => signInWithPassword(email, password),
    onSuccess: async () => {
      await queryClient.invalidateQueries()
      onSuccess()
    },
  })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    signIn.mutate({ email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') })
  }
  const errors = errorMessagesOf(signIn.error, t`We could not sign you in. Please try again.`)
  const messages = [...errors.general, ...Object.values(errors.fields).flat()]
  return (
    <form
      className="auth-form"
      onSubmit={submit}
      noValidate={false}
      aria-describedby={messages.length ? `${id}-error` : undefined}
    >
      <FormErrors messages={messages} id={`${id}-error`} />
      <div className="field">
        <label htmlFor={`${id}-email`}>
          <Trans>Email address</Trans>
        </label>
        <input id={`${id}-email`} name="email" type="email" autoComplete="email" required />
      </div>
      <div className="field">
        <label htmlFor={`${id}-password`}>
          <Trans>Password</Trans>
        </label>
        <input id={`${id}-password`} name="password" type="password" autoComplete="current-password" required />
        <p className="auth-form__forgot">
          <LocalizedLink to={paths.forgotPassword.href()} onClick={onLeave}>
            <Trans>Forgot password?</Trans>
          </LocalizedLink>
        </p>
      </div>
      <button className="button button--primary button--block" type="submit" disabled={signIn.isPending}>
        {signIn.isPending ? <Trans>Signing in…</Trans> : <Trans>Log in</Trans>}
      </button>
      {footer}
    </form>
  )
}
