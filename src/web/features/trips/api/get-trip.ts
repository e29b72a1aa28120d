import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { tripsKey, type Trip } from './list-trips'

/** GET /v4/bookings-guest/{id}/: one trip with its permissions. */
export async function getTrip(id: number): Promise<Trip> {
  const { data } = await api.GET('/v4/bookings-guest/{id}/', { params: { path: { id } } })
  return data!
}

export const tripKey = (id: number) => [...tripsKey, 'one', id] as const

export function tripQueryOptions(id: number) {
  return queryOptions({ queryKey: tripKey(id), queryFn: () => getTrip(id) })
}
