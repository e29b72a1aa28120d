import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import * as handlers from './staff-listings.handlers'
import * as routes from './staff-listings.routes'

export function registerStaffListingsRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.moderationQueueRoute, handlers.moderationQueueHandler)
  app.openapi(routes.approveListingRoute, handlers.approveListingHandler)
  app.openapi(routes.refuseListingRoute, handlers.refuseListingHandler)
}
