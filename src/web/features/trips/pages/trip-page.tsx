import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { isExtendableBookingStatus } from '../../../../domain/booking-extras'
import { isDraftStatus } from '../../../../domain/booking-rules'
import { LocalizedLink } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import { usePageHead } from '../../../lib/page-head'
import { formatDate } from '../../../lib/format'
import { useOwnerCancelReasonLabel } from '../../../lib/owner-cancel-reasons'
import { guestBookingQueryOptions } from '../../../api/get-guest-booking'
import type { Trip } from '../api/list-trips'
import { TripActions } from '../components/trip-actions'
import { TripBuybackSection } from '../components/trip-buyback'
import { TripExtensionSection } from '../components/trip-extension'
import { formatDateTime } from '../components/trip-format'
import { useTripId } from '../components/trip-id'
import { TripDocumentsSection, TripInsuranceSection } from '../components/trip-insurance'
import { useDisplayStateLabel, useSummaryStateLabel } from '../components/trip-labels'
import { TripNotFound } from '../components/trip-not-found'
import { TripPricesSection } from '../components/trip-prices'
import { TripReceiptsSection } from '../components/trip-receipts'
import './trips.css'

/** /d/trips/{id}: one trip, its state, dates, camper, owner, price, insurance, documents, extensions and actions. */
export function TripPage() {
  const { t } = useLingui()
  const id = useTripId()
  const trip = useQuery({ ...guestBookingQueryOptions(id ?? 0), enabled: id !== null })
  const title = trip.data?.camper.title
  usePageHead({ title: title ? t`Trip in ${title} · Roam` : t`My trip · Roam` })
  if (id === null || trip.isError) return <TripNotFound />
  if (!trip.data)
    return (
      <section className="page">
        <p className="muted">
          <Trans>Loading the trip…</Trans>
        </p>
      </section>
    )
  return <TripView trip={trip.data} />
}

function TripView({ trip }: { trip: Trip }) {
  const from = formatDateTime(trip.date_time_from)
  const to = formatDateTime(trip.date_time_to)
  const travelers = trip.travelers
  const ownerName = trip.owner.first_name
  const joined = formatDate(trip.owner.joined_on, { year: 'numeric', month: 'long' })
  const answerRate = trip.owner.answer_rate_as_owner
  const secondDriver = trip.upgrades.requests.second_driver
  return (
    <section className="page trip">
      <LocalizedLink to={paths.trips.href()} className="trip__back">
        <Trans>← My trips</Trans>
      </LocalizedLink>
      <StateBanner trip={trip} />
      <h1 className="page-title">{trip.camper.title}</h1>
      <div className="trip__layout">
        <div className="trip__main">
          <section className="trip-section card" aria-labelledby="trip-details-title">
            <h2 id="trip-details-title">
              <Trans>Your trip</Trans>
            </h2>
            <dl className="trip-details">
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
              <dd>{travelers}</dd>
              <dt>
                <Trans>Camper</Trans>
              </dt>
              <dd>
                <LocalizedLink to={paths.listing.href(trip.camper.id)}>{trip.camper.title}</LocalizedLink>,{' '}
                {trip.camper.city}
              </dd>
              <PickupDetails trip={trip} />
              <dt>
                <Trans>Owner</Trans>
              </dt>
              <dd>
                {ownerName}{' '}
                <span className="muted">
                  <Trans>on Roam since {joined}</Trans>
                </span>
                {answerRate !== null && (
                  <span className="muted">
                    {' '}
                    · <Trans>answers {answerRate}% of requests</Trans>
                  </span>
                )}
                {/* A draft is not sent yet: its conversation opens with the request. */}
                {!isDraftStatus(trip.state) && (
                  <>
                    {' '}
                    ·{' '}
                    <LocalizedLink to={paths.chats.href(trip.id)}>
                      <Trans>Message {ownerName}</Trans>
                    </LocalizedLink>
                  </>
                )}
              </dd>
            </dl>
          </section>
          <TripPricesSection tripId={trip.id} canPay={trip.permissions.can_pay} />
          <TripReceiptsSection tripId={trip.id} />
          <TripInsuranceSection trip={trip} />
          <TripDocumentsSection trip={trip} />
          {trip.permissions.can_create_extensions && isExtendableBookingStatus(trip.state) && (
            <TripExtensionSection trip={trip} />
          )}
          {trip.upgrades.permissions.can_buy_back || trip.upgrades.requests.buyback ? (
            <TripBuybackSection tripId={trip.id} />
          ) : null}
          {trip.upgrades.permissions.can_add_second_driver || secondDriver ? (
            <section className="trip-section card" aria-labelledby="trip-upgrades-title">
              <h2 id="trip-upgrades-title">
                <Trans>Second driver</Trans>
              </h2>
              <LocalizedLink to={paths.tripSecondDriver.href(trip.id)}>
                {secondDriver ? <Trans>See the second driver</Trans> : <Trans>Add a second driver</Trans>}
              </LocalizedLink>
            </section>
          ) : null}
        </div>
        <aside className="trip__aside card">
          <TripActions trip={trip} />
          {trip.state === 'DONE' && (
            <LocalizedLink className="button" to={paths.reviewTrip.href(trip.id)}>
              <Trans>Review this trip</Trans>
            </LocalizedLink>
          )}
          <LocalizedLink to={paths.tripRefund.href(trip.id)}>
            <Trans>Cancellation and refund</Trans>
          </LocalizedLink>
        </aside>
      </div>
    </section>
  )
}

