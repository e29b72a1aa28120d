import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { cancelStaffBooking } from './bookings-staff.handlers'
import { cancelStaffBookingRoute } from './bookings-staff.routes'

export function registerBookingsStaffRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(cancelStaffBookingRoute, cancelStaffBooking)
}
