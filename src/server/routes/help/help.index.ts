import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import * as handlers from './help.handlers'
import { getFaqRoute, getUserFaqRoute } from './help.routes'

export function registerHelpRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(getFaqRoute, handlers.getFaq)
  app.openapi(getUserFaqRoute, handlers.getUserFaq)
}
