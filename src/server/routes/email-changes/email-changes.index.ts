import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import * as handlers from './email-changes.handlers'
import * as routes from './email-changes.routes'

export function registerEmailChangesRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.getEmailChangeRoute, handlers.getEmailChange)
  app.openapi(routes.requestEmailChangeRoute, handlers.requestEmailChangeHandler)
  app.openapi(routes.cancelEmailChangeRoute, handlers.cancelEmailChangeHandler)
  app.openapi(routes.resendEmailChangeRoute, handlers.resendEmailChangeHandler)
  app.openapi(routes.confirmEmailChangeRoute, handlers.confirmEmailChangeHandler)
}
