import type { Database } from '../../db/client'
import { staffActions } from '../../db/schema'

export interface StaffAction {
  staffId: number
  /** Short snake_case verb: listing_approved, listing_refused… */
  action: string
  targetType: 'camper' | 'user' | 'document' | 'booking'
  targetId: number
  detail: Record<string, unknown>
}

/** Records a staff action; call it inside the transaction that makes the change, so neither exists without the other. */
export async function recordStaffAction(db: Pick<Database, 'insert'>, action: StaffAction): Promise<void> {
  await db.insert(staffActions).values(action)
}
