import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { META_STATE_FILTERS, type MetaStateFilter } from '../../../../domain/booking-rules'
import { BOOKING_STATUSES } from '../../../../domain/booking-status'
import {
  effectiveStateFilter,
  EVERY_STATE,
  ownerBookingListSearch,
  parseOwnerBookingListQuery,
  type OwnerBookingListQuery,
} from '../../../../domain/owner-booking-list-query'
import { pageCount } from '../../../../domain/trip-list-query'
import { LocalizedLink } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import { usePageHead } from '../../../lib/page-head'
import { ownerBookingOptionsQueryOptions } from '../api/get-owner-booking-options'
import { OWNER_BOOKINGS_PAGE_SIZE, ownerBookingsQueryOptions } from '../api/list-owner-bookings'
import { OwnerBookingCard } from '../components/owner-booking-card'
import { useDisplayStateLabel, useMetaStateLabel } from '../components/owner-booking-labels'
import './owner-bookings.css'

/** /d/bookings: the bookings of the owner's campers by meta state (the loader chose the opening one), a page at a time. */
export function OwnerBookingsPage() {
  const { t } = useLingui()
  usePageHead({ title: t`Bookings · Roam` })
  const [searchParams] = useSearchParams()
  const query = parseOwnerBookingListQuery(searchParams)
  const metaState: MetaStateFilter = query.metaState ?? 'TO_DO'
  const options = useQuery(ownerBookingOptionsQueryOptions())
  const bookings = useQuery({
    ...ownerBookingsQueryOptions({ metaState, state: effectiveStateFilter(query), page: query.page, year: query.year }),
    placeholderData: keepPreviousData,
  })
  const metaLabel = useMetaStateLabel()
  const counts = new Map(options.data?.meta_states.map((entry) => [entry.value, entry.count]))
  const href = (change: Partial<OwnerBookingListQuery>) =>
    paths.bookings.href(ownerBookingListSearch({ ...query, page: 1, ...change }))
  const pages = bookings.data ? pageCount(bookings.data.count, OWNER_BOOKINGS_PAGE_SIZE) : 1
  return (
    <section className="page owner-bookings">
      <p className="eyebrow">
        <Trans>Dashboard</Trans>
      </p>
      <h1 className="page-title">
        <Trans>Bookings</Trans>
      </h1>
      <div className="owner-bookings__filters">
        <nav className="owner-bookings__tabs" aria-label={t`Booking filters`}>
          {META_STATE_FILTERS.map((value) => (
            <LocalizedLink
              key={value}
              to={href({ metaState: value, state: null })}
              className={`owner-bookings__tab${metaState === value ? ' owner-bookings__tab--active' : ''}`}
              aria-current={metaState === value ? 'page' : undefined}
            >
              {metaLabel(value)}
              {counts.has(value) && <span className="owner-bookings__count"> {counts.get(value)}</span>}
            </LocalizedLink>
          ))}
        </nav>
        <div className="owner-bookings__selects">
          {metaState === 'ARCHIVED' && <StateSelect query={query} />}
          {options.data && options.data.years.length > 0 && <YearSelect query={query} years={options.data.years} />}
        </div>
      </div>
      {bookings.isPending && (
        <p className="muted">
          <Trans>Loading your bookings…</Trans>
        </p>
      )}
      {bookings.isError && (
        <p role="alert">
          <Trans>Your bookings could not be loaded.</Trans>
        </p>
      )}
      {bookings.data?.count === 0 && (
        <p className="muted">
          <Trans>No booking here.</Trans>
        </p>
      )}
      <ul className="owner-bookings__list">
        {bookings.data?.results.map((booking) => (
          <OwnerBookingCard key={booking.id} booking={booking} />
        ))}
      </ul>
      {pages > 1 && (
        <nav className="owner-bookings__pages" aria-label={t`Pages`}>
          {query.page > 1 && (
            <LocalizedLink to={href({ page: query.page - 1 })} rel="prev">
              <Trans>Previous</Trans>
            </LocalizedLink>
          )}
          <span className="muted">
            <Trans>
              Page {query.page} of {pages}
            </Trans>
          </span>
          {query.page < pages && (
            <LocalizedLink to={href({ page: query.page + 1 })} rel="next">
              <Trans>Next</Trans>
            </LocalizedLink>
          )}
        </nav>
      )}
    </section>
  )
}

/** Writes a changed filter into the address, back on the first page. */
function useChangeQuery(query: OwnerBookingListQuery) {
  const [, setSearchParams] = useSearchParams()
  return (change: Partial<OwnerBookingListQuery>) => {
    const search = ownerBookingListSearch({ ...query, page: 1, ...change })
    setSearchParams(
      Object.fromEntries(Object.entries(search).filter((entry): entry is [string, string] => entry[1] !== undefined)),
    )
  }
}

function YearSelect({ query, years }: { query: OwnerBookingListQuery; years: number[] }) {
  const { t } = useLingui()
  const change = useChangeQuery(query)
  return (
    <div className="field owner-bookings__select">
      <label htmlFor="owner-bookings-year">
        <Trans>Year</Trans>
      </label>
      <select
        id="owner-bookings-year"
        value={query.year ?? ''}
        onChange={(event) => change({ year: event.target.value ? Number(event.target.value) : null })}
      >
        <option value="">{t`Every year`}</option>
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </select>
    </div>
  )
}

/** ARCHIVED opens on TO_COME (the trips that took place); the owner may pick another state, or every state. */
function StateSelect({ query }: { query: OwnerBookingListQuery }) {
  const { t } = useLingui()
  const stateLabel = useDisplayStateLabel()
  const change = useChangeQuery(query)
  const selected = effectiveStateFilter(query) ?? EVERY_STATE
  const choose = (value: string) =>
    change({ state: value === EVERY_STATE ? EVERY_STATE : (value as OwnerBookingListQuery['state']) })
  return (
    <div className="field owner-bookings__select">
      <label htmlFor="owner-bookings-state">
        <Trans>State</Trans>
      </label>
      <select id="owner-bookings-state" value={selected} onChange={(event) => choose(event.target.value)}>
        <option value={EVERY_STATE}>{t`Every state`}</option>
        {BOOKING_STATUSES.map((status) => (
          <option key={status} value={status}>
            {stateLabel(status)}
          </option>
        ))}
      </select>
    </div>
  )
}
