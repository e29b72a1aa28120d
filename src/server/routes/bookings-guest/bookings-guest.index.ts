import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import {
  cancelGuestBooking,
  createBookingHandler,
  getGuestBooking,
  guestBookingOptions,
  listGuestBookings,
  snoozeGuestBooking,
  updateGuestBookingHandler,
  validateGuestBooking,
} from './bookings-guest.handlers'
import {
  cancelGuestBookingRoute,
  createBookingRoute,
  getGuestBookingRoute,
  guestBookingOptionsRoute,
  listGuestBookingsRoute,
  snoozeGuestBookingRoute,
  updateGuestBookingRoute,
  validateGuestBookingRoute,
} from './bookings-guest.routes'

export function registerBookingsGuestRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(createBookingRoute, createBookingHandler)
  app.openapi(listGuestBookingsRoute, listGuestBookings)
  // Before /{id}/, which would otherwise take "options" for an id.
  app.openapi(guestBookingOptionsRoute, guestBookingOptions)
  app.openapi(getGuestBookingRoute, getGuestBooking)
  app.openapi(updateGuestBookingRoute, updateGuestBookingHandler)
  app.openapi(snoozeGuestBookingRoute, snoozeGuestBooking)
  app.openapi(cancelGuestBookingRoute, cancelGuestBooking)
  app.openapi(validateGuestBookingRoute, validateGuestBooking)
}
