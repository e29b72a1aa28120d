import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { users } from '../../db/schema'
import type { Env } from '../../env'
import { ApiError } from '../../http/api-error'
import { assertSignInAllowed, clearFailedSignIns, recordFailedSignIn } from './login-rate-limit'
import { hashPassword, verifyPassword } from './passwords'
import { rotateRefreshToken, startSession, type TokenPair } from './tokens'

/** The fields of a POST /oauth/token/ form, all optional: each grant checks what it needs. */
export interface TokenRequest {
  grant_type?: string
  username?: string
  email?: string
  password?: string
  refresh_token?: string
  client_id?: string
}

// Unknown emails still pay for one argon2 verification, so timing does not reveal which emails exist.
let decoyHash: Promise<string> | undefined
const decoy = () => (decoyHash ??= hashPassword('decoy password that matches nothing'))

export function assertKnownClient(env: Env, clientId: string | undefined): asserts clientId is string {
  if (clientId !== env.OAUTH_CLIENT_ID) throw ApiError.oauth(401, 'invalid_client', 'Unknown or missing client_id.')
}

export async function exchangeToken(db: Database, env: Env, request: TokenRequest, ip: string): Promise<TokenPair> {
  assertKnownClient(env, request.client_id)
  switch (request.grant_type) {
    case 'password':
      return signInWithPassword(db, env, request.username ?? request.email, request.password, request.client_id, ip)
    case 'refresh_token':
      if (!request.refresh_token) throw ApiError.oauth(400, 'invalid_grant', 'A refresh_token is required.')
      return rotateRefreshToken(db, env, request.refresh_token, request.client_id)
    default:
      throw ApiError.oauth(400, 'unsupported_grant_type', 'grant_type must be password or refresh_token.')
  }
}

async function signInWithPassword(
  db: Database,
  env: Env,
  identifier: string | undefined,
  password: string | undefined,
  clientId: string,
  ip: string,
): Promise<TokenPair> {
  const email = identifier?.trim().toLowerCase()
  if (!email || !password) throw ApiError.oauth(400, 'missing_credentials', 'Both username and password are required.')
  await assertSignInAllowed(db, env, email, ip)
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, isActive: users.isActive, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
  const passwordMatches = await verifyPassword(user?.passwordHash ?? (await decoy()), password)
  // One answer for unknown, wrong, inactive and deleted: the response must not tell which one it was.
  if (!user || !passwordMatches || !user.isActive || user.deletedAt) {
    await recordFailedSignIn(db, env, email, ip)
    throw ApiError.oauth(400, 'bad_credentials', 'Invalid credentials given.')
  }
  await clearFailedSignIns(db, email)
  return startSession(db, env, { userId: user.id, clientId })
}
