import { api } from '../../../lib/api-client'
import type { OwnerBooking } from './list-owner-bookings'

/** PATCH /v4/bookings-owner/{id}/accept/: the request holds the dates and the guest may pay. */
export async function acceptOwnerBooking(id: number): Promise<OwnerBooking> {
  const { data } = await api.PATCH('/v4/bookings-owner/{id}/accept/', { params: { path: { id } } })
  return data!
}
