import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import {
  cancelStaffBooking,
  getStaffBookingHandler,
  runStaffBookingTimerHandler,
  searchStaffBookingsHandler,
} from './bookings-staff.handlers'
import {
  cancelStaffBookingRoute,
  getStaffBookingRoute,
  runStaffBookingTimerRoute,
  searchStaffBookingsRoute,
} from './bookings-staff.routes'

export function registerBookingsStaffRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(searchStaffBookingsRoute, searchStaffBookingsHandler)
  app.openapi(getStaffBookingRoute, getStaffBookingHandler)
  app.openapi(cancelStaffBookingRoute, cancelStaffBooking)
  app.openapi(runStaffBookingTimerRoute, runStaffBookingTimerHandler)
}
