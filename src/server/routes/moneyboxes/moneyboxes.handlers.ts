import type { RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { requireUser } from '../../http/authentication'
import { listActiveMoneyboxes } from '../../services/users/moneyboxes'
import type { listMoneyboxesRoute } from './moneyboxes.routes'

export const listMoneyboxes: RouteHandler<typeof listMoneyboxesRoute, AppEnv> = async (c) => {
  return c.json(await listActiveMoneyboxes(c.var.db, requireUser(c)), 200)
}
