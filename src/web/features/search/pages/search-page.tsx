import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useDeferredValue, useState } from 'react'
import { isMapAreaSearch, searchAreaOfBounds, searchAreaQuery } from '../../../../domain/map-area'
import type { MapBounds } from '../../../../domain/map-area'
import { activeFilterCount, clearSearchFilters, SEARCH_PAGE_SIZE } from '../../../../domain/search-query'
import { useMediaQuery } from '../../../chrome/use-media-query'
import { ApiClientError } from '../../../lib/api-client-error'
import { searchProductsQueryOptions } from '../api/search-products'
import { CamperCard, CamperCardSkeleton } from '../components/camper-card'
import { SearchFilters } from '../components/search-filters'
import { SearchFiltersSheet } from '../components/search-filters-sheet'
import { SearchPagination } from '../components/search-pagination'
import { useSearchQuery } from '../components/use-search-query'
import '../components/search.css'
import { WishlistHeart } from '../../../chrome/wishlist-heart'
import { useDisplayCurrency } from '../../../lib/display-currency'

// MapLibre is heavy: it loads in its own chunk, only when the map is shown.
const SearchMap = lazy(() => import('../components/search-map'))

export const MAP_BREAKPOINT_QUERY = '(min-width: 1024px)'
/** Below this width the filters wait in a sheet, so that the results come first. */
export const FILTERS_SHEET_QUERY = '(max-width: 767px)'

function isInvalidPage(error: unknown): boolean {
  if (!(error instanceof ApiClientError)) return false
  const { status, body, codes } = error.apiError
  const code = body && typeof body === 'object' && 'code' in body ? (body as { code: unknown }).code : undefined
  return status === 404 && (code === 'invalid_page' || codes.includes('invalid_page'))
}

/** /s: filters, results, pagination and map; everything the visitor chooses lives in the address. */
export function SearchPage() {
  const { t } = useLingui()
  const { query, update, replaceQuery } = useSearchQuery()
  const wide = useMediaQuery(MAP_BREAKPOINT_QUERY)
  const phone = useMediaQuery(FILTERS_SHEET_QUERY)
  const [view, setView] = useState<'list' | 'map'>('list')
  const [selectedId, setSelectedId] = useState<number | null>(null)
  const [hoveredId, setHoveredId] = useState<number | null>(null)
  // An area searched from the map keeps the map where the visitor put it; on a reload the map fits the results.
  const [searchedFromMap, setSearchedFromMap] = useState(false)
  const currency = useDisplayCurrency()
  const results = useQuery(searchProductsQueryOptions(query, currency))
  const hasDates = query.date_from !== undefined && query.date_to !== undefined
  const filters = activeFilterCount(query)
  const showList = wide || view === 'list'
  const showMap = wide || view === 'map'
  // The results render in a transition, which React splits into short tasks: arriving in one update from the query
  // store, the page of cards would otherwise render in one long task that blocks input. The grid stays busy
  // until the cards of the latest results show.
  const data = useDeferredValue(results.data)
  const count = data?.count ?? 0
  const campers = data?.results ?? []

  const selectFromMap = (camperId: number) => {
    setSelectedId(camperId)
    if (!wide) setView('list')
    requestAnimationFrame(() =>
      document.getElementById(`camper-${camperId}`)?.scrollIntoView({ behavior: 'smooth', block: 'nearest' }),
    )
  }

  const searchMapArea = (bounds: MapBounds) => {
    setSearchedFromMap(true)
    replaceQuery(searchAreaQuery(query, searchAreaOfBounds(bounds)))
  }

  let body
  if (results.isPending || (results.isSuccess && data === undefined)) {
    body = (
      <div className="search-results__grid" aria-busy="true" aria-label={t`Loading results`}>
        {Array.from({ length: 6 }, (_, index) => (
          <CamperCardSkeleton key={index} />
        ))}
      </div>
    )
  } else if (results.isError && isInvalidPage(results.error)) {
    body = (
      <div className="search-state" role="status">
        <p>
          <Trans>This page of results does not exist.</Trans>
        </p>
        <button type="button" className="button button--primary" onClick={() => update({ page: undefined })}>
          <Trans>Back to the first page</Trans>
        </button>
      </div>
    )
  } else if (results.isError) {
    body = (
      <div className="search-state" role="alert">
        <p>
          <Trans>We could not load the campers.</Trans>
        </p>
        <button type="button" className="button button--primary" onClick={() => void results.refetch()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    )
  } else if (campers.length === 0) {
    body = (
      <div className="search-state" role="status">
        <p>
          <Trans>No camper matches your search.</Trans>
        </p>
        {filters > 0 && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => replaceQuery(clearSearchFilters(query))}
          >
            <Trans>Clear filters</Trans>
          </button>
        )}
      </div>
    )
  } else {
    body = (
      <>
        <div className="search-results__grid" aria-busy={results.isFetching || data !== results.data}>
          {campers.map((camper, index) => (
            <CamperCard
              key={camper.id}
              camper={camper}
              position={index}
              hasDates={hasDates}
              highlighted={camper.id === selectedId}
              hovered={camper.id === hoveredId}
              onHover={(hovered) => setHoveredId(hovered ? camper.id : null)}
              eager={index < 2}
              actions={<WishlistHeart camperId={camper.id} camperTitle={camper.title} />}
            />
          ))}
        </div>
        <SearchPagination query={query} count={count} pageSize={query.page_size ?? SEARCH_PAGE_SIZE} />
      </>
    )
  }

  return (
    <section className="search-page">
      <h1 className="visually-hidden">
        <Trans>Search campers</Trans>
      </h1>
      {phone ? (
        <SearchFiltersSheet query={query} update={update} count={data?.count} />
      ) : (
        <SearchFilters query={query} update={update} />
      )}
      <div className="search-page__toolbar">
        <h2 className="search-page__count" aria-live="polite">
          {data ? <Plural value={count} one="# camper" other="# campers" /> : <Trans>Searching…</Trans>}
        </h2>
        {filters > 0 && (
          <button type="button" className="link-button" onClick={() => replaceQuery(clearSearchFilters(query))}>
            <Trans>Clear filters ({filters})</Trans>
          </button>
        )}
        {!wide && (
          <div className="search-page__view-toggle" role="group" aria-label={t`Show results as`}>
            <button
              type="button"
              className="button button--small"
              aria-pressed={view === 'list'}
              onClick={() => setView('list')}
            >
              <Trans>List</Trans>
            </button>
            <button
              type="button"
              className="button button--small"
              aria-pressed={view === 'map'}
              onClick={() => setView('map')}
            >
              <Trans>Map</Trans>
            </button>
          </div>
        )}
      </div>
      <div className={`search-page__content${showMap && showList ? ' search-page__content--split' : ''}`}>
        {showList && <div className="search-results">{body}</div>}
        {showMap && (
          <div className="search-page__map">
            <Suspense fallback={<div className="search-map search-map--loading" aria-hidden="true" />}>
              <SearchMap
                campers={campers}
                selectedId={selectedId}
                hoveredId={hoveredId}
                onSelect={selectFromMap}
                onHover={setHoveredId}
                onSearchArea={searchMapArea}
                fitToResults={!(searchedFromMap && isMapAreaSearch(query))}
              />
            </Suspense>
          </div>
        )}
      </div>
    </section>
  )
}
