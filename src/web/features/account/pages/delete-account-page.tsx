import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useNavigate } from 'react-router'
import { useLocalizedPath } from '../../../lib/locale-context'
import { usePageHead } from '../../../lib/page-head'
import { paths } from '../../../lib/paths'
import { signOut } from '../../../lib/api-client'
import { deleteMe } from '../api/delete-me'
import { AccountBackLink } from '../components/account-back-link'
import { FormAlert } from '../components/field-error'
import { formMessagesOf } from '../components/form-messages'
import './account.css'

/** /d/account/profile/delete: deletion after an explicit confirmation, then the user is signed out. */
export function DeleteAccountPage() {
  const { t } = useLingui()
  usePageHead({ title: t`Delete my account · Roam` })
  const id = useId()
  const navigate = useNavigate()
  const localize = useLocalizedPath()
  const queryClient = useQueryClient()
  const [confirmed, setConfirmed] = useState(false)
  const remove = useMutation({
    mutationFn: deleteMe,
    onSuccess: async () => {
      // The server already ended every session: signing out only forgets the tokens here, whatever it answers.
      await signOut().catch(() => undefined)
      queryClient.clear()
      navigate(localize(paths.home.href()), { replace: true })
    },
  })
  const errors = formMessagesOf(remove.error, t`Your account could not be deleted. Please try again.`)
  return (
    <section className="page page--narrow">
      <AccountBackLink />
      <h1 className="page-title">
        <Trans>Delete my account</Trans>
      </h1>
      <div className="card account-danger account-form">
        <p>
          <Trans>
            Your name, email address, phone number, date of birth, picture and professional details will be erased, and
            you will be signed out everywhere. You will not be able to sign in again.
          </Trans>
        </p>
        <p>
          <Trans>
            Your past bookings and payments are kept, without your name, for the other party and for the accounts.
          </Trans>
        </p>
        <FormAlert messages={[...errors.general, ...Object.values(errors.fields).flat()]} />
        <label htmlFor={`${id}-confirm`}>
          <input
            id={`${id}-confirm`}
            type="checkbox"
            checked={confirmed}
            onChange={(event) => setConfirmed(event.currentTarget.checked)}
          />{' '}
          <Trans>I understand that this cannot be undone.</Trans>
        </label>
        <button
          className="button button--danger"
          type="button"
          disabled={!confirmed || remove.isPending}
          onClick={() => remove.mutate()}
        >
          <Trans>Delete my account for good</Trans>
        </button>
      </div>
    </section>
  )
}
