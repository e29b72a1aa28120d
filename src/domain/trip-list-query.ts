// The guest's trip list address (/d/trips?meta_state=todo&page=2&year=2027), read and written. Pure.
import { META_STATE_FILTERS, type MetaStateFilter } from './booking-rules'

export interface TripListQuery {
  /** null: every trip, to-dos first. */
  metaState: MetaStateFilter | null
  page: number
  year: number | null
}

/** Spec 2 §5: state filters are upper-cased; the spec's links say meta_state=todo, the API's filter is TO_DO. */
export function parseMetaStateFilter(value: string | null): MetaStateFilter | null {
  if (!value) return null
  const upper = value.toUpperCase().replace(/^TODO$/, 'TO_DO')
  return (META_STATE_FILTERS as readonly string[]).includes(upper) ? (upper as MetaStateFilter) : null
}

const positiveInt = (value: string | null) =>
  value && /^\d+$/.test(value) && Number(value) >= 1 ? Number(value) : null

/** Anything unreadable falls back to its default rather than failing the page. */
export function parseTripListQuery(params: URLSearchParams): TripListQuery {
  const year = positiveInt(params.get('year'))
  return {
    metaState: parseMetaStateFilter(params.get('meta_state')),
    page: positiveInt(params.get('page')) ?? 1,
    year: year !== null && year >= 2000 && year <= 2100 ? year : null,
  }
}

/** The address query of a list view; the defaults are left out so the plain /d/trips stays plain. */
export function tripListSearch(query: TripListQuery): Record<string, string | undefined> {
  return {
    meta_state:
      query.metaState === null ? undefined : query.metaState === 'TO_DO' ? 'todo' : query.metaState.toLowerCase(),
    page: query.page > 1 ? String(query.page) : undefined,
    year: query.year === null ? undefined : String(query.year),
  }
}

/** How many pages `count` trips take. */
export const pageCount = (count: number, pageSize: number) => Math.max(1, Math.ceil(count / pageSize))
