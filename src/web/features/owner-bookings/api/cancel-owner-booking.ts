import type { OwnerCancelReason } from '../../../../domain/booking-rules'
import { api } from '../../../lib/api-client'
import type { OwnerBooking } from './list-owner-bookings'

/** PATCH /v4/bookings-owner/{id}/cancel/ {reason, message?}: cancels an accepted booking with one of the owner reasons. */
export async function cancelOwnerBooking(
  id: number,
  input: { reason: OwnerCancelReason; message?: string },
): Promise<OwnerBooking> {
  const { data } = await api.PATCH('/v4/bookings-owner/{id}/cancel/', { params: { path: { id } }, body: input })
  return data!
}
