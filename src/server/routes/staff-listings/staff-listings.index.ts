import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { approveListingHandler, moderationQueueHandler, refuseListingHandler } from './staff-listings.handlers'
import { approveListingRoute, moderationQueueRoute, refuseListingRoute } from './staff-listings.routes'

export function registerStaffListingsRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(moderationQueueRoute, moderationQueueHandler)
  app.openapi(approveListingRoute, approveListingHandler)
  app.openapi(refuseListingRoute, refuseListingHandler)
}
