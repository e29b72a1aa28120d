import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId, type FormEvent } from 'react'
import { guestBookingQueryOptions } from '../../../api/get-guest-booking'
import { useShellData } from '../../../chrome/use-shell-data'
import { EmailVerificationNotice } from '../../../components/email-verification-notice'
import { FunnelError } from '../components/funnel-error'
import { FunnelLayout } from '../components/funnel-layout'
import { useFunnel } from '../components/use-funnel'

/** Step message-owner: the guest introduces the trip, and the request goes to the owner. */
export function MessageOwnerPage() {
  const { t } = useLingui()
  const id = useId()
  const { bookingId, saving, failure, next } = useFunnel()
  const booking = useQuery(guestBookingQueryOptions(bookingId))
  const { me } = useShellData()
  // Said before the guest writes, not only when the server refuses the request.
  const unverified = me?.email_verified === false
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    next({ message: String(new FormData(event.currentTarget).get('message') ?? '').trim() })
  }
  const owner = booking.data?.owner.first_name ?? ''
  return (
    <FunnelLayout title={t`Message to the owner`}>
      {booking.data ? (
        <form onSubmit={submit}>
          <div className="field">
            <label htmlFor={`${id}-message`}>
              <Trans>Introduce yourself and your trip to {owner}</Trans>
            </label>
            <textarea
              id={`${id}-message`}
              name="message"
              rows={6}
              maxLength={2000}
              required
              defaultValue={booking.data.message}
            />
          </div>
          <p className="muted">
            <Trans>{owner} has a few days to accept your request. You pay once it is accepted.</Trans>
          </p>
          {unverified ? <EmailVerificationNotice gate="request" email={me.email} /> : null}
          <FunnelError failure={unverified && failure?.kind === 'email_not_verified' ? null : failure} />
          <button className="button button--primary" type="submit" disabled={saving}>
            <Trans>Send my request</Trans>
          </button>
        </form>
      ) : (
        <FunnelError error={booking.error} />
      )}
    </FunnelLayout>
  )
}
