import { randomBytes } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { localizePath } from '../../../domain/locale-routing'
import { DEFAULT_LOCALE, isLocale } from '../../../domain/locales'
import type { Database } from '../../db/client'
import { passwordResets, users } from '../../db/schema'
import type { Env } from '../../env'
import { ApiError } from '../../http/api-error'
import { enqueueEmail } from '../outbox/outbox'
import { newPasswordMessages } from '../users/password-change'
import { clearFailedSignIns, takePasswordResetAttempt } from './login-rate-limit'
import { hashPassword } from './passwords'
import { hashToken, revokeAllSessionsOf, startSession, type TokenPair } from './tokens'

/** How long a link works. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000

/** The same answer whether or not an account uses the address: it tells nobody which addresses have one. */
export const PASSWORD_RESET_REQUESTED =
  'If an account uses this address, we have sent it an email with a link to choose a new password.'

const linkError = (code: string, detail: string) => ApiError.detail(400, detail, code)

/**
 * "Forgot password?": counts the request against the address and the IP (429 over either limit), then, when an
 * active account uses the address, makes a new single-use link (its earlier ones stop working) and queues the email
 * in the same transaction. Nothing in the answer or its status differs for an unknown address.
 */
export async function requestPasswordReset(db: Database, env: Env, email: string, ip: string): Promise<void> {
  const address = email.trim().toLowerCase()
  await takePasswordResetAttempt(db, env, address, ip)
  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${address}`, eq(users.isActive, true), isNull(users.deletedAt)))
  if (!user) return
  const token = randomBytes(32).toString('base64url')
  const locale = isLocale(user.locale) ? user.locale : DEFAULT_LOCALE
  const path = localizePath(`/reset-password?token=${token}`, locale, env.LOCALE_STRATEGY)
  await db.transaction(async (tx) => {
    const now = new Date()
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)))
    const [reset] = await tx
      .insert(passwordResets)
      .values({
        userId: user.id,
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
      })
      .returning({ id: passwordResets.id })
    await enqueueEmail(tx, {
      event: `password_reset:${reset!.id}`,
      recipient: user.email,
      template: 'password_reset',
      data: { firstName: user.firstName, secretLink: new URL(path, env.PUBLIC_URL).toString() },
      locale,
    })
  })
}

/**
 * Chooses the new password of a link: 400 with a code when the link is unknown, used (or replaced by a newer one) or
 * expired, field errors when the password breaks the policy (the link still works then). On success the link is
 * spent, every session of the user ends, and a new one starts, returned as a token pair.
 */
export async function resetPassword(
  db: Database,
  env: Env,
  input: { token: string; new_password: string },
): Promise<TokenPair> {
  const [found] = await db
    .select({
      id: passwordResets.id,
      userId: passwordResets.userId,
      usedAt: passwordResets.usedAt,
      expiresAt: passwordResets.expiresAt,
      email: users.email,
    })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(and(eq(passwordResets.tokenHash, hashToken(input.token)), eq(users.isActive, true), isNull(users.deletedAt)))
  if (!found)
    throw linkError('PASSWORD_RESET_LINK_INVALID', 'This password reset link is not valid. Ask for a new one.')
  const checkUsable = (usedAt: Date | null) => {
    if (usedAt)
      throw linkError(
        'PASSWORD_RESET_LINK_USED',
        'This password reset link has already been used, or a newer one replaced it. Ask for a new one if you need it.',
      )
    if (found.expiresAt.getTime() <= Date.now())
      throw linkError('PASSWORD_RESET_LINK_EXPIRED', 'This password reset link has expired. Ask for a new one.')
  }
  checkUsable(found.usedAt)
  const messages = newPasswordMessages(input.new_password, found.email)
  if (messages.length > 0) throw ApiError.fields({ new_password: messages })
  const passwordHash = await hashPassword(input.new_password)
  await db.transaction(async (tx) => {
    // Spent with a conditional update: of two submits of the same link, one wins and the other is told it was used.
    const [spent] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.id, found.id), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id })
    if (!spent) checkUsable(new Date())
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, found.userId), isNull(passwordResets.usedAt)))
    await tx.update(users).set({ passwordHash }).where(eq(users.id, found.userId))
    await revokeAllSessionsOf(tx, found.userId, 'password_reset')
    // Whoever was locked out by failed sign-ins proved they own the address.
    await clearFailedSignIns(tx, found.email.toLowerCase())
  })
  return startSession(db, env, { userId: found.userId, clientId: env.OAUTH_CLIENT_ID })
}
