import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import * as handlers from './camper-calendar.handlers'
import * as routes from './camper-calendar.routes'

export function registerCamperCalendarRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.camperAvailabilitiesRoute, handlers.camperAvailabilitiesHandler)
  app.openapi(routes.camperPriceRoute, handlers.camperPriceHandler)
}
