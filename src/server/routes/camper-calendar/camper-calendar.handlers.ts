import type { RouteHandler } from '@hono/zod-openapi'
import { addMonths, format } from 'date-fns'
import type { KmOption } from '../../../domain/stay-price'
import type { AppEnv } from '../../http/app-env'
import { camperAvailabilities, camperPrice } from '../../services/calendar/camper-calendar'
import type { camperAvailabilitiesRoute, camperPriceRoute } from './camper-calendar.routes'

const todayUtc = () => new Date().toISOString().slice(0, 10)
/** Spec 2 §9: the calendar shows six months ahead by default. */
const DEFAULT_WINDOW_MONTHS = 6

export const camperAvailabilitiesHandler: RouteHandler<typeof camperAvailabilitiesRoute, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const query = c.req.valid('query')
  const today = todayUtc()
  const from = query.date_from ?? today
  const to = query.date_to ?? format(addMonths(new Date(`${from}T00:00:00`), DEFAULT_WINDOW_MONTHS), 'yyyy-MM-dd')
  return c.json(await camperAvailabilities(c.var.db, id, from, to, today), 200)
}

export const camperPriceHandler: RouteHandler<typeof camperPriceRoute, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const { date_from: from, date_to: to, km_option: kmOption, currency } = c.req.valid('query')
  return c.json(await camperPrice(c.var.db, id, from, to, kmOption as KmOption, new Date(), currency), 200)
}
