import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import * as handlers from './moneyboxes.handlers'
import * as routes from './moneyboxes.routes'

export function registerMoneyboxesRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.listMoneyboxesRoute, handlers.listMoneyboxes)
}
