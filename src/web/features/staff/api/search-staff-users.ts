import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { STAFF_PAGE_SIZE, type StaffUsersQuery } from '../../../../domain/staff-queries'
import { api } from '../../../lib/api-client'

export type StaffUserPage = components['schemas']['StaffUserPage']
export type StaffUserSummary = components['schemas']['StaffUserSummary']

/** GET /v4/staff/users/?q&page&page_size: users matching an email, a name or an id, newest first. */
export async function searchStaffUsers(query: StaffUsersQuery): Promise<StaffUserPage> {
  const { data } = await api.GET('/v4/staff/users/', {
    params: { query: { ...(query.q ? { q: query.q } : {}), page: query.page, page_size: STAFF_PAGE_SIZE } },
  })
  return data!
}

export function staffUsersQueryOptions(query: StaffUsersQuery) {
  return queryOptions({ queryKey: ['staff', 'users', query] as const, queryFn: () => searchStaffUsers(query) })
}
