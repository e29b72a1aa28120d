import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import {
  getBookingPricesHandler,
  setBookingOptionsHandler,
  updateBookingPricesHandler,
} from './booking-prices.handlers'
import { getBookingPricesRoute, setBookingOptionsRoute, updateBookingPricesRoute } from './booking-prices.routes'

export function registerBookingPricesRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(getBookingPricesRoute, getBookingPricesHandler)
  app.openapi(updateBookingPricesRoute, updateBookingPricesHandler)
  app.openapi(setBookingOptionsRoute, setBookingOptionsHandler)
}
