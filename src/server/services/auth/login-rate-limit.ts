import { and, desc, eq, gt, lt } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { loginAttempts } from '../../db/schema'
import type { Env } from '../../env'
import { ApiError } from '../../http/api-error'

/** What an attempt was: each purpose is counted against its own limits. */
type Purpose = 'sign_in' | 'password_reset'

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

/**
 * When `limit` attempts already fall inside the window, the caller may try again once the oldest of those `limit`
 * most recent attempts leaves the window. Returns that moment, or null.
 */
async function blockedUntil(
  db: Database,
  purpose: Purpose,
  windowSeconds: number,
  column: typeof loginAttempts.email | typeof loginAttempts.ip,
  value: string,
  limit: number,
) {
  const windowStart = new Date(Date.now() - windowSeconds * 1000)
  const recent = await db
    .select({ createdAt: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.purpose, purpose), eq(column, value), gt(loginAttempts.createdAt, windowStart)))
    .orderBy(desc(loginAttempts.createdAt))
    .limit(limit)
  const oldestCounted = recent[limit - 1]
  return oldestCounted ? oldestCounted.createdAt.getTime() + windowSeconds * 1000 : null
}

async function secondsToWait(db: Database, purpose: Purpose, limits: Limits, email: string, ip: string) {
  const until = Math.max(
    (await blockedUntil(db, purpose, limits.windowSeconds, loginAttempts.email, email, limits.perAccount)) ?? 0,
    (await blockedUntil(db, purpose, limits.windowSeconds, loginAttempts.ip, ip, limits.perIp)) ?? 0,
  )
  return until > Date.now() ? Math.max(1, Math.ceil((until - Date.now()) / 1000)) : 0
}

async function recordAttempt(db: Database, purpose: Purpose, limits: Limits, email: string, ip: string) {
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

/** Refuses the attempt before any password is checked when the account or the address is over its limit. */
export async function assertSignInAllowed(db: Database, env: Env, email: string, ip: string): Promise<void> {
  const wait = await secondsToWait(db, 'sign_in', signInLimits(env), email, ip)
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
  const wait = await secondsToWait(db, 'password_reset', limits, email, ip)
  if (wait > 0)
    throw new SignInRateLimitedError(wait, `Too many password reset requests. Try again in ${wait} seconds.`)
  await recordAttempt(db, 'password_reset', limits, email, ip)
}
