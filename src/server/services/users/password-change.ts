import { and, eq, isNull } from 'drizzle-orm'
import {
  passwordProblems,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasswordProblem,
} from '../../../domain/account-rules'
import type { Database } from '../../db/client'
import { users } from '../../db/schema'
import { ApiError } from '../../http/api-error'
import { isCommonPassword } from '../auth/common-passwords'
import { hashPassword, verifyPassword } from '../auth/passwords'
import { revokeOtherSessionsOf } from '../auth/tokens'

const MESSAGES: Record<PasswordProblem, string> = {
  too_short: `This password is too short. It must contain at least ${PASSWORD_MIN_LENGTH} characters.`,
  too_long: `Ensure this field has no more than ${PASSWORD_MAX_LENGTH} characters.`,
  entirely_numeric: 'This password is entirely numeric.',
  too_common: 'This password is too common: it appears in lists of breached passwords.',
  same_as_email: 'The password is too similar to the email.',
}

/** The policy's complaints about a new password, as the API words them (empty when it passes). */
export const newPasswordMessages = (password: string, email: string) =>
  passwordProblems(password, isCommonPassword, email).map((problem) => MESSAGES[problem])

export interface PasswordChange {
  old_password: string
  new_password: string
}

/**
 * POST /3/manage-password/: the current password proves it is the account holder; the new one must
 * pass the policy. Every other session of the user ends (a thief signed in elsewhere is thrown out),
 * the one that made the change stays.
 */
export async function changePassword(
  db: Database,
  userId: number,
  currentAccessToken: string,
  change: PasswordChange,
): Promise<void> {
  const [user] = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isActive, true), isNull(users.deletedAt)))
  if (!user) throw ApiError.unauthenticated()
  if (!(await verifyPassword(user.passwordHash, change.old_password))) {
    throw ApiError.fields({ old_password: ['Your current password is not correct.'] })
  }
  const messages = newPasswordMessages(change.new_password, user.email)
  if (change.new_password === change.old_password) messages.push('The new password must differ from the current one.')
  if (messages.length > 0) throw ApiError.fields({ new_password: messages })
  const passwordHash = await hashPassword(change.new_password)
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId))
    await revokeOtherSessionsOf(tx, userId, currentAccessToken, 'password_changed')
  })
}
