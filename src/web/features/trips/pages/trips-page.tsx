import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { META_STATE_FILTERS, type MetaStateFilter } from '../../../../domain/booking-rules'
import { pageCount, parseTripListQuery, tripListSearch, type TripListQuery } from '../../../../domain/trip-list-query'
import { LocalizedLink } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import { usePageHead } from '../../../lib/page-head'
import { tripOptionsQueryOptions } from '../api/get-trip-options'
import { TRIPS_PAGE_SIZE, tripsQueryOptions } from '../api/list-trips'
import { TripCard } from '../components/trip-card'
import { useMetaStateLabel } from '../components/trip-labels'
import './trips.css'

/** /d/trips: the guest's trips, filtered by meta state (to-dos first), by year, a page at a time. */
export function TripsPage() {
  const { t } = useLingui()
  usePageHead({ title: t`My trips · Roam` })
  const [searchParams] = useSearchParams()
  const query = parseTripListQuery(searchParams)
  const options = useQuery(tripOptionsQueryOptions())
  const trips = useQuery({ ...tripsQueryOptions(query), placeholderData: keepPreviousData })
  const metaLabel = useMetaStateLabel()
  const counts = new Map(options.data?.meta_states.map((entry) => [entry.value, entry.count]))
  const href = (change: Partial<TripListQuery>) => paths.trips.href(tripListSearch({ ...query, page: 1, ...change }))
  const pages = trips.data ? pageCount(trips.data.count, TRIPS_PAGE_SIZE) : 1
  const tab = (metaState: MetaStateFilter | null, label: string, count?: number) => (
    <LocalizedLink
      key={metaState ?? 'all'}
      to={href({ metaState })}
      className={`trips__tab${query.metaState === metaState ? ' trips__tab--active' : ''}`}
      aria-current={query.metaState === metaState ? 'page' : undefined}
    >
      {label}
      {count !== undefined && <span className="trips__count"> {count}</span>}
    </LocalizedLink>
  )
  return (
    <section className="page trips">
      <p className="eyebrow">
        <Trans>Dashboard</Trans>
      </p>
      <h1 className="page-title">
        <Trans>My trips</Trans>
      </h1>
      <div className="trips__filters">
        <nav className="trips__tabs" aria-label={t`Trip filters`}>
          {tab(null, t`All`)}
          {META_STATE_FILTERS.map((metaState) => tab(metaState, metaLabel(metaState), counts.get(metaState)))}
        </nav>
        {options.data && options.data.years.length > 0 && (
          <div className="field trips__year">
            <label htmlFor="trips-year">
              <Trans>Year</Trans>
            </label>
            <YearSelect query={query} years={options.data.years} />
          </div>
        )}
      </div>
      {trips.isPending && (
        <p className="muted">
          <Trans>Loading your trips…</Trans>
        </p>
      )}
      {trips.isError && (
        <p role="alert">
          <Trans>Your trips could not be loaded.</Trans>
        </p>
      )}
      {trips.data?.count === 0 && (
        <p className="muted">
          <Trans>No trip here yet.</Trans>{' '}
          <LocalizedLink to={paths.search.href()}>
            <Trans>Find a camper</Trans>
          </LocalizedLink>
        </p>
      )}
      <ul className="trips__list">
        {trips.data?.results.map((trip) => (
          <TripCard key={trip.id} trip={trip} />
        ))}
      </ul>
      {pages > 1 && (
        <nav className="trips__pages" aria-label={t`Pages`}>
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

function YearSelect({ query, years }: { query: TripListQuery; years: number[] }) {
  const { t } = useLingui()
  const [, setSearchParams] = useSearchParams()
  const choose = (value: string) => {
    const search = tripListSearch({ ...query, page: 1, year: value ? Number(value) : null })
    setSearchParams(
      Object.fromEntries(Object.entries(search).filter((entry): entry is [string, string] => entry[1] !== undefined)),
    )
  }
  return (
    <select id="trips-year" value={query.year ?? ''} onChange={(event) => choose(event.target.value)}>
      <option value="">{t`Every year`}</option>
      {years.map((year) => (
        <option key={year} value={year}>
          {year}
        </option>
      ))}
    </select>
  )
}
