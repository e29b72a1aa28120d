import { randomBytes } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import { localizePath } from '../../../domain/locale-routing'
import { DEFAULT_LOCALE, isLocale } from '../../../domain/locales'
import type { Database } from '../../db/client'
import { emailVerifications, users } from '../../db/schema'
import type { Env } from '../../env'
import { ApiError } from '../../http/api-error'
import { enqueueEmail } from '../outbox/outbox'
import { takeEmailVerificationResend } from './login-rate-limit'
import { hashToken } from './tokens'

/**
 * How long a link works: 48 hours. People sign up and read their mail later, often the next day on another device;
 * the link proves an address and opens no account (unlike a password reset's hour), so a long window costs little.
 */
export const EMAIL_VERIFICATION_TTL_MS = 48 * 60 * 60 * 1000

export const EMAIL_VERIFICATION_SENT = 'We have sent you an email with a link to confirm your address.'

/** The code of the 403 that asks for a verified address first (the web app shows why and offers to resend). */
export const EMAIL_NOT_VERIFIED = 'email_not_verified'

const linkError = (code: string, detail: string) => ApiError.detail(400, detail, code)

interface Recipient {
  id: number
  email: string
  firstName: string
  locale: string
}

/**
 * Makes a new single-use link for the account's current address (its earlier links stop working) and queues the
 * email, in the caller's transaction: the link exists exactly when the change that asked for it commits.
 */
export async function sendVerificationEmail(tx: Database, env: Env, user: Recipient, now = new Date()): Promise<void> {
  const token = randomBytes(32).toString('base64url')
  const locale = isLocale(user.locale) ? user.locale : DEFAULT_LOCALE
  const path = localizePath(`/verify-email?token=${token}`, locale, env.LOCALE_STRATEGY)
  await tx
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(and(eq(emailVerifications.userId, user.id), isNull(emailVerifications.usedAt)))
  const [link] = await tx
    .insert(emailVerifications)
    .values({
      userId: user.id,
      email: user.email,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_MS),
    })
    .returning({ id: emailVerifications.id })
  await enqueueEmail(
    tx,
    {
      event: `email_verification:${link!.id}`,
      recipient: user.email,
      template: 'email_verification',
      data: { firstName: user.firstName, secretLink: new URL(path, env.PUBLIC_URL).toString() },
      locale,
    },
    now,
  )
}

/**
 * Opens a link: 400 with a code when it is unknown, used (or replaced by a newer one, or sent to an address the
 * account no longer has) or expired. No sign-in needed: the link is often opened on another device.
 */
export async function verifyEmail(db: Database, token: string, now = new Date()): Promise<void> {
  const [found] = await db
    .select({
      id: emailVerifications.id,
      userId: emailVerifications.userId,
      email: emailVerifications.email,
      usedAt: emailVerifications.usedAt,
      expiresAt: emailVerifications.expiresAt,
      currentEmail: users.email,
    })
    .from(emailVerifications)
    .innerJoin(users, eq(users.id, emailVerifications.userId))
    .where(and(eq(emailVerifications.tokenHash, hashToken(token)), eq(users.isActive, true), isNull(users.deletedAt)))
  if (!found)
    throw linkError('EMAIL_VERIFICATION_LINK_INVALID', 'This confirmation link is not valid. Ask for a new one.')
  const used = () =>
    linkError(
      'EMAIL_VERIFICATION_LINK_USED',
      'This confirmation link has already been used, or a newer one replaced it.',
    )
  if (found.usedAt || found.email.toLowerCase() !== found.currentEmail.toLowerCase()) throw used()
  if (found.expiresAt.getTime() <= now.getTime())
    throw linkError('EMAIL_VERIFICATION_LINK_EXPIRED', 'This confirmation link has expired. Ask for a new one.')
  await db.transaction(async (tx) => {
    // Spent with a conditional update: of two opens of the same link, one wins and the other is told it was used.
    const [spent] = await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(and(eq(emailVerifications.id, found.id), isNull(emailVerifications.usedAt)))
      .returning({ id: emailVerifications.id })
    if (!spent) throw used()
    await tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, found.userId))
  })
}

/** "Resend the email": 400 EMAIL_ALREADY_VERIFIED when there is nothing to prove, 429 over the account's limit. */
export async function resendVerificationEmail(db: Database, env: Env, userId: number, ip: string): Promise<void> {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      locale: users.locale,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isActive, true), isNull(users.deletedAt)))
  if (!user) throw ApiError.unauthenticated()
  if (user.emailVerifiedAt)
    throw ApiError.detail(400, 'Your email address is already confirmed.', 'EMAIL_ALREADY_VERIFIED')
  await takeEmailVerificationResend(db, user.email.toLowerCase(), ip)
  await db.transaction((tx) => sendVerificationEmail(tx, env, user))
}

/** Sending a booking request or a listing for review needs a proven address: 403 email_not_verified otherwise. */
export async function requireVerifiedEmail(db: Database, userId: number): Promise<void> {
  const [user] = await db.select({ verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId))
  if (user && !user.verifiedAt)
    throw ApiError.detail(
      403,
      'Confirm your email address first: open the link we emailed you, or ask for a new one.',
      EMAIL_NOT_VERIFIED,
    )
}
