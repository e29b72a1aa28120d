import type { GuestCancelReason } from '../../../../domain/booking-rules'
import { api } from '../../../lib/api-client'
import type { Trip } from './list-trips'

/** PATCH /v4/bookings-guest/{id}/cancel/ {reason, message?}. */
export async function cancelTrip(id: number, input: { reason: GuestCancelReason; message?: string }): Promise<Trip> {
  const { data } = await api.PATCH('/v4/bookings-guest/{id}/cancel/', { params: { path: { id } }, body: input })
  return data!
}
