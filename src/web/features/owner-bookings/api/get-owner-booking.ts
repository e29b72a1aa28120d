import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { ownerBookingsKey, type OwnerBooking } from './list-owner-bookings'

/** GET /v4/bookings-owner/{id}/: one booking of the owner's campers, with its permissions and extension requests. */
export async function getOwnerBooking(id: number): Promise<OwnerBooking> {
  const { data } = await api.GET('/v4/bookings-owner/{id}/', { params: { path: { id } } })
  return data!
}

export const ownerBookingKey = (id: number) => [...ownerBookingsKey, 'one', id] as const

export function ownerBookingQueryOptions(id: number) {
  return queryOptions({ queryKey: ownerBookingKey(id), queryFn: () => getOwnerBooking(id) })
}
