import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import * as handlers from './help.handlers'
import * as routes from './help.routes'

export function registerHelpRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.getFaqRoute, handlers.getFaq)
  app.openapi(routes.getUserFaqRoute, handlers.getUserFaq)
}
