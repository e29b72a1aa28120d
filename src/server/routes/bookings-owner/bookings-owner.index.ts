import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import {
  acceptOwnerBooking,
  cancelOwnerBooking,
  getOwnerBooking,
  getOwnerBookingPricesHandler,
  listOwnerBookings,
  ownerBookingOptions,
  refuseOwnerBooking,
} from './bookings-owner.handlers'
import {
  acceptOwnerBookingRoute,
  cancelOwnerBookingRoute,
  getOwnerBookingPricesRoute,
  getOwnerBookingRoute,
  listOwnerBookingsRoute,
  ownerBookingOptionsRoute,
  refuseOwnerBookingRoute,
} from './bookings-owner.routes'

export function registerBookingsOwnerRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(listOwnerBookingsRoute, listOwnerBookings)
  app.openapi(ownerBookingOptionsRoute, ownerBookingOptions)
  app.openapi(getOwnerBookingRoute, getOwnerBooking)
  app.openapi(acceptOwnerBookingRoute, acceptOwnerBooking)
  app.openapi(refuseOwnerBookingRoute, refuseOwnerBooking)
  app.openapi(cancelOwnerBookingRoute, cancelOwnerBooking)
  app.openapi(getOwnerBookingPricesRoute, getOwnerBookingPricesHandler)
}
