import { replace, type LoaderFunctionArgs } from 'react-router'
import {
  defaultOwnerMetaState,
  effectiveStateFilter,
  ownerBookingListSearch,
  parseOwnerBookingListQuery,
} from '../../../domain/owner-booking-list-query'
import { requireOwner } from '../../lib/route-guards'
import type { LoaderDeps } from '../../lib/route-loader'

/**
 * /d/bookings: owners only. Without a meta state the list opens on the first non-empty of TO_DO, WAITING, CONFIRMED
 * (replacing the address); otherwise the page starts loading with the ARCHIVED default (TO_COME) applied.
 */
export function ownerBookingsLoader(deps: LoaderDeps) {
  return async (args: LoaderFunctionArgs) => {
    await requireOwner(deps, args)
    const url = new URL(args.request.url)
    const query = parseOwnerBookingListQuery(url.searchParams)
    const [{ ownerBookingOptionsQueryOptions }, { ownerBookingsQueryOptions }] = await Promise.all([
      import('./api/get-owner-booking-options'),
      import('./api/list-owner-bookings'),
    ])
    if (query.metaState === null) {
      const options = await deps.queryClient.ensureQueryData(ownerBookingOptionsQueryOptions())
      const search = new URLSearchParams(
        Object.entries(
          ownerBookingListSearch({ ...query, metaState: defaultOwnerMetaState(options.meta_states) }),
        ).filter((entry): entry is [string, string] => entry[1] !== undefined),
      )
      throw replace(`${url.pathname}?${search}`)
    }
    void deps.queryClient.prefetchQuery(
      ownerBookingsQueryOptions({ ...query, metaState: query.metaState, state: effectiveStateFilter(query) }),
    )
    return null
  }
}
