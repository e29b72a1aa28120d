import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, type FormEvent, type ReactNode } from 'react'
import { signInWithPassword } from '../../../lib/api-client'
import { useLocale } from '../../../lib/locale-context'
import { browserTimeZone } from '../../../lib/time-zone'
import { registerUser, type RegistrationInput } from '../api/register-user'
import { errorMessagesOf } from './sign-in-form'
import './auth-forms.css'
import { FormErrors } from './form-errors'

type FieldName = 'first_name' | 'last_name' | 'email' | 'password'

export function SignUpForm({ onSuccess, footer }: { onSuccess: () => void; footer?: ReactNode }) {
  const { t } = useLingui()
  const id = useId()
  const { locale } = useLocale()
  const queryClient = useQueryClient()
  const signUp = useMutation({
    mutationFn: async (input: RegistrationInput) => {
      await registerUser(input)
      await signInWithPassword(input.email, input.password)
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries()
      onSuccess()
    },
  })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const value = (name: FieldName) => String(form.get(name) ?? '').trim()
    signUp.mutate({
      first_name: value('first_name'),
      last_name: value('last_name'),
      email: value('email'),
      password: String(form.get('password') ?? ''),
      locale,
      time_zone: browserTimeZone(),
    })
  }
  const errors = errorMessagesOf(signUp.error, t`We could not create your account. Please try again.`)
  const known: FieldName[] = ['first_name', 'last_name', 'email', 'password']
  const general = [
    ...errors.general,
    ...Object.entries(errors.fields)
      .filter(([name]) => !known.includes(name as FieldName))
      .flatMap(([, messages]) => messages),
  ]
  const field = (name: FieldName, label: ReactNode, type: string, autoComplete: string) => {
    const messages = errors.fields[name] ?? []
    const errorId = `${id}-${name}-error`
    return (
      <div className={`field${messages.length ? ' field--invalid' : ''}`}>
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          name={name}
          type={type}
          autoComplete={autoComplete}
          required
          aria-invalid={messages.length > 0 || undefined}
          aria-describedby={messages.length ? errorId : undefined}
        />
        {messages.length > 0 && (
          <p className="field__error" id={errorId}>
            {messages.join(' ')}
          </p>
        )}
      </div>
    )
  }
  return (
    <form className="auth-form" onSubmit={submit}>
      <FormErrors messages={general} />
      <div className="field-row">
        {field('first_name', <Trans>First name</Trans>, 'text', 'given-name')}
        {field('last_name', <Trans>Last name</Trans>, 'text', 'family-name')}
      </div>
      {field('email', <Trans>Email address</Trans>, 'email', 'email')}
      {field('password', <Trans>Password</Trans>, 'password', 'new-password')}
      <button className="button button--primary button--block" type="submit" disabled={signUp.isPending}>
        {signUp.isPending ? <Trans>Creating your account…</Trans> : <Trans>Create my account</Trans>}
      </button>
      {footer}
    </form>
  )
}
