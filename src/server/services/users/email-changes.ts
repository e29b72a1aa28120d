import { randomBytes } from 'node:crypto'
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm'
import { transition } from 'xstate'
import {
  emailChangeMachine,
  type EmailChangeEvent,
  type EmailChangeStatus,
} from '../../../../machines/email-change.machine'
import { maskEmail } from '../../../domain/account-rules'
import { paths } from '../../../domain/app-paths'
import { localizePath } from '../../../domain/locale-routing'
import { DEFAULT_LOCALE, isLocale } from '../../../domain/locales'
import type { Database } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import { emailChanges, emailVerifications, users } from '../../db/schema'
import type { Env } from '../../env'
import { ApiError } from '../../http/api-error'
import type { EmailChangeEmailData } from '../../mail/templates/email-change-email'
import { takeEmailChangeAttempt } from '../auth/login-rate-limit'
import { verifyPassword } from '../auth/passwords'
import { hashToken } from '../auth/tokens'
import { enqueueEmail } from '../outbox/outbox'

/** As long as the sign-up link (services/auth/email-verifications.ts): the same mailbox habits, the same window. */
export const EMAIL_CHANGE_TTL_MS = 48 * 60 * 60 * 1000

export const EMAIL_CHANGE_SENT = 'We have sent a link to your new address. Open it to finish the change.'

export interface PendingEmailChange {
  new_email: string
  expires_at: string
}

/** The status `event` leads to from `status`, or null when the machine refuses it (an ended change stays ended). */
function nextStatus(status: EmailChangeStatus, event: EmailChangeEvent): EmailChangeStatus | null {
  const [next] = transition(emailChangeMachine, emailChangeMachine.resolveState({ value: status }), event)
  return next.value === status ? null : (next.value as EmailChangeStatus)
}

/** Moves one change through the machine with a conditional update: of two racing moves, one wins. */
async function advance(
  tx: Pick<Database, 'update'>,
  change: { id: number; status: EmailChangeStatus },
  event: EmailChangeEvent,
  now: Date,
): Promise<boolean> {
  const next = nextStatus(change.status, event)
  if (!next) return false
  const moved = await tx
    .update(emailChanges)
    .set({ status: next, endedAt: now })
    .where(and(eq(emailChanges.id, change.id), eq(emailChanges.status, change.status)))
    .returning({ id: emailChanges.id })
  return moved.length > 0
}

interface Account {
  id: number
  email: string
  firstName: string
  locale: string
  passwordHash: string
}

async function activeAccount(db: Database, userId: number): Promise<Account> {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      locale: users.locale,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isActive, true), isNull(users.deletedAt)))
  if (!user) throw ApiError.unauthenticated()
  return user
}

const localeOf = (user: { locale: string }) => (isLocale(user.locale) ? user.locale : DEFAULT_LOCALE)

async function addressTaken(db: Pick<Database, 'select'>, email: string, userId: number): Promise<boolean> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, userId)))
  return other !== undefined
}

const TAKEN = 'This email address is already used by another account.'

/** The account's pending change, once its time is up moved to `expired` (so it reads as over everywhere). */
async function currentPending(db: Database, userId: number, now: Date) {
  const [pending] = await db
    .select()
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), eq(emailChanges.status, 'pending')))
    .orderBy(desc(emailChanges.id))
    .limit(1)
  if (!pending) return null
  if (pending.expiresAt.getTime() <= now.getTime()) {
    await advance(db, pending, { type: 'clock.expire' }, now)
    return null
  }
  return pending
}

/**
 * Makes the link for `newEmail` (earlier pending changes of the account are replaced) and queues the email to it and,
 * when `tellOldAddress`, the notice to the current address, in one transaction.
 */
async function sendChangeLink(
  db: Database,
  env: Env,
  user: Account,
  newEmail: string,
  tellOldAddress: boolean,
  now: Date,
) {
  const token = randomBytes(32).toString('base64url')
  const locale = localeOf(user)
  await db.transaction(async (tx) => {
    const earlier = await tx
      .select({ id: emailChanges.id, status: emailChanges.status })
      .from(emailChanges)
      .where(and(eq(emailChanges.userId, user.id), eq(emailChanges.status, 'pending')))
    for (const change of earlier) await advance(tx, change, { type: 'user.replace' }, now)
    const [change] = await tx
      .insert(emailChanges)
      .values({
        userId: user.id,
        oldEmail: user.email,
        newEmail,
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
      })
      .returning({ id: emailChanges.id })
    const link = localizePath(paths.confirmEmailChange.href(token), locale, env.LOCALE_STRATEGY)
    const confirm: EmailChangeEmailData = {
      kind: 'confirm',
      firstName: user.firstName,
      newEmail,
      secretLink: new URL(link, env.PUBLIC_URL).toString(),
    }
    await enqueueEmail(
      tx,
      {
        event: `email_change:${change!.id}:confirm`,
        recipient: newEmail,
        template: 'email_change',
        data: confirm,
        locale,
      },
      now,
    )
    if (tellOldAddress) {
      const notice: EmailChangeEmailData = {
        kind: 'requested',
        firstName: user.firstName,
        maskedEmail: maskEmail(newEmail),
        path: paths.accountPassword.href(),
      }
      await enqueueEmail(
        tx,
        {
          event: `email_change:${change!.id}:requested`,
          recipient: user.email,
          template: 'email_change',
          data: notice,
          locale,
        },
        now,
      )
    }
  })
}

/**
 * "Change email": the current password proves the account holder; the address must be free and new. Nothing changes
 * yet: a pending change is stored, its link goes to the new address and a notice to the current one.
 */
