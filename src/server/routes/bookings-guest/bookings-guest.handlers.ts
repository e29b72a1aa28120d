import type { RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { requireUser } from '../../http/authentication'
import { pageLinks } from '../../http/pagination'
import {
  actOnBooking,
  bookingOptions,
  createBooking,
  getBooking,
  listBookings,
  updateGuestBooking,
} from '../../services/bookings/bookings'
import { refundAfterCancellation } from '../../services/payments/payment-deps'
import type {
  cancelGuestBookingRoute,
  createBookingRoute,
  getGuestBookingRoute,
  guestBookingOptionsRoute,
  listGuestBookingsRoute,
  snoozeGuestBookingRoute,
  updateGuestBookingRoute,
  validateGuestBookingRoute,
} from './bookings-guest.routes'

type Ctx = Parameters<RouteHandler<typeof getGuestBookingRoute, AppEnv>>[0]
const caller = (c: Ctx) => ({ userId: requireUser(c), isStaff: c.var.isStaff })

export const createBookingHandler: RouteHandler<typeof createBookingRoute, AppEnv> = async (c) => {
  const { booking, reused } = await createBooking(c.var.db, requireUser(c), c.req.valid('json'))
  return reused ? c.json(booking, 200) : c.json(booking, 201)
}

export const listGuestBookings: RouteHandler<typeof listGuestBookingsRoute, AppEnv> = async (c) => {
  const query = c.req.valid('query')
  const { count, results } = await listBookings(c.var.db, requireUser(c), 'guest', query)
  return c.json({ count, ...pageLinks(c.req.url, query.page, query.page_size, count), results }, 200)
}

export const guestBookingOptions: RouteHandler<typeof guestBookingOptionsRoute, AppEnv> = async (c) => {
  return c.json(await bookingOptions(c.var.db, requireUser(c), 'guest'), 200)
}

export const getGuestBooking: RouteHandler<typeof getGuestBookingRoute, AppEnv> = async (c) => {
  return c.json(await getBooking(c.var.db, c.req.valid('param').id, caller(c), 'guest'), 200)
}

export const updateGuestBookingHandler: RouteHandler<typeof updateGuestBookingRoute, AppEnv> = async (c) => {
  return c.json(await updateGuestBooking(c.var.db, c.req.valid('param').id, caller(c), c.req.valid('json')), 200)
}

export const snoozeGuestBooking: RouteHandler<typeof snoozeGuestBookingRoute, AppEnv> = async (c) => {
  return c.json(
    await actOnBooking(c.var.db, c.req.valid('param').id, caller(c), 'guest', { type: 'guest.snooze' }),
    200,
  )
}

export const cancelGuestBooking: RouteHandler<typeof cancelGuestBookingRoute, AppEnv> = async (c) => {
  const { reason, message } = c.req.valid('json')
  const { id } = c.req.valid('param')
  const cancelled = await actOnBooking(c.var.db, id, caller(c), 'guest', { type: 'guest.cancel', reason, message })
  await refundAfterCancellation(c.var.db, c.var.env, id)
  return c.json(cancelled, 200)
}

export const validateGuestBooking: RouteHandler<typeof validateGuestBookingRoute, AppEnv> = async (c) => {
  return c.json(
    await actOnBooking(c.var.db, c.req.valid('param').id, caller(c), 'guest', { type: 'guest.validate' }),
    200,
  )
}
