import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import * as handlers from './owner-calendar.handlers'
import * as routes from './owner-calendar.routes'

export function registerOwnerCalendarRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.listPeriodsRoute, handlers.listPeriodsHandler)
  app.openapi(routes.createPeriodRoute, handlers.createPeriodHandler)
  app.openapi(routes.updatePeriodRoute, handlers.updatePeriodHandler)
  app.openapi(routes.deletePeriodRoute, handlers.deletePeriodHandler)
  app.openapi(routes.getPricesDetailsRoute, handlers.getPricesDetailsHandler)
  app.openapi(routes.updatePricesDetailsRoute, handlers.updatePricesDetailsHandler)
  app.openapi(routes.createOptionRoute, handlers.createOptionHandler)
  app.openapi(routes.updateOptionRoute, handlers.updateOptionHandler)
  app.openapi(routes.deleteOptionRoute, handlers.deleteOptionHandler)
  app.openapi(routes.getIcalFeedRoute, handlers.getIcalFeedHandler)
  app.openapi(routes.setIcalFeedRoute, handlers.setIcalFeedHandler)
  app.openapi(routes.deleteIcalFeedRoute, handlers.deleteIcalFeedHandler)
  app.openapi(routes.calendarFeedRoute, handlers.calendarFeedHandler)
}
