import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../openapi/schema'
import { api } from '../lib/api-client'

export type GuestBooking = components['schemas']['Booking']

/**
 * Every read of the guest's bookings (the trips list, one booking, its prices and refund) starts with this key, so an
 * action on a booking refreshes the trips pages and the booking funnel alike.
 */
export const guestBookingsKey = ['bookings-guest'] as const

export const guestBookingKey = (id: number) => [...guestBookingsKey, 'one', id] as const

/** GET /v4/bookings-guest/{id}/: the guest's booking, its state and permissions. */
export async function getGuestBooking(id: number): Promise<GuestBooking> {
  const { data } = await api.GET('/v4/bookings-guest/{id}/', { params: { path: { id } } })
  return data!
}

export function guestBookingQueryOptions(id: number) {
  return queryOptions({ queryKey: guestBookingKey(id), queryFn: () => getGuestBooking(id) })
}
