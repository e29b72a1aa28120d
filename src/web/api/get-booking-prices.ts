import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../openapi/schema'
import { api } from '../lib/api-client'
import { guestBookingKey } from './get-guest-booking'

export type BookingPrices = components['schemas']['BookingPrices']

/** GET /3/my-requests/{id}/prices/: every part of the booking's price, from its stored choices (spec 2 §3). */
export async function getBookingPrices(id: number): Promise<BookingPrices> {
  const { data } = await api.GET('/3/my-requests/{id}/prices/', { params: { path: { id } } })
  return data!
}

export const bookingPricesKey = (id: number) => [...guestBookingKey(id), 'prices'] as const

export function bookingPricesQueryOptions(id: number) {
  return queryOptions({ queryKey: bookingPricesKey(id), queryFn: () => getBookingPrices(id) })
}