export async function requestEmailChange(
  db: Database,
  env: Env,
  userId: number,
  request: { new_email: string; password: string },
  ip: string,
  now = new Date(),
): Promise<PendingEmailChange> {
  const user = await activeAccount(db, userId)
  const newEmail = request.new_email.trim()
  if (newEmail.toLowerCase() === user.email.toLowerCase())
    throw ApiError.fields({ new_email: ['This is already your email address.'] })
  await takeEmailChangeAttempt(db, user.email.toLowerCase(), ip)
  if (!(await verifyPassword(user.passwordHash, request.password)))
    throw ApiError.fields({ password: ['Your current password is not correct.'] })
  if (await addressTaken(db, newEmail, userId)) throw ApiError.fields({ new_email: [TAKEN] })
  await sendChangeLink(db, env, user, newEmail, true, now)
  return { new_email: newEmail, expires_at: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS).toISOString() }
}

/** The change waiting for its link, if any (GET for the account page). */
export async function pendingEmailChange(db: Database, userId: number, now = new Date()) {
  const pending = await currentPending(db, userId, now)
  return {
    pending: pending ? { new_email: pending.newEmail, expires_at: pending.expiresAt.toISOString() } : null,
  }
}

/** A new link for the pending change (the earlier one stops working), under the same limit as a request. */
export async function resendEmailChange(db: Database, env: Env, userId: number, ip: string, now = new Date()) {
  const user = await activeAccount(db, userId)
  const pending = await currentPending(db, userId, now)
  if (!pending) throw ApiError.detail(400, 'There is no email change waiting for its link.', 'NO_PENDING_EMAIL_CHANGE')
  await takeEmailChangeAttempt(db, user.email.toLowerCase(), ip)
  await sendChangeLink(db, env, user, pending.newEmail, false, now)
  return { new_email: pending.newEmail, expires_at: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS).toISOString() }
}

/** "Cancel the change": its link stops working; nothing to cancel is not an error. */
export async function cancelEmailChange(db: Database, userId: number, now = new Date()): Promise<void> {
  await activeAccount(db, userId)
  const pending = await db
    .select({ id: emailChanges.id, status: emailChanges.status })
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), eq(emailChanges.status, 'pending')))
  for (const change of pending) await advance(db, change, { type: 'user.cancel' }, now)
}

const linkError = (code: string, detail: string) => ApiError.detail(400, detail, code)

/**
 * Opens the link: the account takes the new address, counted as verified, and the old address is told. 400 with a
 * code when the link is unknown, used, cancelled or replaced, expired, or when another account took the address
 * meanwhile. No sign-in needed: the new mailbox may be read on another device.
 */
export async function confirmEmailChange(db: Database, token: string, now = new Date()): Promise<void> {
  const [found] = await db
    .select({
      id: emailChanges.id,
      userId: emailChanges.userId,
      status: emailChanges.status,
      oldEmail: emailChanges.oldEmail,
      newEmail: emailChanges.newEmail,
      expiresAt: emailChanges.expiresAt,
      currentEmail: users.email,
      firstName: users.firstName,
      locale: users.locale,
    })
    .from(emailChanges)
    .innerJoin(users, eq(users.id, emailChanges.userId))
    .where(and(eq(emailChanges.tokenHash, hashToken(token)), eq(users.isActive, true), isNull(users.deletedAt)))
  if (!found)
    throw linkError('EMAIL_CHANGE_LINK_INVALID', 'This link is not valid. Ask for a new one from your account.')
  const used = () => linkError('EMAIL_CHANGE_LINK_USED', 'This link has already been used: your address is changed.')
  const cancelled = () =>
    linkError('EMAIL_CHANGE_LINK_CANCELLED', 'This change was cancelled, or a newer link replaced this one.')
  const expired = () =>
    linkError('EMAIL_CHANGE_LINK_EXPIRED', 'This link has expired. Ask for a new one from your account.')
  if (found.status === 'confirmed') throw used()
  if (found.status === 'cancelled') throw cancelled()
  if (found.status === 'expired') throw expired()
  if (found.expiresAt.getTime() <= now.getTime()) {
    await advance(db, found, { type: 'clock.expire' }, now)
    throw expired()
  }
  if (await addressTaken(db, found.newEmail, found.userId))
    throw linkError('EMAIL_TAKEN', `${TAKEN} Cancel this change, or choose another address from your account.`)
  try {
    await db.transaction(async (tx) => {
      if (!(await advance(tx, found, { type: 'user.confirm' }, now))) throw used()
      await tx.update(users).set({ email: found.newEmail, emailVerifiedAt: now }).where(eq(users.id, found.userId))
      // Links sent to the old address prove nothing about the new one.
      await tx
        .update(emailVerifications)
        .set({ usedAt: now })
        .where(and(eq(emailVerifications.userId, found.userId), isNull(emailVerifications.usedAt)))
      const notice: EmailChangeEmailData = {
        kind: 'changed',
        firstName: found.firstName,
        newEmail: found.newEmail,
        path: paths.helpCenter.href(),
      }
      await enqueueEmail(
        tx,
        {
          event: `email_change:${found.id}:changed`,
          recipient: found.currentEmail,
          template: 'email_change',
          data: notice,
          locale: localeOf(found),
        },
        now,
      )
    })
  } catch (error) {
    // Another account took the address between the check and the update: the unique index decides.
    if (isUniqueViolation(error))
      throw linkError('EMAIL_TAKEN', `${TAKEN} Cancel this change, or choose another address from your account.`)
    throw error
  }
}
