import type { RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { requireUser } from '../../http/authentication'
import { pageLinks } from '../../http/pagination'
import { actOnBooking, bookingOptions, getBooking, listBookings } from '../../services/bookings/bookings'
import { refundAfterCancellation } from '../../services/payments/payment-deps'
import { getOwnerBookingEarnings } from '../../services/payments/owner-settlement'
import type {
  acceptOwnerBookingRoute,
  cancelOwnerBookingRoute,
  getOwnerBookingPricesRoute,
  getOwnerBookingRoute,
  listOwnerBookingsRoute,
  ownerBookingOptionsRoute,
  refuseOwnerBookingRoute,
} from './bookings-owner.routes'

type Ctx = Parameters<RouteHandler<typeof getOwnerBookingRoute, AppEnv>>[0]
const caller = (c: Ctx) => ({ userId: requireUser(c), isStaff: c.var.isStaff })

export const listOwnerBookings: RouteHandler<typeof listOwnerBookingsRoute, AppEnv> = async (c) => {
  const query = c.req.valid('query')
  const { count, results } = await listBookings(c.var.db, requireUser(c), 'owner', query)
  return c.json({ count, ...pageLinks(c.req.url, query.page, query.page_size, count), results }, 200)
}

export const ownerBookingOptions: RouteHandler<typeof ownerBookingOptionsRoute, AppEnv> = async (c) => {
  return c.json(await bookingOptions(c.var.db, requireUser(c), 'owner'), 200)
}

export const getOwnerBooking: RouteHandler<typeof getOwnerBookingRoute, AppEnv> = async (c) => {
  return c.json(await getBooking(c.var.db, c.req.valid('param').id, caller(c), 'owner'), 200)
}

export const acceptOwnerBooking: RouteHandler<typeof acceptOwnerBookingRoute, AppEnv> = async (c) => {
  return c.json(
    await actOnBooking(c.var.db, c.req.valid('param').id, caller(c), 'owner', { type: 'owner.accept' }),
    200,
  )
}

export const refuseOwnerBooking: RouteHandler<typeof refuseOwnerBookingRoute, AppEnv> = async (c) => {
  const { reason, message } = c.req.valid('json')
  return c.json(
    await actOnBooking(c.var.db, c.req.valid('param').id, caller(c), 'owner', {
      type: 'owner.refuse',
      reason,
      message,
    }),
    200,
  )
}

export const cancelOwnerBooking: RouteHandler<typeof cancelOwnerBookingRoute, AppEnv> = async (c) => {
  const { reason, message } = c.req.valid('json')
  const { id } = c.req.valid('param')
  const cancelled = await actOnBooking(c.var.db, id, caller(c), 'owner', { type: 'owner.cancel', reason, message })
  await refundAfterCancellation(c.var.db, c.var.env, id)
  return c.json(cancelled, 200)
}

export const getOwnerBookingPricesHandler: RouteHandler<typeof getOwnerBookingPricesRoute, AppEnv> = async (c) => {
  return c.json(await getOwnerBookingEarnings(c.var.db, c.req.valid('param').id, caller(c)), 200)
}
