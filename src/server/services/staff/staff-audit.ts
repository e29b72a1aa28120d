import { AsyncLocalStorage } from 'node:async_hooks'
import type { Database } from '../../db/client'
import type { StaffTargetType } from '../../../domain/staff-queries'
import { staffActions } from '../../db/schema'

export interface StaffAction {
  staffId: number
  /** Short snake_case verb: log_as, document_validate, document_refuse, booking_cancel… */
  action: string
  targetType: StaffTargetType
  targetId: number
  detail: Record<string, unknown>
}

/** Per request: whether a service already wrote the request's audit row (the write log then adds none). */
const requestAudit = new AsyncLocalStorage<{ recorded: boolean }>()

/** Runs a request's handling, noting whether it records a staff action. */
export async function withStaffAudit<T>(handle: () => Promise<T>): Promise<{ result: T; recorded: boolean }> {
  const scope = { recorded: false }
  const result = await requestAudit.run(scope, handle)
  return { result, recorded: scope.recorded }
}

/** Writes one audit row. Pass the action's transaction as `db`, so the row exists exactly when the action happened. */
export async function recordStaffAction(
  db: Database,
  { staffId, action, targetType, targetId, detail }: StaffAction,
): Promise<void> {
  await db.insert(staffActions).values({ staffId, action, targetType, targetId, detail })
  const scope = requestAudit.getStore()
  if (scope) scope.recorded = true
}
