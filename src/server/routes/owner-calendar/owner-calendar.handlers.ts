import type { RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { requireUser } from '../../http/authentication'
import { icalFetchProvider } from '../../providers/ical-fetch/ical-fetch'
import { createPeriod, deletePeriod, listPeriods, updatePeriod } from '../../services/owner-calendar/calendar-periods'
import { calendarFeed, deleteIcalFeed, icalFeedStatus, setIcalFeed } from '../../services/owner-calendar/ical-feeds'
import {
  createOption,
  deleteOption,
  pricesDetails,
  updateOption,
  updatePricesDetails,
} from '../../services/owner-calendar/prices-details'
import type {
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

export const listPeriodsHandler: RouteHandler<typeof listPeriodsRoute, AppEnv> = async (c) => {
  const { date_from: from } = c.req.valid('query')
  return c.json(await listPeriods(c.var.db, c.req.valid('param').idCamper, requireUser(c), from), 200)
}

export const createPeriodHandler: RouteHandler<typeof createPeriodRoute, AppEnv> = async (c) => {
  return c.json(await createPeriod(c.var.db, c.req.valid('param').idCamper, requireUser(c), c.req.valid('json')), 201)
}

export const updatePeriodHandler: RouteHandler<typeof updatePeriodRoute, AppEnv> = async (c) => {
  const { idCamper, idPeriod } = c.req.valid('param')
  return c.json(await updatePeriod(c.var.db, idCamper, idPeriod, requireUser(c), c.req.valid('json')), 200)
}

export const deletePeriodHandler: RouteHandler<typeof deletePeriodRoute, AppEnv> = async (c) => {
  const { idCamper, idPeriod } = c.req.valid('param')
  await deletePeriod(c.var.db, idCamper, idPeriod, requireUser(c))
  return c.body(null, 204)
}

export const getPricesDetailsHandler: RouteHandler<typeof getPricesDetailsRoute, AppEnv> = async (c) => {
  return c.json(await pricesDetails(c.var.db, c.req.valid('param').idCamper, requireUser(c)), 200)
}

export const updatePricesDetailsHandler: RouteHandler<typeof updatePricesDetailsRoute, AppEnv> = async (c) => {
  return c.json(
    await updatePricesDetails(c.var.db, c.req.valid('param').idCamper, requireUser(c), c.req.valid('json')),
    200,
  )
}

export const createOptionHandler: RouteHandler<typeof createOptionRoute, AppEnv> = async (c) => {
  return c.json(await createOption(c.var.db, c.req.valid('param').idCamper, requireUser(c), c.req.valid('json')), 201)
}

export const updateOptionHandler: RouteHandler<typeof updateOptionRoute, AppEnv> = async (c) => {
  const { idCamper, idOption } = c.req.valid('param')
  return c.json(await updateOption(c.var.db, idCamper, idOption, requireUser(c), c.req.valid('json')), 200)
}

export const deleteOptionHandler: RouteHandler<typeof deleteOptionRoute, AppEnv> = async (c) => {
  const { idCamper, idOption } = c.req.valid('param')
  await deleteOption(c.var.db, idCamper, idOption, requireUser(c))
  return c.body(null, 204)
}

export const getIcalFeedHandler: RouteHandler<typeof getIcalFeedRoute, AppEnv> = async (c) => {
  return c.json(
    await icalFeedStatus(c.var.db, c.req.valid('param').idCamper, requireUser(c), c.var.env.PUBLIC_URL),
    200,
  )
}

export const setIcalFeedHandler: RouteHandler<typeof setIcalFeedRoute, AppEnv> = async (c) => {
  const { idCamper } = c.req.valid('param')
  const { url } = c.req.valid('json')
  return c.json(
    await setIcalFeed(c.var.db, icalFetchProvider(c.var.env), idCamper, requireUser(c), url, c.var.env.PUBLIC_URL),
    200,
  )
}

export const deleteIcalFeedHandler: RouteHandler<typeof deleteIcalFeedRoute, AppEnv> = async (c) => {
  await deleteIcalFeed(c.var.db, c.req.valid('param').idCamper, requireUser(c))
  return c.body(null, 204)
}

export const calendarFeedHandler: RouteHandler<typeof calendarFeedRoute, AppEnv> = async (c) => {
  const text = await calendarFeed(c.var.db, c.req.valid('param').idCamper, c.req.valid('query').token)
  return c.body(text, 200, { 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'no-store' })
}
