import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import type { MetaStateFilter } from '../../../../domain/booking-rules'
import type { BookingStatus } from '../../../../domain/booking-status'
import { api } from '../../../lib/api-client'

export type OwnerBooking = components['schemas']['OwnerBooking']
export type OwnerBookingList = components['schemas']['OwnerBookingList']

/** Spec 2 §9 gives no owner page size: the booking lists' 10. */
export const OWNER_BOOKINGS_PAGE_SIZE = 10

/** Every owner bookings query starts with this key: an action on a booking invalidates them all. */
export const ownerBookingsKey = ['owner-bookings'] as const

/** What the API filters on: the address's defaults already applied (see owner-booking-list-query). */
export interface OwnerBookingsFilter {
  metaState: MetaStateFilter
  state: BookingStatus | null
  page: number
  year: number | null
}

/** GET /v4/bookings-owner/?meta_state&state&page&page_size&year: one page of the bookings of the owner's campers. */
export async function listOwnerBookings(filter: OwnerBookingsFilter): Promise<OwnerBookingList> {
  const { data } = await api.GET('/v4/bookings-owner/', {
    params: {
      query: {
        meta_state: filter.metaState,
        page: filter.page,
        page_size: OWNER_BOOKINGS_PAGE_SIZE,
        ...(filter.state ? { state: filter.state } : {}),
        ...(filter.year !== null ? { year: filter.year } : {}),
      },
    },
  })
  return data!
}

export function ownerBookingsQueryOptions(filter: OwnerBookingsFilter) {
  return queryOptions({
    queryKey: [...ownerBookingsKey, 'list', filter] as const,
    queryFn: () => listOwnerBookings(filter),
  })
}
