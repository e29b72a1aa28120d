import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { LocalizedLink } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import { usePageHead } from '../../../lib/page-head'
import { useBookingPurposeLabel } from '../../../lib/booking-purposes'
import { useOwnerCancelReasonLabel } from '../../../lib/owner-cancel-reasons'
import { ownerBookingQueryOptions } from '../api/get-owner-booking'
import type { OwnerBooking } from '../api/list-owner-bookings'
import { AcceptanceCountdown } from '../components/acceptance-countdown'
import { OwnerBookingActions } from '../components/owner-booking-actions'
import { OwnerBookingEarnings } from '../components/owner-booking-earnings'
import { OwnerBookingExtensions } from '../components/owner-booking-extension'
import { formatDateTime } from '../components/owner-booking-format'
import { useOwnerBookingId } from '../components/owner-booking-id'
import { useDisplayStateLabel } from '../components/owner-booking-labels'
import './owner-bookings.css'

/** /d/bookings/{id}: one booking of the owner's campers: guest, dates, earnings, deadline, actions and extensions. */
export function OwnerBookingPage() {
  const { t } = useLingui()
  const id = useOwnerBookingId()
  const booking = useQuery({ ...ownerBookingQueryOptions(id ?? 0), enabled: id !== null })
  const guest = booking.data?.guest.first_name
  usePageHead({ title: guest ? t`Booking of ${guest} · Roam` : t`Booking · Roam` })
  if (id === null || booking.isError) return <OwnerBookingNotFound />
  if (!booking.data)
    return (
      <section className="page">
        <p className="muted">
          <Trans>Loading the booking…</Trans>
        </p>
      </section>
    )
  return <OwnerBookingView booking={booking.data} />
}

function OwnerBookingView({ booking }: { booking: OwnerBooking }) {
  const stateLabel = useDisplayStateLabel()
  const reasonLabel = useOwnerCancelReasonLabel()
  const purposeLabel = useBookingPurposeLabel()
  const from = formatDateTime(booking.date_time_from)
  const to = formatDateTime(booking.date_time_to)
  const guest = booking.guest.first_name
  // The countdown is the owner's only while the request awaits their answer (then it is the guest's payment deadline).
  const deadline = booking.permissions.can_accept ? booking.owner_accept_expire_on : null
  return (
    <section className="page owner-booking">
      <LocalizedLink to={paths.bookings.href()} className="owner-booking__back">
        <Trans>← Bookings</Trans>
      </LocalizedLink>
      <div className="owner-booking__banner" role="status" data-testid="owner-booking-state">
        <strong>{stateLabel(booking.display_state)}</strong>
        {deadline && <AcceptanceCountdown deadline={deadline} />}
        {booking.display_state === 'DATES_TAKEN' && booking.permissions.can_refuse && (
          <p>
            <Trans>
              Another guest booked these dates: refuse this request so that {guest} can look for another camper.
            </Trans>
          </p>
        )}
        {booking.state === 'CANCELLED_OWNER' && booking.cancel_reason && (
          <p>
            <Trans>Your reason: {reasonLabel(booking.cancel_reason)}</Trans>
          </p>
        )}
      </div>
      <h1 className="page-title">
        <Trans>Booking of {guest}</Trans>
      </h1>
      <div className="owner-booking__layout">
        <div className="owner-booking__main">
          <section className="owner-booking-section card" aria-labelledby="owner-booking-details-title">
            <h2 id="owner-booking-details-title">
              <Trans>The trip</Trans>
            </h2>
            <dl className="owner-booking-details">
              <dt>
                <Trans>Guest</Trans>
              </dt>
              <dd>
                {guest} ·{' '}
                <LocalizedLink to={paths.chats.href(booking.id)}>
                  <Trans>Message {guest}</Trans>
                </LocalizedLink>
              </dd>
              <dt>
                <Trans>Departure</Trans>
              </dt>
              <dd>{from}</dd>
              <dt>
                <Trans>Return</Trans>
              </dt>
              <dd>{to}</dd>
              <dt>
                <Trans>Travellers</Trans>
              </dt>
              <dd>{booking.travelers}</dd>
              <dt>
                <Trans>Camper</Trans>
              </dt>
              <dd>
                <LocalizedLink to={paths.listing.href(booking.camper.id)}>{booking.camper.title}</LocalizedLink>,{' '}
                {booking.camper.city}
              </dd>
              {booking.purpose && (
                <>
                  <dt>
                    <Trans>Purpose of the trip</Trans>
                  </dt>
                  <dd>{purposeLabel(booking.purpose)}</dd>
                </>
              )}
              {booking.message && (
                <>
                  <dt>
                    <Trans>Message</Trans>
                  </dt>
                  <dd className="owner-booking__message">{booking.message}</dd>
                </>
              )}
            </dl>
          </section>
          <OwnerBookingEarnings bookingId={booking.id} />
          <OwnerBookingExtensions booking={booking} />
        </div>
        <aside className="owner-booking__aside card">
          <OwnerBookingActions booking={booking} />
        </aside>
      </div>
    </section>
  )
}

function OwnerBookingNotFound() {
  return (
    <section className="page page--narrow page--center">
      <h1 className="page-title">
        <Trans>This booking could not be found</Trans>
      </h1>
      <p className="muted">
        <Trans>It may not exist, or it is a booking of another owner's camper.</Trans>
      </p>
      <LocalizedLink className="button button--secondary" to={paths.bookings.href()}>
        <Trans>Back to the bookings</Trans>
      </LocalizedLink>
    </section>
  )
}
