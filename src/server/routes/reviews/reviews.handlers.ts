import type { RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { pageLinks } from '../../http/pagination'
import { listReviews, reviewStatsFor } from '../../services/reviews/review-list'
import type { listReviewsRoute, reviewStatsRoute } from './reviews.routes'

export const listReviewsHandler: RouteHandler<typeof listReviewsRoute, AppEnv> = async (c) => {
  const { page, page_size: pageSize, ...filter } = c.req.valid('query')
  const found = await listReviews(c.var.db, filter, { page, pageSize })
  return c.json(
    { count: found.count, ...pageLinks(c.req.url, page, pageSize, found.count), results: found.results },
    200,
  )
}

export const reviewStatsHandler: RouteHandler<typeof reviewStatsRoute, AppEnv> = async (c) => {
  return c.json(await reviewStatsFor(c.var.db, c.req.valid('query')), 200)
}
