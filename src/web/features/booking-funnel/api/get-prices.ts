import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'

export type BookingPrices = components['schemas']['BookingPrices']

/** GET /3/my-requests/{id}/prices/: every part of the booking's price, from its stored choices. */
export async function getPrices(id: number): Promise<BookingPrices> {
  const { data } = await api.GET('/3/my-requests/{id}/prices/', { params: { path: { id } } })
  return data!
}

export function pricesQueryOptions(id: number) {
  return queryOptions({ queryKey: ['bookings-guest', id, 'prices'] as const, queryFn: () => getPrices(id) })
}
