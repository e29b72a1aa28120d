import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { LocalizedLink } from '../../../app/locale-context'
import { paths } from '../../../app/paths'
import { bookingQueryOptions } from '../api/get-booking'
import { FunnelError } from '../components/funnel-error'
import { FunnelLayout } from '../components/funnel-layout'
import { useFunnel } from '../components/use-funnel'

/** Step success: the request is sent (regular) or the trip is booked and paid (instant, payment). */
export function SuccessPage() {
  const { t } = useLingui()
  const { family, bookingId } = useFunnel()
  const booking = useQuery(bookingQueryOptions(bookingId))
  const sent = family === 'request'
  return (
    <FunnelLayout title={sent ? t`Your request is sent` : t`Your trip is booked`}>
      {booking.data ? (
        <>
          <p role="status">
            {sent
              ? <Trans>{booking.data.owner.first_name} will answer your request for {booking.data.camper.title} soon. We will email you when they do.</Trans>
              : <Trans>{booking.data.camper.title} is yours for these dates. Have a great trip!</Trans>}
          </p>
          <p><LocalizedLink className="button button--primary" to={paths.trip.href(bookingId)}><Trans>See my trip</Trans></LocalizedLink></p>
        </>
      ) : <FunnelError error={booking.error} />}
    </FunnelLayout>
  )
}
