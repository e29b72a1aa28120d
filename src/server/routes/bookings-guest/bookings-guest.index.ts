import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import * as handlers from './bookings-guest.handlers'
import * as routes from './bookings-guest.routes'

export function registerBookingsGuestRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.createBookingRoute, handlers.createBookingHandler)
  app.openapi(routes.listGuestBookingsRoute, handlers.listGuestBookings)
  // Before /{id}/, which would otherwise take "options" for an id.
  app.openapi(routes.guestBookingOptionsRoute, handlers.guestBookingOptions)
  app.openapi(routes.getGuestBookingRoute, handlers.getGuestBooking)
  app.openapi(routes.updateGuestBookingRoute, handlers.updateGuestBookingHandler)
  app.openapi(routes.snoozeGuestBookingRoute, handlers.snoozeGuestBooking)
  app.openapi(routes.cancelGuestBookingRoute, handlers.cancelGuestBooking)
  app.openapi(routes.validateGuestBookingRoute, handlers.validateGuestBooking)
}
