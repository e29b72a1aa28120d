import { Trans } from '@lingui/react/macro'
import { LocalizedLink } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import { formatDate } from '../../../lib/format'
import type { Trip } from '../api/list-trips'
import { formatAmount } from './trip-format'
import { useDisplayStateLabel } from './trip-labels'

/** One trip of the list: camper, dates, state and price, linking to the trip page. */
export function TripCard({ trip }: { trip: Trip }) {
  const displayState = useDisplayStateLabel()
  const from = formatDate(trip.date_from)
  const to = formatDate(trip.date_to)
  return (
    <li className={`trip-card card trip-card--${trip.summary_state.toLowerCase()}`}>
      <LocalizedLink to={paths.trip.href(trip.id)} className="trip-card__link">
        {trip.camper.photo ? (
          <img className="trip-card__photo" src={trip.camper.photo} alt="" />
        ) : (
          <span className="trip-card__photo trip-card__photo--empty" aria-hidden="true" />
        )}
        <span className="trip-card__body">
          <span className="trip-card__title">{trip.camper.title}</span>
          <span className="muted">{trip.camper.city}</span>
          <span>
            <Trans>
              {from} to {to}
            </Trans>
          </span>
          <span className="trip-card__state">{displayState(trip.display_state)}</span>
        </span>
        <span className="trip-card__price">{formatAmount(trip.price, trip.currency)}</span>
      </LocalizedLink>
    </li>
  )
}
