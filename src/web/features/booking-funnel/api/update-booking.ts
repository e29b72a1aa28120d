import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'
import type { GuestBooking } from '../../../api/get-guest-booking'

export type BookingUpdate = components['schemas']['UpdateBookingRequest']

/** PATCH /v4/bookings-guest/{id}/: hours, travelers, message. */
export async function updateBooking(id: number, update: BookingUpdate): Promise<GuestBooking> {
  const { data } = await api.PATCH('/v4/bookings-guest/{id}/', { params: { path: { id } }, body: update })
  return data!
}
