import type { RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { bearerToken, requireUser } from '../../http/authentication'
import { smsProvider } from '../../providers/sms/sms'
import { changePassword } from '../../services/users/password-change'
import { certifyPhone, sendPhoneCode } from '../../services/users/phone-certification'
import type { certifyPhoneRoute, managePasswordRoute, sendPhoneCodeRoute } from './account.routes'

export const managePassword: RouteHandler<typeof managePasswordRoute, AppEnv> = async (c) => {
  const userId = requireUser(c)
  // A signed-in request always carries its bearer token: it names the session that stays.
  await changePassword(c.var.db, userId, bearerToken(c.req.header('authorization'))!, c.req.valid('json'))
  return c.json({ detail: 'Password changed.' }, 200)
}

export const sendCode: RouteHandler<typeof sendPhoneCodeRoute, AppEnv> = async (c) => {
  return c.json(await sendPhoneCode(c.var.db, smsProvider(c.var.env), requireUser(c)), 200)
}

export const certify: RouteHandler<typeof certifyPhoneRoute, AppEnv> = async (c) => {
  return c.json(await certifyPhone(c.var.db, requireUser(c), c.req.valid('json').code), 200)
}
