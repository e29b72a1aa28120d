import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import type { TripListQuery } from '../../../../domain/trip-list-query'
import { guestBookingsKey, type GuestBooking } from '../../../api/get-guest-booking'
import { api } from '../../../lib/api-client'

export type Trip = GuestBooking
export type TripList = components['schemas']['BookingList']

/** Spec 2 §9: booking lists show 10 a page. */
export const TRIPS_PAGE_SIZE = 10

/** GET /v4/bookings-guest/?meta_state&page&page_size&year: one page of the guest's trips, to-dos first. */
export async function listTrips(query: TripListQuery): Promise<TripList> {
  const { data } = await api.GET('/v4/bookings-guest/', {
    params: {
      query: {
        page: query.page,
        page_size: TRIPS_PAGE_SIZE,
        ...(query.metaState ? { meta_state: query.metaState } : {}),
        ...(query.year !== null ? { year: query.year } : {}),
      },
    },
  })
  return data!
}

export function tripsQueryOptions(query: TripListQuery) {
  return queryOptions({ queryKey: [...guestBookingsKey, 'list', query] as const, queryFn: () => listTrips(query) })
}
