import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import * as handlers from './account.handlers'
import * as routes from './account.routes'

export function registerAccountRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.managePasswordRoute, handlers.managePassword)
  app.openapi(routes.sendPhoneCodeRoute, handlers.sendCode)
  app.openapi(routes.certifyPhoneRoute, handlers.certify)
}
