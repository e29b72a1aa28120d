import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useId, type FormEvent } from 'react'
import { storeTokens } from '../../../lib/auth-tokens'
import { useLocalizedPath } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import { keepStaffSession } from '../../../lib/staff-session'
import { logAs } from '../api/log-as'
import { errorMessagesOf } from '../components/sign-in-form'
import '../components/auth-forms.css'
import { FormErrors } from '../components/form-errors'

/** /login/log-as (staff only, guarded by the route loader): act as another user. */
export function LogAsPage() {
  const { t } = useLingui()
  const id = useId()
  const localize = useLocalizedPath()
  const mutation = useMutation({
    mutationFn: logAs,
    onSuccess: (tokens) => {
      keepStaffSession()
      storeTokens(tokens)
      // A full reload drops every cached answer of the staff user.
      window.location.assign(localize(paths.account.href()))
    },
  })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    mutation.mutate(Number(new FormData(event.currentTarget).get('user_id')))
  }
  const errors = errorMessagesOf(mutation.error, t`We could not log you in as this user.`)
  const messages = [...errors.general, ...Object.values(errors.fields).flat()]
  return (
    <section className="page page--narrow">
      <div className="card">
        <p className="eyebrow">
          <Trans>Staff</Trans>
        </p>
        <h1 className="page-title">
          <Trans>Log in as a user</Trans>
        </h1>
        <p className="page-lead">
          <Trans>You will browse Roam exactly as this user sees it until you log out.</Trans>
        </p>
        <form className="auth-form" onSubmit={submit}>
          <FormErrors messages={messages} />
          <div className="field">
            <label htmlFor={`${id}-user`}>
              <Trans>User id</Trans>
            </label>
            <input id={`${id}-user`} name="user_id" type="number" inputMode="numeric" min={1} step={1} required />
          </div>
          <button className="button button--primary button--block" type="submit" disabled={mutation.isPending}>
            <Trans>Log in as this user</Trans>
          </button>
        </form>
      </div>
    </section>
  )
}
