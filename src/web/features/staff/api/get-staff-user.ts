import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'

export type StaffUserDetail = components['schemas']['StaffUserDetail']

/** GET /v4/staff/users/{id}/: the user with their campers, latest bookings and documents. */
export async function getStaffUser(id: number): Promise<StaffUserDetail> {
  const { data } = await api.GET('/v4/staff/users/{id}/', { params: { path: { id } } })
  return data!
}

export function staffUserQueryOptions(id: number) {
  return queryOptions({ queryKey: ['staff', 'user', id] as const, queryFn: () => getStaffUser(id) })
}
