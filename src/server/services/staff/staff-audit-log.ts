import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import type { StaffTargetType } from '../../../domain/staff-queries'
import { staffActions, users } from '../../db/schema'

export interface AuditQuery {
  staffId?: number
  targetType?: StaffTargetType
  targetId?: number
  action?: string
  page: number
  pageSize: number
}

/** GET /v4/staff/audit/: the staff actions matching every filter given, newest first, with who did them. */
export async function listStaffActions(db: Database, query: AuditQuery) {
  const conditions: SQL[] = []
  if (query.staffId !== undefined) conditions.push(eq(staffActions.staffId, query.staffId))
  if (query.targetType !== undefined) conditions.push(eq(staffActions.targetType, query.targetType))
  if (query.targetId !== undefined) conditions.push(eq(staffActions.targetId, query.targetId))
  if (query.action !== undefined) conditions.push(eq(staffActions.action, query.action))
  const where = and(...conditions)
  const [total] = await db.select({ n: count() }).from(staffActions).where(where)
  const rows = await db
    .select({
      action: staffActions,
      staff: { id: users.id, email: users.email, first_name: users.firstName, last_name: users.lastName },
    })
    .from(staffActions)
    .innerJoin(users, eq(users.id, staffActions.staffId))
    .where(where)
    .orderBy(desc(staffActions.createdAt), desc(staffActions.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  return {
    count: total?.n ?? 0,
    results: rows.map(({ action, staff }) => ({
      id: action.id,
      staff,
      action: action.action,
      target_type: action.targetType,
      target_id: action.targetId,
      detail: action.detail,
      created_at: action.createdAt.toISOString(),
    })),
  }
}
