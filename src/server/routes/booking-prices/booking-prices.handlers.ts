import type { RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { requireUser } from '../../http/authentication'
import { rentalCoverProvider } from '../../providers/rental-cover/rental-cover'
import { getBookingPrices, setBookingOptions, updateBookingPrices } from '../../services/booking-prices/booking-prices'
import type { getBookingPricesRoute, setBookingOptionsRoute, updateBookingPricesRoute } from './booking-prices.routes'

const actorOf = (c: Parameters<typeof requireUser>[0]) => ({ userId: requireUser(c), isStaff: c.var.isStaff })

export const getBookingPricesHandler: RouteHandler<typeof getBookingPricesRoute, AppEnv> = async (c) => {
  return c.json(await getBookingPrices(c.var.db, c.req.valid('param').id, actorOf(c)), 200)
}

export const updateBookingPricesHandler: RouteHandler<typeof updateBookingPricesRoute, AppEnv> = async (c) => {
  const prices = await updateBookingPrices(
    c.var.db,
    c.req.valid('param').id,
    actorOf(c),
    c.req.valid('json'),
    rentalCoverProvider(c.var.env),
  )
  return c.json(prices, 200)
}

export const setBookingOptionsHandler: RouteHandler<typeof setBookingOptionsRoute, AppEnv> = async (c) => {
  return c.json(
    await setBookingOptions(c.var.db, c.req.valid('param').id, actorOf(c), c.req.valid('json').options),
    200,
  )
}
