import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'
import { guestBookingsKey } from '../../../api/get-guest-booking'

export type TripOptions = components['schemas']['BookingOptions']

/** GET /v4/bookings-guest/options/: counts per meta state, the years with trips, the guest cancel reasons. */
export async function getTripOptions(): Promise<TripOptions> {
  const { data } = await api.GET('/v4/bookings-guest/options/')
  return data!
}

export function tripOptionsQueryOptions() {
  return queryOptions({ queryKey: [...guestBookingsKey, 'options'] as const, queryFn: getTripOptions })
}
