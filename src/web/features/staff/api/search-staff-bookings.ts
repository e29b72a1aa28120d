import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { STAFF_PAGE_SIZE, type StaffBookingsQuery } from '../../../../domain/staff-queries'
import { api } from '../../../lib/api-client'

export type StaffBookingPage = components['schemas']['StaffBookingPage']
export type StaffBookingSummary = components['schemas']['StaffBookingSummary']

/** Every staff booking query (lists and details) starts with this key: a cancellation invalidates them all. */
export const staffBookingsKey = ['staff', 'bookings'] as const

/** GET /v4/bookings-staff/?q&state&page&page_size: bookings by id or by the guest's or owner's email, newest first. */
export async function searchStaffBookings(query: StaffBookingsQuery): Promise<StaffBookingPage> {
  const { data } = await api.GET('/v4/bookings-staff/', {
    params: {
      query: {
        ...(query.q ? { q: query.q } : {}),
        ...(query.state !== null ? { state: query.state } : {}),
        page: query.page,
        page_size: STAFF_PAGE_SIZE,
      },
    },
  })
  return data!
}

export function staffBookingsQueryOptions(query: StaffBookingsQuery) {
  return queryOptions({
    queryKey: [...staffBookingsKey, 'list', query] as const,
    queryFn: () => searchStaffBookings(query),
  })
}
