import { useCallback, useLayoutEffect, useMemo, useRef } from 'react'
import { useSearchParams } from 'react-router'
import { sanitizeSearchQuery, searchQueryToParams, type SearchQuery } from '../../../../domain/search-query'

/** The address is the search: read it (already sanitised by the loader) and write changes back to it. */
export function useSearchQuery() {
  const [params, setParams] = useSearchParams()
  const query = useMemo(() => sanitizeSearchQuery(params, new Date()).query, [params])
  // The router renders a new address in a transition, which a busy page (the map drawing) may hold back: a change
  // made before that render must build on the changes already written, not on the query last rendered, or it would
  // drop them. `pending` holds the addresses written and not rendered yet; any other address (a link, Back) wins.
  const latest = useRef(query)
  const pending = useRef<string[]>([])
  const rendered = params.toString()
  useLayoutEffect(() => {
    const index = pending.current.indexOf(rendered)
    pending.current = index >= 0 ? pending.current.slice(index + 1) : []
    if (pending.current.length === 0) latest.current = query
  }, [rendered, query])
  const write = useCallback(
    (next: SearchQuery) => {
      const nextParams = searchQueryToParams(next)
      latest.current = next
      pending.current.push(nextParams.toString())
      setParams(nextParams)
    },
    [setParams],
  )
  /** Applies a change; any change other than the page itself goes back to page 1. */
  const update = useCallback(
    (change: Partial<SearchQuery>) => {
      const next: SearchQuery = { ...latest.current, ...change }
      if (!('page' in change)) delete next.page
      for (const key of Object.keys(next) as (keyof SearchQuery)[]) if (next[key] === undefined) delete next[key]
      write(next)
    },
    [write],
  )
  return { query, update, replaceQuery: write }
}
