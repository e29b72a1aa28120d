import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { LocalizedLink } from '../../../lib/locale-context'
import { usePageHead } from '../../../lib/page-head'
import { paths } from '../../../lib/paths'
import { formatMoney } from '../../../lib/format'
import { getConfig } from '../../../lib/runtime-config'
import { staffBookingQueryOptions } from '../api/get-staff-booking'
import { StaffCancelBooking } from '../components/staff-cancel-booking'
import { StaffReplayClock } from '../components/staff-replay-clock'

/** /staff/bookings/:id: one booking, its guest and owner, its status history, and the staff cancellation. */
export function StaffBookingPage() {
  const { t, i18n } = useLingui()
  const id = Number(useParams().id)
  const valid = Number.isInteger(id) && id > 0
  const booking = useQuery({ ...staffBookingQueryOptions(id), enabled: valid })
  usePageHead({ title: t`Booking ${id} · Staff · Roam` })
  if (booking.isError || !valid)
    return (
      <p role="alert">
        <Trans>This booking could not be loaded.</Trans>
      </p>
    )
  if (!booking.data)
    return (
      <p className="muted">
        <Trans>Loading the booking…</Trans>
      </p>
    )
  const data = booking.data
  const day = (value: string) => i18n.date(value, { dateStyle: 'medium', timeZone: 'UTC' })
  return (
    <section>
      <p>
        <LocalizedLink to={paths.staffBookings.href()}>
          <Trans>Back to bookings</Trans>
        </LocalizedLink>
      </p>
      <h1 className="page-title">
        <Trans>Booking {data.id}</Trans>
      </h1>
      <dl className="staff__facts">
        <dt>
          <Trans>State</Trans>
        </dt>
        <dd data-testid="staff-booking-state">{data.state}</dd>
        <dt>
          <Trans>Camper</Trans>
        </dt>
        <dd>
          <LocalizedLink to={paths.listing.href(data.camper_id)}>{data.camper_title}</LocalizedLink>
        </dd>
        <dt>
          <Trans>Guest</Trans>
        </dt>
        <dd>
          <LocalizedLink to={paths.staffUser.href(data.guest.id)}>{data.guest.email}</LocalizedLink>
        </dd>
        <dt>
          <Trans>Owner</Trans>
        </dt>
        <dd>
          <LocalizedLink to={paths.staffUser.href(data.owner.id)}>{data.owner.email}</LocalizedLink>
        </dd>
        <dt>
          <Trans>Dates</Trans>
        </dt>
        <dd>
          {day(data.date_from)} – {day(data.date_to)}
        </dd>
        <dt>
          <Trans>Price</Trans>
        </dt>
        <dd>{formatMoney(data.total_price, data.currency)}</dd>
        <dt>
          <Trans>Kind</Trans>
        </dt>
        <dd>{data.is_instant ? <Trans>instant booking</Trans> : <Trans>request</Trans>}</dd>
        <dt>
          <Trans>Created</Trans>
        </dt>
        <dd>{i18n.date(data.created_at, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
        <dt>
          <Trans>Next timer</Trans>
        </dt>
        <dd>
          {data.next_timer
            ? `${data.next_timer.event} · ${i18n.date(data.next_timer.at, { dateStyle: 'medium', timeStyle: 'short' })}`
            : '—'}
        </dd>
        {data.cancel_reason !== null && (
          <>
            <dt>
              <Trans>Cancel reason</Trans>
            </dt>
            <dd>{data.cancel_reason}</dd>
          </>
        )}
        {data.cancel_message !== null && (
          <>
            <dt>
              <Trans>Cancel message</Trans>
            </dt>
            <dd>{data.cancel_message}</dd>
          </>
        )}
      </dl>
      {data.can_cancel && <StaffCancelBooking bookingId={data.id} />}
      {data.next_timer && getConfig().replayClock && <StaffReplayClock bookingId={data.id} />}
      <p>
        <LocalizedLink to={paths.staffAudit.href({ target_type: 'booking', target_id: String(data.id) })}>
          <Trans>Staff actions on this booking</Trans>
        </LocalizedLink>
      </p>

      <h2>
        <Trans>History</Trans>
      </h2>
      {data.history.length === 0 ? (
        <p className="muted">
          <Trans>No status change recorded.</Trans>
        </p>
      ) : (
        <table className="staff__table">
          <thead>
            <tr>
              <th scope="col">
                <Trans>When</Trans>
              </th>
              <th scope="col">
                <Trans>Event</Trans>
              </th>
              <th scope="col">
                <Trans>From</Trans>
              </th>
              <th scope="col">
                <Trans>To</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.history.map((change) => (
              <tr key={`${change.at}-${change.event}-${change.to_state}`}>
                <td>{i18n.date(change.at, { dateStyle: 'medium', timeStyle: 'short' })}</td>
                <td>{change.event}</td>
                <td>{change.from_state ?? '—'}</td>
                <td>{change.to_state}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
