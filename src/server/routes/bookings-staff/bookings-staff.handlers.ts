import type { RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { requireStaff } from '../../http/authentication'
import { actOnBooking } from '../../services/bookings/bookings'
import { refundAfterCancellation } from '../../services/payments/payment-deps'
import { recordStaffAction } from '../../services/staff/staff-audit'
import type { cancelStaffBookingRoute } from './bookings-staff.routes'

export const cancelStaffBooking: RouteHandler<typeof cancelStaffBookingRoute, AppEnv> = async (c) => {
  const { reason, both } = c.req.valid('json')
  const { id } = c.req.valid('param')
  const caller = { userId: requireStaff(c), isStaff: true }
  // The status change (its own transaction, nested as a savepoint) and the audit row commit together.
  const cancelled = await c.var.db.transaction(async (tx) => {
    const booking = await actOnBooking(tx, id, caller, 'guest', { type: 'staff.cancel', both, message: reason })
    await recordStaffAction(tx, { staffId: caller.userId, action: 'booking_cancel', targetType: 'booking', targetId: id, detail: { reason, both, state: booking.state } })
    return booking
  })
  // Staff cancellations give everything back (cancellation-refunds: only a guest's own cancellation follows the policy).
  await refundAfterCancellation(c.var.db, c.var.env, id)
  return c.json(cancelled, 200)
}
