import { and, desc, eq, gt, lt } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { loginAttempts } from '../../db/schema'
import type { Env } from '../../env'
import { ApiError } from '../../http/api-error'

/** 429 with the seconds to wait; the token handler turns `retryAfterSeconds` into a Retry-After header. */
export class SignInRateLimitedError extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, { detail: `Too many sign-in attempts. Try again in ${retryAfterSeconds} seconds.` })
  }
}

/**
 * When `limit` failed attempts already fall inside the window, the caller may try again once the
 * oldest of those `limit` most recent attempts leaves the window. Returns that moment, or null.
 */
async function blockedUntil(
  db: Database,
  env: Env,
  column: typeof loginAttempts.email | typeof loginAttempts.ip,
  value: string,
  limit: number,
) {
  const windowStart = new Date(Date.now() - env.LOGIN_RATE_LIMIT_WINDOW_SECONDS * 1000)
  const recent = await db
    .select({ createdAt: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(and(eq(column, value), gt(loginAttempts.createdAt, windowStart)))
    .orderBy(desc(loginAttempts.createdAt))
    .limit(limit)
  const oldestCounted = recent[limit - 1]
  return oldestCounted ? oldestCounted.createdAt.getTime() + env.LOGIN_RATE_LIMIT_WINDOW_SECONDS * 1000 : null
}

/** Refuses the attempt before any password is checked when the account or the address is over its limit. */
export async function assertSignInAllowed(db: Database, env: Env, email: string, ip: string): Promise<void> {
  const until = Math.max(
    (await blockedUntil(db, env, loginAttempts.email, email, env.LOGIN_RATE_LIMIT_PER_ACCOUNT)) ?? 0,
    (await blockedUntil(db, env, loginAttempts.ip, ip, env.LOGIN_RATE_LIMIT_PER_IP)) ?? 0,
  )
  if (until > Date.now()) throw new SignInRateLimitedError(Math.max(1, Math.ceil((until - Date.now()) / 1000)))
}

export async function recordFailedSignIn(db: Database, env: Env, email: string, ip: string): Promise<void> {
  await db.insert(loginAttempts).values({ email, ip })
  // Housekeeping on the write path: rows older than the window can never count again.
  await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.createdAt, new Date(Date.now() - env.LOGIN_RATE_LIMIT_WINDOW_SECONDS * 1000)))
}

/** A successful sign-in forgives the account's earlier failed attempts. */
export async function clearFailedSignIns(db: Database, email: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.email, email))
}
