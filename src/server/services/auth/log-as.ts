import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { users } from '../../db/schema'
import type { Env } from '../../env'
import { ApiError } from '../../http/api-error'
import { recordStaffAction } from '../staff/staff-audit'
import { startSession, type TokenPair } from './tokens'

/** Staff act as a user through a session of its own, tagged with the staff id for the audit trail. */
export async function logAs(db: Database, env: Env, staffId: number, targetUserId: number): Promise<TokenPair> {
  const [target] = await db
    .select({ id: users.id, isActive: users.isActive, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, targetUserId))
  if (!target) throw ApiError.notFound()
  if (!target.isActive || target.deletedAt)
    throw ApiError.detail(400, 'This account is inactive or deleted: you cannot log in as this user.', 'user_inactive')
  // The session and its audit row commit together: no session without its trace.
  return db.transaction(async (tx) => {
    const pair = await startSession(tx, env, {
      userId: target.id,
      clientId: env.OAUTH_CLIENT_ID,
      actingStaffId: staffId,
    })
    await recordStaffAction(tx, {
      staffId,
      action: 'log_as',
      targetType: 'user',
      targetId: target.id,
      detail: { user_id: target.id },
    })
    return pair
  })
}
