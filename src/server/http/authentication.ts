import type { Context, MiddlewareHandler } from 'hono'
import { resolveAccessToken } from '../services/auth/tokens'
import type { AppEnv } from './app-env'
import { ApiError } from './api-error'

// Our tokens are 43 characters; anything far longer is not one of ours and skips the lookup.
const MAX_TOKEN_LENGTH = 256

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i)
  return match?.[1] ?? null
}

/**
 * Reads the bearer token and, when it is a live access token, sets `userId` and `isStaff`.
 * A bad token is only remembered: public routes ignore it, routes that need a user refuse it.
 */
export const authenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = bearerToken(c.req.header('authorization'))
  if (token) {
    const session = token.length <= MAX_TOKEN_LENGTH ? await resolveAccessToken(c.var.db, token) : null
    if (session) {
      c.set('userId', session.userId)
      c.set('isStaff', session.isStaff)
      c.set('actingStaffId', session.actingStaffId)
    } else {
      c.set('tokenInvalid', true)
    }
  }
  await next()
}

/** The signed-in user's id, or a 401: token_not_valid for a bad token, "not provided" without one. */
export function requireUser(c: Context<AppEnv>): number {
  const userId = c.var.userId
  if (userId !== null) return userId
  if (c.var.tokenInvalid) throw ApiError.detail(401, 'Invalid or expired token.', 'token_not_valid')
  throw ApiError.unauthenticated()
}

/** The signed-in staff member's id: 401 when anonymous, 403 not_staff for everyone else. */
export function requireStaff(c: Context<AppEnv>): number {
  const userId = requireUser(c)
  if (!c.var.isStaff) throw ApiError.detail(403, 'You do not have permission to perform this action.', 'not_staff')
  return userId
}

/** Route middleware: refuses before the body is validated, so an anonymous caller learns nothing from field errors. */
export const signedInOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c)
  await next()
}

export const staffOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireStaff(c)
  await next()
}
