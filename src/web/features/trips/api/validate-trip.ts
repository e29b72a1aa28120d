import { api } from '../../../lib/api-client'
import type { Trip } from './list-trips'

/** PATCH /v4/bookings-guest/{id}/validate/: sends the request to the owner, or books an instant camper. */
export async function validateTrip(id: number): Promise<Trip> {
  const { data } = await api.PATCH('/v4/bookings-guest/{id}/validate/', { params: { path: { id } } })
  return data!
}
