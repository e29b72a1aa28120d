import { and, desc, eq, gt, lt, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { loginAttempts } from '../../db/schema'
import type { Env } from '../../env'
import { ApiError } from '../../http/api-error'

/** What an attempt was: each purpose is counted against its own limits. */
type Purpose = 'sign_in' | 'password_reset' | 'email_verification' | 'email_change'

interface Limits {
  perAccount: number
  perIp: number
  windowSeconds: number
}

const signInLimits = (env: Env): Limits => ({
  perAccount: env.LOGIN_RATE_LIMIT_PER_ACCOUNT,
  perIp: env.LOGIN_RATE_LIMIT_PER_IP,
  windowSeconds: env.LOGIN_RATE_LIMIT_WINDOW_SECONDS,
})

const resetLimits = (env: Env): Limits => ({
  perAccount: env.PASSWORD_RESET_RATE_LIMIT_PER_ACCOUNT,
  perIp: env.PASSWORD_RESET_RATE_LIMIT_PER_IP,
  windowSeconds: env.PASSWORD_RESET_RATE_LIMIT_WINDOW_SECONDS,
})

/** 429 with the seconds to wait; the handlers turn `retryAfterSeconds` into a Retry-After header. */
export class SignInRateLimitedError extends ApiError {
  constructor(
    readonly retryAfterSeconds: number,
    detail = `Too many sign-in attempts. Try again in ${retryAfterSeconds} seconds.`,
  ) {
    super(429, { detail })
  }
}

/** The attempts of `purpose` inside the window that match `where`, newest first, at most `limit`. */
async function recentAttempts(db: Database, purpose: Purpose, windowSeconds: number, where: SQL, limit: number) {
  const windowStart = new Date(Date.now() - windowSeconds * 1000)
  const rows = await db
    .select({ createdAt: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.purpose, purpose), where, gt(loginAttempts.createdAt, windowStart)))
    .orderBy(desc(loginAttempts.createdAt))
    .limit(limit)
  return rows.map((row) => row.createdAt.getTime())
}

/**
 * When `limit` attempts already fall inside the window, the caller may try again once the oldest of those `limit`
 * most recent attempts leaves the window. Returns that moment, or 0.
 */
async function blockedUntil(db: Database, purpose: Purpose, windowSeconds: number, where: SQL, limit: number) {
  const oldestCounted = (await recentAttempts(db, purpose, windowSeconds, where, limit))[limit - 1]
  return oldestCounted === undefined ? 0 : oldestCounted + windowSeconds * 1000
}

const secondsUntil = (until: number) => (until > Date.now() ? Math.max(1, Math.ceil((until - Date.now()) / 1000)) : 0)

async function recordAttempt(
  db: Database,
  purpose: Purpose,
  limits: Pick<Limits, 'windowSeconds'>,
  email: string,
  ip: string,
) {
  await db.insert(loginAttempts).values({ email, ip, purpose })
  // Housekeeping on the write path: rows older than the window can never count again.
  await db
    .delete(loginAttempts)
    .where(
      and(
        eq(loginAttempts.purpose, purpose),
        lt(loginAttempts.createdAt, new Date(Date.now() - limits.windowSeconds * 1000)),
      ),
    )
}

/** Past this many failures on one account from all addresses together, each further try waits longer. */
const slowedAfter = (limits: Limits) => 2 * limits.perAccount
/** The longest wait between two tries on an account under a spread-out attack. */
export const MAX_ACCOUNT_DELAY_SECONDS = 60

/**
 * Refuses the attempt before any password is checked when this address is over its limit for this account or for
 * all accounts, or when the account is under a spread-out attack and its last failure is too recent. An attacker is
 * locked out of the account from their own addresses only: its owner, from elsewhere, still gets in, at worst after
 * a short wait (a delay that doubles with each failure past `slowedAfter`, at most MAX_ACCOUNT_DELAY_SECONDS).
 */
