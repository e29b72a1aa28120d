import { api } from '../../../lib/api-client'
import type { GuestBooking } from '../../../api/get-guest-booking'

/** PATCH /v4/bookings-guest/{id}/validate/: sends the request to the owner, or books an instant booking. */
export async function validateBooking(id: number): Promise<GuestBooking> {
  const { data } = await api.PATCH('/v4/bookings-guest/{id}/validate/', { params: { path: { id } } })
  return data!
}
