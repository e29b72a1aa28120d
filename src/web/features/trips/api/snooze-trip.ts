import { api } from '../../../lib/api-client'
import type { Trip } from './list-trips'

/** PATCH /v4/bookings-guest/{id}/snooze/: hides the to-do for a day. */
export async function snoozeTrip(id: number): Promise<Trip> {
  const { data } = await api.PATCH('/v4/bookings-guest/{id}/snooze/', { params: { path: { id } } })
  return data!
}
