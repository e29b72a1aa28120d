import type { RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { requireUser } from '../../http/authentication'
import { requestLocale } from '../../http/request-locale'
import { listFaq, listUserFaq } from '../../services/help/faq'
import type { getFaqRoute, getUserFaqRoute } from './help.routes'

export const getFaq: RouteHandler<typeof getFaqRoute, AppEnv> = async (c) => {
  const { lang, ...filters } = c.req.valid('query')
  const locale = requestLocale(lang, c.req.valid('header')['accept-language'])
  return c.json(await listFaq(c.var.db, locale, filters), 200)
}

export const getUserFaq: RouteHandler<typeof getUserFaqRoute, AppEnv> = async (c) => {
  const { lang, ...filters } = c.req.valid('query')
  const locale = requestLocale(lang, c.req.valid('header')['accept-language'])
  const caller = { userId: requireUser(c), isStaff: c.var.isStaff }
  return c.json(await listUserFaq(c.var.db, caller, Number(c.req.valid('param').id), locale, filters), 200)
}