export async function assertSignInAllowed(db: Database, env: Env, email: string, ip: string): Promise<void> {
  const limits = signInLimits(env)
  const { windowSeconds } = limits
  let until = Math.max(
    await blockedUntil(
      db,
      'sign_in',
      windowSeconds,
      and(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip))!,
      limits.perAccount,
    ),
    await blockedUntil(db, 'sign_in', windowSeconds, eq(loginAttempts.ip, ip), limits.perIp),
  )
  const accountFailures = await recentAttempts(
    db,
    'sign_in',
    windowSeconds,
    eq(loginAttempts.email, email),
    slowedAfter(limits) + Math.ceil(Math.log2(MAX_ACCOUNT_DELAY_SECONDS)) + 1,
  )
  const beyond = accountFailures.length - slowedAfter(limits)
  if (beyond >= 0) {
    const delaySeconds = Math.min(2 ** beyond, MAX_ACCOUNT_DELAY_SECONDS)
    until = Math.max(until, accountFailures[0]! + delaySeconds * 1000)
  }
  const wait = secondsUntil(until)
  if (wait > 0) throw new SignInRateLimitedError(wait)
}

export function recordFailedSignIn(db: Database, env: Env, email: string, ip: string): Promise<void> {
  return recordAttempt(db, 'sign_in', signInLimits(env), email, ip)
}

/** A successful sign-in forgives the account's earlier failed attempts. */
export async function clearFailedSignIns(db: Database, email: string): Promise<void> {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.purpose, 'sign_in'), eq(loginAttempts.email, email)))
}

/**
 * Counts a "Forgot password?" request against the address typed (known or not, so the limit tells nothing about
 * which accounts exist) and the caller's IP, or refuses it when either is over its limit.
 */
export async function takePasswordResetAttempt(db: Database, env: Env, email: string, ip: string): Promise<void> {
  const limits = resetLimits(env)
  const wait = secondsUntil(
    Math.max(
      await blockedUntil(db, 'password_reset', limits.windowSeconds, eq(loginAttempts.email, email), limits.perAccount),
      await blockedUntil(db, 'password_reset', limits.windowSeconds, eq(loginAttempts.ip, ip), limits.perIp),
    ),
  )
  if (wait > 0)
    throw new SignInRateLimitedError(wait, `Too many password reset requests. Try again in ${wait} seconds.`)
  await recordAttempt(db, 'password_reset', limits, email, ip)
}

/**
 * "Resend the email" of an unverified account: a few a window per account (the one sent at sign-up does not count),
 * so a loop cannot turn Roam into a mail cannon aimed at an address the account merely typed.
 */
export const EMAIL_VERIFICATION_RESEND_LIMITS = { perAccount: 3, windowSeconds: 3600 }

/** Counts a resend against the account's address, or refuses it (429) when the address is over its limit. */
export async function takeEmailVerificationResend(db: Database, email: string, ip: string): Promise<void> {
  const limits = EMAIL_VERIFICATION_RESEND_LIMITS
  const wait = secondsUntil(
    await blockedUntil(
      db,
      'email_verification',
      limits.windowSeconds,
      eq(loginAttempts.email, email),
      limits.perAccount,
    ),
  )
  if (wait > 0) throw new SignInRateLimitedError(wait, `Too many verification emails. Try again in ${wait} seconds.`)
  await recordAttempt(db, 'email_verification', limits, email, ip)
}

/**
 * Emails to a new address (a change asked, or its link resent): a few a window per account, counted before the
 * password is checked, so the form can neither mail-bomb an address nor serve to guess the password.
 */
export const EMAIL_CHANGE_LIMITS = { perAccount: 5, windowSeconds: 3600 }

/** Counts a change request or resend against the account (its current address), or refuses it (429). */
export async function takeEmailChangeAttempt(db: Database, email: string, ip: string): Promise<void> {
  const limits = EMAIL_CHANGE_LIMITS
  const wait = secondsUntil(
    await blockedUntil(db, 'email_change', limits.windowSeconds, eq(loginAttempts.email, email), limits.perAccount),
  )
  if (wait > 0) throw new SignInRateLimitedError(wait, `Too many email change requests. Try again in ${wait} seconds.`)
  await recordAttempt(db, 'email_change', limits, email, ip)
}
