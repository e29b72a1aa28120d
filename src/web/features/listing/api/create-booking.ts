import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'

export type NewBooking = components['schemas']['Booking']
export type CreateBookingRequest = components['schemas']['CreateBookingRequest']

/** POST /v4/bookings/: a request for the chosen dates (an instant booking when the camper has it on). */
export async function createBooking(request: CreateBookingRequest): Promise<NewBooking> {
  const { data } = await api.POST('/v4/bookings/', { body: request })
  return data!
}
