import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, ne } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { accessTokens, refreshTokens, tokenFamilies, users } from '../../db/schema'
import type { Env } from '../../env'
import { ApiError } from '../../http/api-error'

/** The session token response of spec 1 §3, in the OAuth 2 shape. */
export interface TokenPair {
  access_token: string
  refresh_token: string
  expires_in: number
  token_type: 'Bearer'
  scope: string
}

const TOKEN_SCOPE = 'read write'

/** 32 random bytes: opaque to the client, unguessable, and meaningless without the database. */
const newToken = () => randomBytes(32).toString('base64url')
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

const DAY_MS = 24 * 60 * 60 * 1000

const invalidGrant = () => ApiError.oauth(400, 'invalid_grant', 'Invalid or expired refresh token.')

/** Issues the access and refresh token of a family; the access token never outlives its family. */
async function issueInFamily(db: Database, env: Env, family: { id: number; expiresAt: Date }): Promise<TokenPair> {
  const now = Date.now()
  const accessExpiresAt = new Date(Math.min(now + env.ACCESS_TOKEN_TTL_SECONDS * 1000, family.expiresAt.getTime()))
  const accessToken = newToken()
  const refreshToken = newToken()
  await db
    .insert(accessTokens)
    .values({ tokenHash: hashToken(accessToken), familyId: family.id, expiresAt: accessExpiresAt })
  await db.insert(refreshTokens).values({ tokenHash: hashToken(refreshToken), familyId: family.id })
  return {
    access_token: accessToken,
    refresh_token: refreshToken,
    expires_in: Math.max(0, Math.floor((accessExpiresAt.getTime() - now) / 1000)),
    token_type: 'Bearer',
    scope: TOKEN_SCOPE,
  }
}

/** Starts a new session (a sign-in or a staff log-as): a new family with its absolute end date. */
export async function startSession(
  db: Database,
  env: Env,
  session: { userId: number; clientId: string; actingStaffId?: number },
): Promise<TokenPair> {
  return db.transaction(async (tx) => {
    const [family] = await tx
      .insert(tokenFamilies)
      .values({
        userId: session.userId,
        clientId: session.clientId,
        actingStaffId: session.actingStaffId ?? null,
        expiresAt: new Date(Date.now() + env.REFRESH_TOKEN_TTL_DAYS * DAY_MS),
      })
      .returning({ id: tokenFamilies.id, expiresAt: tokenFamilies.expiresAt })
    return issueInFamily(tx, env, family!)
  })
}

/**
 * Exchanges a refresh token for a new pair in the same family. The token is claimed with one
 * conditional UPDATE, so two processes racing on it cannot both win. A token used again within
 * REFRESH_TOKEN_REUSE_SECONDS of its first use gets another pair: its client lost the answer (a page
 * left mid-refresh, a dropped connection) and would otherwise be signed out. Used again later, it is
 * a replay (a stolen copy) and ends the whole family.
 */
export async function rotateRefreshToken(
  db: Database,
  env: Env,
  refreshToken: string,
  clientId: string,
): Promise<TokenPair> {
  const tokenHash = hashToken(refreshToken)
  const pair = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
      .returning({ familyId: refreshTokens.familyId })
    if (!claimed) {
      const [used] = await tx
        .select({ familyId: refreshTokens.familyId, usedAt: refreshTokens.usedAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
      if (!used) return null
      const reusedInTime =
        used.usedAt !== null && Date.now() - used.usedAt.getTime() <= env.REFRESH_TOKEN_REUSE_SECONDS * 1000
      if (!reusedInTime) {
        await revokeFamily(tx, used.familyId, 'refresh_token_replayed')
        return null
      }
      return issueInLiveFamily(tx, env, used.familyId, clientId)
    }
    return issueInLiveFamily(tx, env, claimed.familyId, clientId)
  })
  if (!pair) throw invalidGrant()
  return pair
}

/** A new pair when the family is still alive, its user active and the client the one it was issued to. */
async function issueInLiveFamily(
  tx: Database,
  env: Env,
  familyId: number,
  clientId: string,
): Promise<TokenPair | null> {
  const [family] = await tx
    .select({ id: tokenFamilies.id, expiresAt: tokenFamilies.expiresAt, clientId: tokenFamilies.clientId })
    .from(tokenFamilies)
    .innerJoin(users, eq(users.id, tokenFamilies.userId))
    .where(
      and(
        eq(tokenFamilies.id, familyId),
        isNull(tokenFamilies.revokedAt),
        gt(tokenFamilies.expiresAt, new Date()),
        eq(users.isActive, true),
        isNull(users.deletedAt),
      ),
    )
  // The claimed token stays used: a refresh token of a dead session must not work later either.
  if (!family || family.clientId !== clientId) return null
  return issueInFamily(tx, env, family)
}

export interface Session {
  userId: number
  isStaff: boolean
  /** The staff member acting as this user (log-as), or null for the user's own session. */
  actingStaffId: number | null
}

/** The session behind an access token, or null when it is unknown, expired, revoked or its user is gone. */
export async function resolveAccessToken(db: Database, accessToken: string): Promise<Session | null> {
  const now = new Date()
  const [session] = await db
    .select({ userId: users.id, isStaff: users.isStaff, actingStaffId: tokenFamilies.actingStaffId })
    .from(accessTokens)
    .innerJoin(tokenFamilies, eq(tokenFamilies.id, accessTokens.familyId))
    .innerJoin(users, eq(users.id, tokenFamilies.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, hashToken(accessToken)),
        gt(accessTokens.expiresAt, now),
        isNull(tokenFamilies.revokedAt),
        gt(tokenFamilies.expiresAt, now),
        eq(users.isActive, true),
        isNull(users.deletedAt),
      ),
    )
  return session ?? null
}

async function revokeFamily(db: Database, familyId: number, reason: string) {
  await db
    .update(tokenFamilies)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(tokenFamilies.id, familyId), isNull(tokenFamilies.revokedAt)))
}

/** Ends the session an access or refresh token belongs to; an unknown token is not an error (RFC 7009). */
export async function revokeSessionOf(db: Database, token: string, reason: string): Promise<void> {
  const tokenHash = hashToken(token)
  const [access] = await db
    .select({ familyId: accessTokens.familyId })
    .from(accessTokens)
    .where(eq(accessTokens.tokenHash, tokenHash))
  const refresh = access
    ? undefined
    : (
        await db
          .select({ familyId: refreshTokens.familyId })
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, tokenHash))
      )[0]
  const familyId = access?.familyId ?? refresh?.familyId
  if (familyId !== undefined) await revokeFamily(db, familyId, reason)
}

/** Ends every session of a user, e.g. when the account is deleted. */
export async function revokeAllSessionsOf(db: Database, userId: number, reason: string): Promise<void> {
  await db
    .update(tokenFamilies)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(tokenFamilies.userId, userId), isNull(tokenFamilies.revokedAt)))
}

/** Ends every session of a user but the one `keepAccessToken` belongs to, e.g. after a password change. */
export async function revokeOtherSessionsOf(
  db: Database,
  userId: number,
  keepAccessToken: string,
  reason: string,
): Promise<void> {
  const [current] = await db
    .select({ familyId: accessTokens.familyId })
    .from(accessTokens)
    .where(eq(accessTokens.tokenHash, hashToken(keepAccessToken)))
  await db
    .update(tokenFamilies)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(tokenFamilies.userId, userId),
        isNull(tokenFamilies.revokedAt),
        current ? ne(tokenFamilies.id, current.familyId) : undefined,
      ),
    )
}
