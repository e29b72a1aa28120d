import type { RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { requireStaff } from '../../http/authentication'
import { pageLinks } from '../../http/pagination'
import { approveListing, moderationQueue, refuseListing } from '../../services/listings/moderation'
import type { approveListingRoute, moderationQueueRoute, refuseListingRoute } from './staff-listings.routes'

export const moderationQueueHandler: RouteHandler<typeof moderationQueueRoute, AppEnv> = async (c) => {
  requireStaff(c)
  const query = c.req.valid('query')
  const { count, results } = await moderationQueue(c.var.db, query)
  return c.json({ count, ...pageLinks(c.req.url, query.page, query.page_size, count), results }, 200)
}

export const approveListingHandler: RouteHandler<typeof approveListingRoute, AppEnv> = async (c) => {
  return c.json(await approveListing(c.var.db, requireStaff(c), c.req.valid('param').id), 200)
}

export const refuseListingHandler: RouteHandler<typeof refuseListingRoute, AppEnv> = async (c) => {
  return c.json(
    await refuseListing(c.var.db, requireStaff(c), c.req.valid('param').id, c.req.valid('json').reason),
    200,
  )
}
