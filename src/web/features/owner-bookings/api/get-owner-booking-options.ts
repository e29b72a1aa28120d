import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'
import { ownerBookingsKey } from './list-owner-bookings'

export type OwnerBookingOptions = components['schemas']['BookingOptions']

/** GET /v4/bookings-owner/options/: counts per meta state and state, the years with bookings, the owner cancel reasons. */
export async function getOwnerBookingOptions(): Promise<OwnerBookingOptions> {
  const { data } = await api.GET('/v4/bookings-owner/options/')
  return data!
}

/**
 * Fresh for a while: the loader reads the options to choose the opening tab, and the page it opens shows that answer
 * instead of asking again. The owner's actions invalidate every owner-bookings query, these counts included.
 */
export function ownerBookingOptionsQueryOptions() {
  return queryOptions({
    queryKey: [...ownerBookingsKey, 'options'] as const,
    queryFn: getOwnerBookingOptions,
    staleTime: 30_000,
  })
}
