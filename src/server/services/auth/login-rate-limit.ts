import { and, desc, eq, gt, lt, type SQL } from 'drizzle-orm'
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

/** The failed attempts inside the window that match `where`, newest first, at most `limit`. */
async function recentFailures(db: Database, env: Env, where: SQL | undefined, limit: number) {
  const windowStart = new Date(Date.now() - env.LOGIN_RATE_LIMIT_WINDOW_SECONDS * 1000)
  const rows = await db
    .select({ createdAt: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(and(where, gt(loginAttempts.createdAt, windowStart)))
    .orderBy(desc(loginAttempts.createdAt))
    .limit(limit)
  return rows.map((row) => row.createdAt.getTime())
}

/**
 * When `limit` failed attempts already fall inside the window, the caller may try again once the
 * oldest of those `limit` most recent attempts leaves the window. Returns that moment, or 0.
 */
async function blockedUntil(db: Database, env: Env, where: SQL | undefined, limit: number) {
  const oldestCounted = (await recentFailures(db, env, where, limit))[limit - 1]
  return oldestCounted === undefined ? 0 : oldestCounted + env.LOGIN_RATE_LIMIT_WINDOW_SECONDS * 1000
}

/** Past this many failures on one account from all addresses together, each further try waits longer. */
const slowedAfter = (env: Env) => 2 * env.LOGIN_RATE_LIMIT_PER_ACCOUNT
/** The longest wait between two tries on an account under a spread-out attack. */
export const MAX_ACCOUNT_DELAY_SECONDS = 60

/**
 * Refuses the attempt before any password is checked when this address is over its limit for this account or for
 * all accounts, or when the account is under a spread-out attack and its last failure is too recent. An attacker is
 * locked out of the account from their own addresses only: its owner, from elsewhere, still gets in, at worst after
 * a short wait (a delay that doubles with each failure past `slowedAfter`, at most MAX_ACCOUNT_DELAY_SECONDS).
 */
export async function assertSignInAllowed(db: Database, env: Env, email: string, ip: string): Promise<void> {
  const now = Date.now()
  let until = Math.max(
    await blockedUntil(
      db,
      env,
      and(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip)),
      env.LOGIN_RATE_LIMIT_PER_ACCOUNT,
    ),
    await blockedUntil(db, env, eq(loginAttempts.ip, ip), env.LOGIN_RATE_LIMIT_PER_IP),
  )
  const accountFailures = await recentFailures(
    db,
    env,
    eq(loginAttempts.email, email),
    slowedAfter(env) + Math.ceil(Math.log2(MAX_ACCOUNT_DELAY_SECONDS)) + 1,
  )
  const beyond = accountFailures.length - slowedAfter(env)
  if (beyond >= 0) {
    const delaySeconds = Math.min(2 ** beyond, MAX_ACCOUNT_DELAY_SECONDS)
    until = Math.max(until, accountFailures[0]! + delaySeconds * 1000)
  }
  if (until > now) throw new SignInRateLimitedError(Math.max(1, Math.ceil((until - now) / 1000)))
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
