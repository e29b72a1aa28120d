import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { sanitizeSearchQuery, searchQueryToParams, type SearchQuery } from '../../../../domain/search-query'

/** The address is the search: read it (already sanitised by the loader) and write changes back to it. */
export function useSearchQuery() {
  const [params, setParams] = useSearchParams()
  const query = useMemo(() => sanitizeSearchQuery(params, new Date()).query, [params])
  /** Applies a change; any change other than the page itself goes back to page 1. */
  const update = useCallback(
    (change: Partial<SearchQuery>) => {
      const next: SearchQuery = { ...query, ...change }
      if (!('page' in change)) delete next.page
      for (const key of Object.keys(next) as (keyof SearchQuery)[]) if (next[key] === undefined) delete next[key]
      setParams(searchQueryToParams(next))
    },
    [query, setParams],
  )
  const replaceQuery = useCallback((next: SearchQuery) => setParams(searchQueryToParams(next)), [setParams])
  return { query, update, replaceQuery }
}
