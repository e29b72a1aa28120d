import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { LocalizedLink } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import { formatDate } from '../../../lib/format'
import { guestBookingQueryOptions } from '../../../api/get-guest-booking'
import { FunnelActor } from '../components/funnel-actor'
import { FunnelError } from '../components/funnel-error'
import { FunnelLayout } from '../components/funnel-layout'
import { useFunnel } from '../components/use-funnel'
import { refundPlanQueryOptions } from '../../../api/get-refund-plan'

/** Step success: the request is sent (regular) or the trip is booked and paid (instant, payment). */
export function SuccessPage() {
  const { t } = useLingui()
  const { family, bookingId } = useFunnel()
  const booking = useQuery(guestBookingQueryOptions(bookingId))
  const sent = family === 'request'
  // Spec 2 §4: the refund plan the synchronisation found once the payment shows (the machine's completed states), and its date.
  const planRefund = FunnelActor.useSelector((snapshot) =>
    snapshot.matches('completed') ? snapshot.context.planRefund : null,
  )
  const refund = useQuery({ ...refundPlanQueryOptions(bookingId), enabled: planRefund === 'ON_TIME' })
  const unconfirmed = FunnelActor.useSelector((snapshot) => snapshot.matches('synchronisationFailed'))
  const funnel = FunnelActor.useActorRef()
  if (unconfirmed) {
    return (
      <FunnelLayout title={t`We could not confirm your payment yet`}>
        <p role="alert">
          <Trans>
            If you paid, your payment is safe: nothing is charged twice. Check again in a moment, or see your trip.
          </Trans>
        </p>
        <p className="funnel-success__actions">
          <button type="button" className="button button--primary" onClick={() => funnel.send({ type: 'user.retry' })}>
            <Trans>Check again</Trans>
          </button>
          <LocalizedLink className="button button--secondary" to={paths.trip.href(bookingId)}>
            <Trans>See my trip</Trans>
          </LocalizedLink>
        </p>
      </FunnelLayout>
    )
  }
  return (
    <FunnelLayout title={sent ? t`Your request is sent` : t`Your trip is booked`}>
      {booking.data ? (
        <>
          <p role="status">
            {sent ? (
              <Trans>
                {booking.data.owner.first_name} will answer your request for {booking.data.camper.title} soon. We will
                email you when they do.
              </Trans>
            ) : (
              <Trans>{booking.data.camper.title} is yours for these dates. Have a great trip!</Trans>
            )}
          </p>
          {planRefund === 'TOO_LATE' && (
            <p>
              <Trans>Cancelling now is no longer fully refunded.</Trans>
            </p>
          )}
          {planRefund === 'ON_TIME' && refund.data && (
            <p>
              <Trans>Cancel until {formatDate(refund.data.on_time_until)} and everything you paid is refunded.</Trans>
            </p>
          )}
          <p>
            <LocalizedLink className="button button--primary" to={paths.trip.href(bookingId)}>
              <Trans>See my trip</Trans>
            </LocalizedLink>
          </p>
        </>
      ) : (
        <FunnelError error={booking.error} />
      )}
    </FunnelLayout>
  )
}
