import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { STAFF_PAGE_SIZE, type StaffAuditQuery } from '../../../../domain/staff-queries'
import { api } from '../../../lib/api-client'

export type StaffAction = components['schemas']['StaffAction']
export type StaffActionPage = components['schemas']['StaffActionPage']

/** Every audit query starts with this key: a staff action from this app invalidates them all. */
export const staffActionsKey = ['staff', 'audit'] as const

/** GET /v4/staff/audit/?staff_id&target_type&target_id&action&page: the audit log, newest first. */
export async function listStaffActions(query: StaffAuditQuery): Promise<StaffActionPage> {
  const { data } = await api.GET('/v4/staff/audit/', {
    params: {
      query: {
        ...(query.staffId !== null ? { staff_id: query.staffId } : {}),
        ...(query.targetType !== null ? { target_type: query.targetType } : {}),
        ...(query.targetId !== null ? { target_id: query.targetId } : {}),
        ...(query.action ? { action: query.action } : {}),
        page: query.page,
        page_size: STAFF_PAGE_SIZE,
      },
    },
  })
  return data!
}

export function staffActionsQueryOptions(query: StaffAuditQuery) {
  return queryOptions({ queryKey: [...staffActionsKey, query] as const, queryFn: () => listStaffActions(query) })
}
