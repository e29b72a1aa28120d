import type { RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { ApiError } from '../../http/api-error'
import { requestClientAddress } from '../../http/client-address'
import { bearerToken, requireStaff, requireUser } from '../../http/authentication'
import { logAs } from '../../services/auth/log-as'
import { SignInRateLimitedError } from '../../services/auth/login-rate-limit'
import { assertKnownClient, exchangeToken } from '../../services/auth/token-grants'
import { revokeSessionOf } from '../../services/auth/tokens'
import { EMAIL_VERIFICATION_SENT, resendVerificationEmail, verifyEmail } from '../../services/auth/email-verifications'
import { PASSWORD_RESET_REQUESTED, requestPasswordReset, resetPassword } from '../../services/auth/password-resets'
import type {
  logAsRoute,
  logoutRoute,
  requestPasswordResetRoute,
  resendEmailVerificationRoute,
  resetPasswordRoute,
  revokeTokenRoute,
  tokenRoute,
  verifyEmailRoute,
} from './auth.routes'

export const token: RouteHandler<typeof tokenRoute, AppEnv> = async (c) => {
  try {
    return c.json(await exchangeToken(c.var.db, c.var.env, c.req.valid('form'), requestClientAddress(c)), 200)
  } catch (error) {
    if (error instanceof SignInRateLimitedError) {
      return c.json({ detail: error.message }, 429, { 'Retry-After': String(error.retryAfterSeconds) })
    }
    throw error
  }
}

export const revokeToken: RouteHandler<typeof revokeTokenRoute, AppEnv> = async (c) => {
  const form = c.req.valid('form')
  assertKnownClient(c.var.env, form.client_id)
  if (!form.token) throw ApiError.oauth(400, 'invalid_request', 'A token is required.')
  await revokeSessionOf(c.var.db, form.token, 'revoked')
  return c.json({ detail: 'Token revoked.' }, 200)
}

export const logout: RouteHandler<typeof logoutRoute, AppEnv> = async (c) => {
  const accessToken = bearerToken(c.req.header('authorization'))
  if (accessToken) await revokeSessionOf(c.var.db, accessToken, 'logout')
  return c.json({ detail: 'Logged out.' }, 200)
}

export const logAsUser: RouteHandler<typeof logAsRoute, AppEnv> = async (c) => {
  const staffId = requireStaff(c)
  return c.json(await logAs(c.var.db, c.var.env, staffId, c.req.valid('json').user_id), 200)
}

export const requestPasswordResetHandler: RouteHandler<typeof requestPasswordResetRoute, AppEnv> = async (c) => {
  try {
    await requestPasswordReset(c.var.db, c.var.env, c.req.valid('json').email, requestClientAddress(c))
  } catch (error) {
    if (error instanceof SignInRateLimitedError) {
      return c.json({ detail: error.message }, 429, { 'Retry-After': String(error.retryAfterSeconds) })
    }
    throw error
  }
  return c.json({ detail: PASSWORD_RESET_REQUESTED }, 202)
}

export const resetPasswordHandler: RouteHandler<typeof resetPasswordRoute, AppEnv> = async (c) =>
  c.json(await resetPassword(c.var.db, c.var.env, c.req.valid('json')), 200)

export const resendEmailVerificationHandler: RouteHandler<typeof resendEmailVerificationRoute, AppEnv> = async (c) => {
  try {
    await resendVerificationEmail(c.var.db, c.var.env, requireUser(c), requestClientAddress(c))
  } catch (error) {
    if (error instanceof SignInRateLimitedError) {
      return c.json({ detail: error.message }, 429, { 'Retry-After': String(error.retryAfterSeconds) })
    }
    throw error
  }
  return c.json({ detail: EMAIL_VERIFICATION_SENT }, 202)
}

export const verifyEmailHandler: RouteHandler<typeof verifyEmailRoute, AppEnv> = async (c) => {
  await verifyEmail(c.var.db, c.req.valid('json').token)
  return c.json({ detail: 'Your email address is confirmed.' }, 200)
}
