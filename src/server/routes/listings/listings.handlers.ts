import type { RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { getCamperDetail } from '../../services/listings/camper-detail'
import { onEveryRead } from '../../http/public-read-cache'
import { countVisit } from '../../services/listings/listing-stats'
import type { getCamperRoute } from './listings.routes'

export const getCamper: RouteHandler<typeof getCamperRoute, AppEnv> = async (c) => {
  const viewer = { userId: c.var.userId, isStaff: c.var.isStaff }
  const camper = await getCamperDetail(c.var.db, c.req.valid('param').id, viewer, c.req.valid('query').currency)
  // The owner looking at their own listing is not a visit.
  if (camper.owner.id !== viewer.userId) {
    const { db } = c.var
    const camperId = camper.id
    onEveryRead(c, () => countVisit(db, camperId))
  }
  return c.json(camper, 200)
}
