import type { RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { ApiError } from '../../http/api-error'
import { requireUser } from '../../http/authentication'
import { crmProvider } from '../../providers/crm/crm'
import { pushLatestLead } from '../../services/earnings/crm-leads'
import { getLeadSource, simulateEarnings } from '../../services/earnings/earnings-simulation'
import { suggestPrice } from '../../services/earnings/price-suggestion'
import type { getLeadSourceRoute, priceSuggestionRoute, pushLeadRoute, simulateEarningsRoute } from './earnings.routes'

export const leadSource: RouteHandler<typeof getLeadSourceRoute, AppEnv> = async (c) =>
  c.json(await getLeadSource(c.var.db, c.req.valid('param').id), 200)

export const simulate: RouteHandler<typeof simulateEarningsRoute, AppEnv> = async (c) =>
  c.json(await simulateEarnings(c.var.db, c.req.valid('json'), c.var.userId), 201)

export const pushLead: RouteHandler<typeof pushLeadRoute, AppEnv> = async (c) => {
  const userId = requireUser(c)
  const { crm, idUser } = c.req.valid('param')
  if (idUser !== userId) throw ApiError.detail(403, 'You do not have permission to perform this action.', 'forbidden')
  return c.json(
    await pushLatestLead(c.var.db, crmProvider(c.var.db, c.var.env), crm, userId, c.req.valid('json').reference),
    201,
  )
}

export const priceSuggestion: RouteHandler<typeof priceSuggestionRoute, AppEnv> = async (c) => {
  const { vehicle_type, country, seats } = c.req.valid('query')
  return c.json(await suggestPrice(c.var.db, { vehicleType: vehicle_type, country, seats }), 200)
}
