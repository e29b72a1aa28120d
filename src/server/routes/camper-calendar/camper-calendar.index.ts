import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { camperAvailabilitiesHandler, camperPriceHandler } from './camper-calendar.handlers'
import { camperAvailabilitiesRoute, camperPriceRoute } from './camper-calendar.routes'

export function registerCamperCalendarRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(camperAvailabilitiesRoute, camperAvailabilitiesHandler)
  app.openapi(camperPriceRoute, camperPriceHandler)
}
