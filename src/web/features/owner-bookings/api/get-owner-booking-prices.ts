import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'
import { ownerBookingKey } from './get-owner-booking'

export type OwnerBookingPrices = components['schemas']['OwnerBookingPrices']

/** GET /3/my-bookings/{id}/prices/: what the owner earns on the booking, and the fees (spec 2 §3, §7). */
export async function getOwnerBookingPrices(id: number): Promise<OwnerBookingPrices> {
  const { data } = await api.GET('/3/my-bookings/{id}/prices/', { params: { path: { id } } })
  return data!
}

export function ownerBookingPricesQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...ownerBookingKey(id), 'prices'] as const,
    queryFn: () => getOwnerBookingPrices(id),
  })
}
