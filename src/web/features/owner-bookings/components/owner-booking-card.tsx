import { Plural, Trans } from '@lingui/react/macro'
import { LocalizedLink } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import { formatDate } from '../../../lib/format'
import type { OwnerBooking } from '../api/list-owner-bookings'
import { useDisplayStateLabel } from './owner-booking-labels'

/** One booking of the list: camper, guest, dates, state and earnings, linking to the booking page. */
export function OwnerBookingCard({ booking }: { booking: OwnerBooking }) {
  const displayState = useDisplayStateLabel()
  const from = formatDate(booking.date_from)
  const to = formatDate(booking.date_to)
  const guest = booking.guest.first_name
  const travelers = booking.travelers
  return (
    <li className="owner-booking-card card" data-testid="owner-booking-card">
      <LocalizedLink to={paths.ownerBooking.href(booking.id)} className="owner-booking-card__link">
        {booking.camper.photo ? (
          <img className="owner-booking-card__photo" src={booking.camper.photo} alt="" />
        ) : (
          <span className="owner-booking-card__photo" aria-hidden="true" />
        )}
        <span className="owner-booking-card__body">
          <span className="owner-booking-card__title">{booking.camper.title}</span>
          <span>
            <Trans>
              {guest}, from {from} to {to}
            </Trans>
          </span>
          <span className="owner-booking-card__state">{displayState(booking.display_state)}</span>
        </span>
        {/* No amount here: the list's total_earnings is not yet the earnings the booking page shows (see the owner prices call). */}
        <span className="owner-booking-card__travelers">
          <Plural value={travelers} one="# traveller" other="# travellers" />
        </span>
      </LocalizedLink>
    </li>
  )
}
