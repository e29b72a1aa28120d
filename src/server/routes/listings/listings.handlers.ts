import type { RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { getCamperDetail } from '../../services/listings/camper-detail'
import type { getCamperRoute } from './listings.routes'

export const getCamper: RouteHandler<typeof getCamperRoute, AppEnv> = async (c) => {
  const viewer = { userId: c.var.userId, isStaff: c.var.isStaff }
  return c.json(await getCamperDetail(c.var.db, c.req.valid('param').id, viewer), 200)
}
