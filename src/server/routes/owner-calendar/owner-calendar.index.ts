import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import {
  calendarFeedHandler,
  createOptionHandler,
  createPeriodHandler,
  deleteIcalFeedHandler,
  deleteOptionHandler,
  deletePeriodHandler,
  getIcalFeedHandler,
  getPricesDetailsHandler,
  listPeriodsHandler,
  setIcalFeedHandler,
  updateOptionHandler,
  updatePeriodHandler,
  updatePricesDetailsHandler,
} from './owner-calendar.handlers'
import {
  calendarFeedRoute,
  createOptionRoute,
  createPeriodRoute,
  deleteIcalFeedRoute,
  deleteOptionRoute,
  deletePeriodRoute,
  getIcalFeedRoute,
  getPricesDetailsRoute,
  listPeriodsRoute,
  setIcalFeedRoute,
  updateOptionRoute,
  updatePeriodRoute,
  updatePricesDetailsRoute,
} from './owner-calendar.routes'

export function registerOwnerCalendarRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(listPeriodsRoute, listPeriodsHandler)
  app.openapi(createPeriodRoute, createPeriodHandler)
  app.openapi(updatePeriodRoute, updatePeriodHandler)
  app.openapi(deletePeriodRoute, deletePeriodHandler)
  app.openapi(getPricesDetailsRoute, getPricesDetailsHandler)
  app.openapi(updatePricesDetailsRoute, updatePricesDetailsHandler)
  app.openapi(createOptionRoute, createOptionHandler)
  app.openapi(updateOptionRoute, updateOptionHandler)
  app.openapi(deleteOptionRoute, deleteOptionHandler)
  app.openapi(getIcalFeedRoute, getIcalFeedHandler)
  app.openapi(setIcalFeedRoute, setIcalFeedHandler)
  app.openapi(deleteIcalFeedRoute, deleteIcalFeedHandler)
  app.openapi(calendarFeedRoute, calendarFeedHandler)
}
