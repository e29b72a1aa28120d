import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import * as handlers from './bookings-staff.handlers'
import * as routes from './bookings-staff.routes'

export function registerBookingsStaffRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.searchStaffBookingsRoute, handlers.searchStaffBookingsHandler)
  app.openapi(routes.getStaffBookingRoute, handlers.getStaffBookingHandler)
  app.openapi(routes.cancelStaffBookingRoute, handlers.cancelStaffBooking)
  app.openapi(routes.runStaffBookingTimerRoute, handlers.runStaffBookingTimerHandler)
}
