import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import * as handlers from './bookings-owner.handlers'
import * as routes from './bookings-owner.routes'

export function registerBookingsOwnerRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.listOwnerBookingsRoute, handlers.listOwnerBookings)
  app.openapi(routes.ownerBookingOptionsRoute, handlers.ownerBookingOptions)
  app.openapi(routes.getOwnerBookingRoute, handlers.getOwnerBooking)
  app.openapi(routes.acceptOwnerBookingRoute, handlers.acceptOwnerBooking)
  app.openapi(routes.refuseOwnerBookingRoute, handlers.refuseOwnerBooking)
  app.openapi(routes.cancelOwnerBookingRoute, handlers.cancelOwnerBooking)
  app.openapi(routes.getOwnerBookingPricesRoute, handlers.getOwnerBookingPricesHandler)
}
