import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { leadSource, priceSuggestion, pushLead, simulate } from './earnings.handlers'
import { getLeadSourceRoute, priceSuggestionRoute, pushLeadRoute, simulateEarningsRoute } from './earnings.routes'

export function registerEarningsRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(getLeadSourceRoute, leadSource)
  app.openapi(simulateEarningsRoute, simulate)
  app.openapi(pushLeadRoute, pushLead)
  app.openapi(priceSuggestionRoute, priceSuggestion)
}
