import type { RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { requireUser } from '../../http/authentication'
import { requestClientAddress } from '../../http/client-address'
import { SignInRateLimitedError } from '../../services/auth/login-rate-limit'
import {
  cancelEmailChange,
  confirmEmailChange,
  pendingEmailChange,
  requestEmailChange,
  resendEmailChange,
} from '../../services/users/email-changes'
import type {
  cancelEmailChangeRoute,
  confirmEmailChangeRoute,
  getEmailChangeRoute,
  requestEmailChangeRoute,
  resendEmailChangeRoute,
} from './email-changes.routes'

export const getEmailChange: RouteHandler<typeof getEmailChangeRoute, AppEnv> = async (c) =>
  c.json(await pendingEmailChange(c.var.db, requireUser(c)), 200)

export const requestEmailChangeHandler: RouteHandler<typeof requestEmailChangeRoute, AppEnv> = async (c) => {
  try {
    const pending = await requestEmailChange(
      c.var.db,
      c.var.env,
      requireUser(c),
      c.req.valid('json'),
      requestClientAddress(c),
    )
    return c.json(pending, 202)
  } catch (error) {
    if (error instanceof SignInRateLimitedError)
      return c.json({ detail: error.message }, 429, { 'Retry-After': String(error.retryAfterSeconds) })
    throw error
  }
}

export const cancelEmailChangeHandler: RouteHandler<typeof cancelEmailChangeRoute, AppEnv> = async (c) => {
  await cancelEmailChange(c.var.db, requireUser(c))
  return c.body(null, 204)
}

export const resendEmailChangeHandler: RouteHandler<typeof resendEmailChangeRoute, AppEnv> = async (c) => {
  try {
    return c.json(await resendEmailChange(c.var.db, c.var.env, requireUser(c), requestClientAddress(c)), 202)
  } catch (error) {
    if (error instanceof SignInRateLimitedError)
      return c.json({ detail: error.message }, 429, { 'Retry-After': String(error.retryAfterSeconds) })
    throw error
  }
}

export const confirmEmailChangeHandler: RouteHandler<typeof confirmEmailChangeRoute, AppEnv> = async (c) => {
  await confirmEmailChange(c.var.db, c.req.valid('json').token)
  return c.json({ detail: 'Your email address is changed.' }, 200)
}
