import type { RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { requireStaff } from '../../http/authentication'
import { actOnBooking } from '../../services/bookings/bookings'
import { refundAfterCancellation } from '../../services/payments/payment-deps'
import type { cancelStaffBookingRoute } from './bookings-staff.routes'

export const cancelStaffBooking: RouteHandler<typeof cancelStaffBookingRoute, AppEnv> = async (c) => {
  const { reason, both } = c.req.valid('json')
  const { id } = c.req.valid('param')
  const caller = { userId: requireStaff(c), isStaff: true }
  const cancelled = await actOnBooking(c.var.db, id, caller, 'guest', { type: 'staff.cancel', both, message: reason })
  // Staff cancellations give everything back (cancellation-refunds: only a guest's own cancellation follows the policy).
  await refundAfterCancellation(c.var.db, c.var.env, id)
  return c.json(cancelled, 200)
}
