import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import * as handlers from './referential.handlers'
import * as routes from './referential.routes'

export function registerReferentialRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.getReferential, handlers.referentialHandler)
  app.openapi(routes.getInternalReferential, handlers.referentialHandler)
  app.openapi(routes.getRouting, handlers.routingHandler)
  app.openapi(routes.getReviewStats, handlers.reviewStatsHandler)
  app.openapi(routes.getTrustedShop, handlers.trustedShopHandler)
}
