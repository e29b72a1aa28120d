import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { referentialHandler, reviewStatsHandler, routingHandler, trustedShopHandler } from './referential.handlers'
import {
  getInternalReferential,
  getReferential,
  getReviewStats,
  getRouting,
  getTrustedShop,
} from './referential.routes'

export function registerReferentialRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(getReferential, referentialHandler)
  app.openapi(getInternalReferential, referentialHandler)
  app.openapi(getRouting, routingHandler)
  app.openapi(getReviewStats, reviewStatsHandler)
  app.openapi(getTrustedShop, trustedShopHandler)
}
