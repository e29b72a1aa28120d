import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'
import { staffBookingsKey } from './search-staff-bookings'

export type StaffBookingDetail = components['schemas']['StaffBookingDetail']

/** GET /v4/bookings-staff/{id}/: one booking with its guest, owner and status history. */
export async function getStaffBooking(id: number): Promise<StaffBookingDetail> {
  const { data } = await api.GET('/v4/bookings-staff/{id}/', { params: { path: { id } } })
  return data!
}

export function staffBookingQueryOptions(id: number) {
  return queryOptions({ queryKey: [...staffBookingsKey, 'detail', id] as const, queryFn: () => getStaffBooking(id) })
}
