import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import * as handlers from './booking-prices.handlers'
import * as routes from './booking-prices.routes'

export function registerBookingPricesRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.getBookingPricesRoute, handlers.getBookingPricesHandler)
  app.openapi(routes.updateBookingPricesRoute, handlers.updateBookingPricesHandler)
  app.openapi(routes.setBookingOptionsRoute, handlers.setBookingOptionsHandler)
}
