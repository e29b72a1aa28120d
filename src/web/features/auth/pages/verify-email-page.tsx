import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useMachine } from '@xstate/react'
import { useMemo } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { fromPromise } from 'xstate'
import {
  emailVerificationMachine,
  type EmailResendFailure,
  type EmailVerificationFailure,
} from '../../../../../machines/email-verification.machine'
import { meKey } from '../../../api/get-me'
import { resendVerificationEmail } from '../../../api/resend-verification-email'
import { useShellData } from '../../../chrome/use-shell-data'
import { LocalizedLink } from '../../../lib/locale-context'
import { usePageHead } from '../../../lib/page-head'
import { paths } from '../../../lib/paths'
import { verifyEmail } from '../api/verify-email'
import '../components/auth-forms.css'

/**
 * /verify-email?token=…: the page of the emailed link. It confirms the address at once; a dead link says why and,
 * to a signed-in user, offers a new email (a signed-out one signs in first and comes back here).
 */
export function VerifyEmailPage() {
  const { t } = useLingui()
  const [params] = useSearchParams()

  const location = useLocation()
  const queryClient = useQueryClient()
  const { loggedIn, me } = useShellData()
  const email = me?.email
  usePageHead({ title: t`Confirm your email address · Roam` })
  const token = params.get('token') ?? ''
  const machine = useMemo(
    () =>
      emailVerificationMachine.provide({
        actors: {
          verifyEmail: fromPromise<void, { token: string }>(async ({ input }) => {
            await verifyEmail(input.token)
            await queryClient.invalidateQueries({ queryKey: meKey })
          }),
          resendEmail: fromPromise<void, void>(() => resendVerificationEmail()),
        },
      }),
    [queryClient],
  )
  const [state, send] = useMachine(machine, { input: { token } })
  const { failure, resendFailure } = state.context

  const deadLinkMessages: Record<EmailVerificationFailure['kind'], string> = {
    link_used: t`This link has already been used, or a newer one replaced it. If your address is not confirmed yet, ask for a new email.`,
    link_expired: t`This link has expired: links work for 48 hours. Ask for a new email.`,
    link_invalid: t`This link is not valid. Check that you opened the whole address from the email, or ask for a new one.`,
    unknown: t`We could not confirm your address right now. Please try again.`,
  }
  const resendMessages: Record<EmailResendFailure['kind'], string> = {
    rate_limited: t`You have asked for several emails already. Look for them in your mailbox, or try again in an hour.`,
    already_verified: t`Your email address is already confirmed: you can go on.`,
    unknown: t`We could not send the email right now. Please try again.`,
  }

  let title: string
  let body: React.ReactNode
  if (state.matches('verified')) {
    title = t`Your email address is confirmed`
    body = (
      <>
        <p role="status">
          <Trans>Thank you. You can now send booking requests and submit your listings for review.</Trans>
        </p>
        <LocalizedLink
          className="button button--primary button--block"
          to={loggedIn ? paths.account.href() : paths.signIn.href()}
        >
          {loggedIn ? <Trans>Go to my account</Trans> : <Trans>Log in</Trans>}
        </LocalizedLink>
      </>
    )
  } else if (state.matches('resent')) {
    title = t`Check your mailbox`
    body = (
      <p role="status">
        {email ? (
          <Trans>A new email is on its way to {email}. Open its link, then come back here.</Trans>
        ) : (
          <Trans>A new email is on its way. Open its link, then come back here.</Trans>
        )}
      </p>
    )
  } else if (state.matches('failed')) {
    title = t`We could not confirm your address`
    body = (
      <>
        <p className="form-error" role="alert">
          {deadLinkMessages.unknown}
        </p>
        <button
          className="button button--primary button--block"
          type="button"
          onClick={() => send({ type: 'user.retry' })}
        >
          <Trans>Try again</Trans>
        </button>
      </>
    )
  } else if (state.matches('linkDead') || state.matches('resending')) {
    title = t`This link no longer works`
    body = (
      <>
        <p className="form-error" role="alert">
          {deadLinkMessages[failure?.kind ?? 'link_invalid']}
        </p>
        {resendFailure ? <p className="form-error">{resendMessages[resendFailure.kind]}</p> : null}
        {loggedIn ? (
          <button
            className="button button--primary button--block"
            type="button"
            disabled={state.matches('resending')}
            onClick={() => send({ type: 'user.resend' })}
          >
            {state.matches('resending') ? <Trans>Sending…</Trans> : <Trans>Resend the email</Trans>}
          </button>
        ) : (
          <LocalizedLink
            className="button button--primary button--block"
            to={paths.login.href(location.pathname + location.search)}
          >
            <Trans>Log in to get a new email</Trans>
          </LocalizedLink>
        )}
      </>
    )
  } else {
    title = t`Confirming your email address…`
    body = null
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
