import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { listReviewsHandler, reviewStatsHandler } from './reviews.handlers'
import { listReviewsRoute, reviewStatsRoute } from './reviews.routes'

export function registerReviewsRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(reviewStatsRoute, reviewStatsHandler)
  app.openapi(listReviewsRoute, listReviewsHandler)
}
