import type { OwnerCancelReason } from '../../../../domain/booking-rules'
import { api } from '../../../lib/api-client'
import type { OwnerBooking } from './list-owner-bookings'

/** PATCH /v4/bookings-owner/{id}/refuse/ {reason, message?}: one of the owner reasons. */
export async function refuseOwnerBooking(
  id: number,
  input: { reason: OwnerCancelReason; message?: string },
): Promise<OwnerBooking> {
  const { data } = await api.PATCH('/v4/bookings-owner/{id}/refuse/', { params: { path: { id } }, body: input })
  return data!
}
