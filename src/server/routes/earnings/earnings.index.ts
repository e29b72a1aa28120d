import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import * as handlers from './earnings.handlers'
import * as routes from './earnings.routes'

export function registerEarningsRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.getLeadSourceRoute, handlers.leadSource)
  app.openapi(routes.simulateEarningsRoute, handlers.simulate)
  app.openapi(routes.pushLeadRoute, handlers.pushLead)
  app.openapi(routes.priceSuggestionRoute, handlers.priceSuggestion)
}
