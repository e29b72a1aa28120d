import { Trans } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { Modal } from '../../../chrome/modal'
import { useLocalizedPath } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import { keepStaffSession } from '../../../lib/staff-session'
import { storeTokens } from '../../../lib/auth-tokens'
import { logInAsUser } from '../api/log-in-as-user'
import { StaffActionError } from './staff-action-error'

/** "Log in as": after a confirmation, the staff session is replaced by one as the user (recorded in the audit log). */
export function LogInAsButton({ user }: { user: { id: number; email: string } }) {
  const [open, setOpen] = useState(false)
  const localize = useLocalizedPath()
  const mutation = useMutation({
    mutationFn: () => logInAsUser(user.id),
    onSuccess: (tokens) => {
      keepStaffSession()
      storeTokens(tokens)
      // A full reload drops every cached answer of the staff user.
      window.location.assign(localize(paths.account.href()))
    },
  })
  const email = user.email
  return (
    <>
      <button type="button" className="button button--secondary button--small" onClick={() => setOpen(true)}>
        <Trans>Log in as</Trans>
      </button>
      <Modal
        open={open}
        onOpenChange={(next) => {
          mutation.reset()
          setOpen(next)
        }}
        size="small"
        title={<Trans>Log in as {email}?</Trans>}
        description={
          <Trans>
            You will browse Roam exactly as this user sees it until you log out. This is recorded in the audit log.
          </Trans>
        }
      >
        <StaffActionError error={mutation.error} />
        <div className="modal__actions">
          <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
            <Trans>Cancel</Trans>
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => mutation.mutate()}
            disabled={mutation.isPending}
          >
            <Trans>Log in as this user</Trans>
          </button>
        </div>
      </Modal>
    </>
  )
}
