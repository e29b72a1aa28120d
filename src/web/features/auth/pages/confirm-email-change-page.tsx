import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'
import { meKey } from '../../../api/get-me'
import { useShellData } from '../../../chrome/use-shell-data'
import { LocalizedLink } from '../../../lib/locale-context'
import { usePageHead } from '../../../lib/page-head'
import { paths } from '../../../lib/paths'
import { confirmEmailChange, type EmailChangeLinkFailure } from '../api/confirm-email-change'
import '../components/auth-forms.css'

/**
 * /confirm-email-change?token=…: the link emailed to a new address. It confirms at once (once, even when React mounts
 * twice); a dead link or a taken address says so and leads to the account page, where a new link can be asked for.
 */
export function ConfirmEmailChangePage() {
  const { t } = useLingui()
  usePageHead({ title: t`Confirm your new email address · Roam` })
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const queryClient = useQueryClient()
  const { loggedIn } = useShellData()
  const confirm = useMutation<void, EmailChangeLinkFailure, string>({
    mutationFn: confirmEmailChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKey }),
  })
  const sent = useRef<string | null>(null)
  useEffect(() => {
    if (sent.current === token) return
    sent.current = token
    confirm.mutate(token)
  }, [confirm, token])

  const messages: Record<EmailChangeLinkFailure, string> = {
    used: t`This link has already been used: your address is changed. Sign in with your new address.`,
    cancelled: t`This change was cancelled, or a newer link replaced this one. Open the newest email, or ask again from your account.`,
    expired: t`This link has expired: links work for 48 hours. Ask for a new one from your account.`,
    invalid: t`This link is not valid. Check that you opened the whole address from the email, or ask again from your account.`,
    taken: t`Another account uses this address now, so yours keeps its current one. Cancel the change, or choose another address from your account.`,
    unknown: t`We could not change your address right now. Please try again.`,
  }

  let title: string
  let body: React.ReactNode = null
  const accountLink = (
    <LocalizedLink
      className="button button--primary button--block"
      to={loggedIn ? paths.accountEmail.href() : paths.login.href(paths.accountEmail.href())}
    >
      {loggedIn ? <Trans>Go to my account</Trans> : <Trans>Log in</Trans>}
    </LocalizedLink>
  )
  if (confirm.isSuccess) {
    title = t`Your email address is changed`
    body = (
      <>
        <p role="status">
          <Trans>From now on, sign in with your new address. We told your previous address of the change.</Trans>
        </p>
        {accountLink}
      </>
    )
  } else if (confirm.isError && confirm.error === 'unknown') {
    title = t`We could not change your address`
    body = (
      <>
        <p className="form-error" role="alert">
          {messages.unknown}
        </p>
        <button className="button button--primary button--block" type="button" onClick={() => confirm.mutate(token)}>
          <Trans>Try again</Trans>
        </button>
      </>
    )
  } else if (confirm.isError) {
    title = confirm.error === 'taken' ? t`This address is taken` : t`This link no longer works`
    body = (
      <>
        <p className="form-error" role="alert">
          {messages[confirm.error]}
        </p>
        {accountLink}
      </>
    )
  } else {
    title = t`Changing your email address…`
  }

  return (
    <section className="page page--narrow auth-page">
      <div className="card">
        <h1 className="page-title">{title}</h1>
        {body}
      </div>
    </section>
  )
}
