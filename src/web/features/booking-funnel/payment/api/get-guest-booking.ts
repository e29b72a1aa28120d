import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'
import type { components } from '../../../../../../openapi/schema'

export type GuestBooking = components['schemas']['Booking']

/** GET /v4/bookings-guest/{id}/: the trip as the guest sees it (state, permissions). */
export async function getGuestBooking(bookingId: number): Promise<GuestBooking> {
  const { data } = await api.GET('/v4/bookings-guest/{id}/', { params: { path: { id: bookingId } } })
  return data!
}

export function guestBookingQueryOptions(bookingId: number) {
  return queryOptions({ queryKey: ['bookings', bookingId] as const, queryFn: () => getGuestBooking(bookingId) })
}
