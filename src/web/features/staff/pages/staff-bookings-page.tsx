import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { FormEvent } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { BOOKING_STATUSES } from '../../../../domain/booking-status'
import { parseStaffBookingsQuery, staffSearch } from '../../../../domain/staff-queries'
import { LocalizedLink, useLocalizedPath } from '../../../lib/locale-context'
import { usePageHead } from '../../../lib/page-head'
import { paths } from '../../../lib/paths'
import { formatMoney } from '../../../lib/format'
import { staffBookingsQueryOptions } from '../api/search-staff-bookings'
import { StaffPager } from '../components/staff-pager'

/** /staff/bookings: find a booking by id or by its guest's or owner's email, optionally in one state; open it to cancel it. */
export function StaffBookingsPage() {
  const { t, i18n } = useLingui()
  usePageHead({ title: t`Bookings · Staff · Roam` })
  const [searchParams] = useSearchParams()
  const query = parseStaffBookingsQuery(searchParams)
  const navigate = useNavigate()
  const localize = useLocalizedPath()
  const bookings = useQuery({ ...staffBookingsQueryOptions(query), placeholderData: keepPreviousData })
  const href = (page: number) => paths.staffBookings.href(staffSearch({ q: query.q, state: query.state, page }))
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const q = String(form.get('q') ?? '').trim()
    void navigate(
      localize(paths.staffBookings.href(staffSearch({ q, state: String(form.get('state') ?? ''), page: 1 }))),
    )
  }
  return (
    <section>
      <h1 className="page-title">
        <Trans>Bookings</Trans>
      </h1>
      <form className="staff__search" role="search" onSubmit={submit} key={`${query.q}|${query.state ?? ''}`}>
        <label htmlFor="staff-booking-q" className="visually-hidden">
          <Trans>Booking id, guest or owner email</Trans>
        </label>
        <input
          id="staff-booking-q"
          name="q"
          type="search"
          defaultValue={query.q}
          placeholder={t`Booking id, guest or owner email`}
        />
        <label>
          <Trans>State</Trans>{' '}
          <select name="state" defaultValue={query.state ?? ''}>
            <option value="">
              <Trans>Any state</Trans>
            </option>
            {BOOKING_STATUSES.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button--primary">
          <Trans>Search</Trans>
        </button>
      </form>
      {bookings.isPending && (
        <p className="muted">
          <Trans>Loading bookings…</Trans>
        </p>
      )}
      {bookings.isError && (
        <p role="alert">
          <Trans>The bookings could not be loaded.</Trans>
        </p>
      )}
      {bookings.data?.count === 0 && (
        <p className="muted">
          <Trans>No booking matches this search.</Trans>
        </p>
      )}
      {bookings.data && bookings.data.count > 0 && (
        <table className="staff__table">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Id</Trans>
              </th>
              <th scope="col">
                <Trans>Camper</Trans>
              </th>
              <th scope="col">
                <Trans>Guest</Trans>
              </th>
              <th scope="col">
                <Trans>Owner</Trans>
              </th>
              <th scope="col">
                <Trans>Dates</Trans>
              </th>
              <th scope="col">
                <Trans>Price</Trans>
              </th>
              <th scope="col">
                <Trans>State</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {bookings.data.results.map((booking) => (
              <tr key={booking.id}>
                <td>
                  <LocalizedLink to={paths.staffBooking.href(booking.id)} aria-label={t`Booking ${booking.id}`}>
                    {booking.id}
                  </LocalizedLink>
                </td>
                <td>{booking.camper_title}</td>
                <td>{booking.guest.email}</td>
                <td>{booking.owner.email}</td>
                <td>
                  {i18n.date(booking.date_from, { dateStyle: 'medium', timeZone: 'UTC' })} –{' '}
                  {i18n.date(booking.date_to, { dateStyle: 'medium', timeZone: 'UTC' })}
                </td>
                <td>{formatMoney(booking.total_price, booking.currency)}</td>
                <td>{booking.state}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {bookings.data && <StaffPager count={bookings.data.count} page={query.page} href={href} />}
    </section>
  )
}
