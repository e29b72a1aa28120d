// The owner's booking list address (/d/bookings?meta_state=archived&state=cancelled_guest&page=2&year=2027), read and
// written, and the spec 2 §2 defaults: without a meta state the list opens on the first non-empty of TO_DO, WAITING and
// CONFIRMED; ARCHIVED filters on TO_COME (the trips that happened) unless another state is chosen. Pure.
import type { MetaStateFilter } from './booking-rules'
import { BOOKING_STATUSES, type BookingStatus } from './booking-status'
import { parseTripListQuery, tripListSearch } from './trip-list-query'

/** The `state` value that lifts the ARCHIVED default: every archived booking, whatever its state. */
export const EVERY_STATE = 'all'

export interface OwnerBookingListQuery {
  /** null only before the default is chosen: the loader sends the owner to a meta state. */
  metaState: MetaStateFilter | null
  /** The address's state filter: a status, EVERY_STATE, or null for the meta state's default. */
  state: BookingStatus | typeof EVERY_STATE | null
  page: number
  year: number | null
}

/** Spec 2 §5: state filters are upper-cased; anything unknown falls back to the default. */
function parseState(value: string | null): OwnerBookingListQuery['state'] {
  if (!value) return null
  if (value.toLowerCase() === EVERY_STATE) return EVERY_STATE
  const upper = value.toUpperCase()
  return (BOOKING_STATUSES as readonly string[]).includes(upper) ? (upper as BookingStatus) : null
}

export function parseOwnerBookingListQuery(params: URLSearchParams): OwnerBookingListQuery {
  const { metaState, page, year } = parseTripListQuery(params)
  return { metaState, state: parseState(params.get('state')), page, year }
}

export function ownerBookingListSearch(query: OwnerBookingListQuery): Record<string, string | undefined> {
  return { ...tripListSearch(query), state: query.state === null ? undefined : query.state.toLowerCase() }
}

/** The meta state the list opens on: the first non-empty of TO_DO, WAITING, CONFIRMED; TO_DO when all three are empty. */
export function defaultOwnerMetaState(
  counts: ReadonlyArray<{ value: MetaStateFilter; count: number }>,
): MetaStateFilter {
  const opening: MetaStateFilter[] = ['TO_DO', 'WAITING', 'CONFIRMED']
  return opening.find((metaState) => (counts.find((entry) => entry.value === metaState)?.count ?? 0) > 0) ?? 'TO_DO'
}

/** The state the API filters on: ARCHIVED defaults to TO_COME; EVERY_STATE and no filter mean none. */
export function effectiveStateFilter(query: Pick<OwnerBookingListQuery, 'metaState' | 'state'>): BookingStatus | null {
  if (query.state === EVERY_STATE) return null
  if (query.state !== null) return query.state
  return query.metaState === 'ARCHIVED' ? 'TO_COME' : null
}
