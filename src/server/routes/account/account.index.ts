import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import * as handlers from './account.handlers'
import { certifyPhoneRoute, managePasswordRoute, sendPhoneCodeRoute } from './account.routes'

export function registerAccountRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(managePasswordRoute, handlers.managePassword)
  app.openapi(sendPhoneCodeRoute, handlers.sendCode)
  app.openapi(certifyPhoneRoute, handlers.certify)
}
