import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { EmailResendFailure } from '../../../machines/email-verification.machine'
import { meKey } from '../api/get-me'
import { resendVerificationEmail } from '../api/resend-verification-email'
import './email-verification-notice.css'

/** What the unverified user was about to do: the notice says why it waits for a confirmed address. */
export type VerificationGate = 'request' | 'listing'

/**
 * Shown where an unverified account is stopped (sending a booking request, submitting a listing): why, and a button
 * for a new email. The server has the last word (403 email_not_verified); this only explains it ahead.
 */
export function EmailVerificationNotice({ gate, email }: { gate: VerificationGate; email?: string }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const resend = useMutation({
    mutationFn: resendVerificationEmail,
    onError: (failure: EmailResendFailure) => {
      if (failure.kind === 'already_verified') void queryClient.invalidateQueries({ queryKey: meKey })
    },
  })
  const failure = resend.error as EmailResendFailure | null
  const failureText: Record<EmailResendFailure['kind'], string> = {
    rate_limited: t`You have asked for several emails already. Look for them in your mailbox, or try again in an hour.`,
    already_verified: t`Your email address is already confirmed: you can go on.`,
    unknown: t`We could not send the email right now. Please try again.`,
  }
  return (
    <div className="email-verification-notice" role="alert">
      <p>
        <strong>
          <Trans>Confirm your email address first</Trans>
        </strong>
      </p>
      <p>
        {gate === 'request' ? (
          <Trans>
            Before your request goes to the owner, open the link we emailed you when you signed up, so the owner can
            reach you.
          </Trans>
        ) : (
          <Trans>
            Before your listing goes to our team for review, open the link we emailed you when you signed up, so guests
            and our team can reach you.
          </Trans>
        )}
      </p>
      {resend.isSuccess ? (
        <p role="status">
          {email ? (
            <Trans>A new email is on its way to {email}. Open its link, then come back here.</Trans>
          ) : (
            <Trans>A new email is on its way. Open its link, then come back here.</Trans>
          )}
        </p>
      ) : (
        <>
          {failure ? <p>{failureText[failure.kind]}</p> : null}
          <button
            type="button"
            className="button button--secondary"
            disabled={resend.isPending}
            onClick={() => resend.mutate()}
          >
            <Trans>Resend the email</Trans>
          </button>
        </>
      )}
    </div>
  )
}
