import type { RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { ApiError } from '../../http/api-error'
import { requireStaff } from '../../http/authentication'
import { actOnBooking } from '../../services/bookings/bookings'
import { refundAfterCancellation } from '../../services/payments/payment-deps'
import { pageLinks } from '../../http/pagination'
import { recordStaffAction } from '../../services/staff/staff-audit'
import { getStaffBooking, runStaffBookingTimer, searchStaffBookings } from '../../services/staff/staff-bookings'
import type {
  cancelStaffBookingRoute,
  getStaffBookingRoute,
  runStaffBookingTimerRoute,
  searchStaffBookingsRoute,
} from './bookings-staff.routes'

// staffOnly (route middleware) has refused everyone else before these run.

export const searchStaffBookingsHandler: RouteHandler<typeof searchStaffBookingsRoute, AppEnv> = async (c) => {
  const { q, state, page, page_size: pageSize } = c.req.valid('query')
  const found = await searchStaffBookings(c.var.db, { q, state, page, pageSize })
  return c.json(
    { count: found.count, ...pageLinks(c.req.url, page, pageSize, found.count), results: found.results },
    200,
  )
}

export const getStaffBookingHandler: RouteHandler<typeof getStaffBookingRoute, AppEnv> = async (c) =>
  c.json(await getStaffBooking(c.var.db, c.req.valid('param').id), 200)

export const cancelStaffBooking: RouteHandler<typeof cancelStaffBookingRoute, AppEnv> = async (c) => {
  const { reason, both } = c.req.valid('json')
  const { id } = c.req.valid('param')
  const caller = { userId: requireStaff(c), isStaff: true }
  // The status change (its own transaction, nested as a savepoint) and the audit row commit together.
  const cancelled = await c.var.db.transaction(async (tx) => {
    const booking = await actOnBooking(tx, id, caller, 'guest', { type: 'staff.cancel', both, message: reason })
    await recordStaffAction(tx, {
      staffId: caller.userId,
      action: 'booking_cancel',
      targetType: 'booking',
      targetId: id,
      detail: { reason, both, state: booking.state },
    })
    return booking
  })
  // Staff cancellations give everything back (cancellation-refunds: only a guest's own cancellation follows the policy).
  await refundAfterCancellation(c.var.db, c.var.env, id)
  return c.json(cancelled, 200)
}

export const runStaffBookingTimerHandler: RouteHandler<typeof runStaffBookingTimerRoute, AppEnv> = async (c) => {
  // Off by default: without the flag the operation does not exist for anyone (staffOnly has answered the others).
  if (!c.var.env.REPLAY_CLOCK) throw ApiError.notFound()
  const id = c.req.valid('param').id
  const staffId = requireStaff(c)
  const booking = await c.var.db.transaction(async (tx) => {
    const after = await runStaffBookingTimer(tx, id)
    await recordStaffAction(tx, {
      staffId,
      action: 'booking_replay_clock',
      targetType: 'booking',
      targetId: id,
      detail: { event: after.history.at(-1)?.event, state: after.state },
    })
    return after
  })
  return c.json(booking, 200)
}