/**
 * Where to pick the camper up and how to call its owner: the server sends both once the trip is paid, and nothing
 * before; until then the guest reads that they will come with the payment.
 */
function PickupDetails({ trip }: { trip: Trip }) {
  const address = trip.camper.pickup_address
  const phone = trip.owner.phone
  if (!address)
    return (
      <>
        <dt>
          <Trans>Pick-up</Trans>
        </dt>
        <dd className="muted" data-testid="trip-pickup">
          <Trans>
            In {trip.camper.city}: the exact address and the owner's phone number appear here once the trip is paid.
          </Trans>
        </dd>
      </>
    )
  return (
    <>
      <dt>
        <Trans>Pick-up address</Trans>
      </dt>
      <dd data-testid="trip-pickup">
        <address className="trip__address">
          {address.street && (
            <>
              {address.street}
              <br />
            </>
          )}
          {[address.zipcode, address.city].filter(Boolean).join(' ')}
        </address>
      </dd>
      {phone && (
        <>
          <dt>
            <Trans>Owner's phone</Trans>
          </dt>
          <dd>
            <a className="trip__phone" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
              {phone}
            </a>
          </dd>
        </>
      )}
    </>
  )
}

/** Spec 2 §4 summary state, in words the guest can act on. */
function StateBanner({ trip }: { trip: Trip }) {
  const summaryLabel = useSummaryStateLabel()
  const displayLabel = useDisplayStateLabel()
  const deadline = trip.owner_accept_expire_on
    ? formatDate(trip.owner_accept_expire_on, { dateStyle: 'medium', timeStyle: 'short' })
    : null
  return (
    <div
      className={`trip-banner trip-banner--${trip.summary_state.toLowerCase()}`}
      role="status"
      data-testid="trip-banner"
    >
      <strong>{summaryLabel(trip.summary_state)}</strong> · {displayLabel(trip.display_state)}
      {trip.summary_state === 'PENDING' &&
        deadline &&
        (trip.permissions.can_pay ? (
          <p>
            <Trans>Pay before {deadline} to keep the camper.</Trans>
          </p>
        ) : (
          <p>
            <Trans>The owner answers before {deadline}.</Trans>
          </p>
        ))}
      {trip.summary_state === 'WARNING' && (
        <p>
          <Trans>Something needs your attention: see the documents below.</Trans>
        </p>
      )}
      {trip.state === 'CANCELLED_OWNER' && <OwnerReason trip={trip} />}
      {trip.display_state === 'DATES_TAKEN' && (
        <p>
          <Trans>
            Another traveller booked these dates first: this booking can no longer be paid, and nothing was charged.
          </Trans>
        </p>
      )}
      {(trip.state === 'CANCELLED_OWNER' || trip.display_state === 'DATES_TAKEN') && (
        <LocalizedLink
          className="button button--primary trip-banner__action"
          to={paths.search.href({ date_from: trip.date_from, date_to: trip.date_to })}
        >
          <Trans>Find another camper for these dates</Trans>
        </LocalizedLink>
      )}
    </div>
  )
}

/** What the owner said when refusing or cancelling: the reason they picked, and their own words if any. */
function OwnerReason({ trip }: { trip: Trip }) {
  const reasonLabel = useOwnerCancelReasonLabel()
  const ownerName = trip.owner.first_name
  if (!trip.cancel_reason && !trip.cancel_message) return null
  return (
    <dl className="trip-banner__reason">
      {trip.cancel_reason && (
        <>
          <dt>
            <Trans>The reason {ownerName} gave</Trans>
          </dt>
          <dd>{reasonLabel(trip.cancel_reason)}</dd>
        </>
      )}
      {trip.cancel_message && (
        <>
          <dt>
            <Trans>{ownerName}'s message</Trans>
          </dt>
          <dd className="trip-banner__message">{trip.cancel_message}</dd>
        </>
      )}
    </dl>
  )
}
