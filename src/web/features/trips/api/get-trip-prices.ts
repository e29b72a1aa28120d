import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'
import { tripKey } from './get-trip'

export type TripPrices = components['schemas']['BookingPrices']

/** GET /3/my-requests/{id}/prices/: every price line of the trip (spec 2 §3). */
export async function getTripPrices(id: number): Promise<TripPrices> {
  const { data } = await api.GET('/3/my-requests/{id}/prices/', { params: { path: { id } } })
  return data!
}

export function tripPricesQueryOptions(id: number) {
  return queryOptions({ queryKey: [...tripKey(id), 'prices'] as const, queryFn: () => getTripPrices(id) })
}
