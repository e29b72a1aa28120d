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

/** Writes one audit row. Pass the action's transaction as `db`, so the row exists exactly when the action happened. */
export async function recordStaffAction(
  db: Database,
  { staffId, action, targetType, targetId, detail }: StaffAction,
): Promise<void> {
  await db.insert(staffActions).values({ staffId, action, targetType, targetId, detail })
}
