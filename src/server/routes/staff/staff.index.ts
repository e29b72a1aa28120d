import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import * as handlers from './staff.handlers'
import * as routes from './staff.routes'

export function registerStaffRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.searchStaffUsersRoute, handlers.searchStaffUsers)
  app.openapi(routes.getStaffUserRoute, handlers.getStaffUserHandler)
  app.openapi(routes.listStaffDocumentsRoute, handlers.listStaffDocumentsHandler)
  app.openapi(routes.listStaffActionsRoute, handlers.listStaffActionsHandler)
}
