import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import {
  getStaffUserHandler,
  listStaffActionsHandler,
  listStaffDocumentsHandler,
  searchStaffUsers,
} from './staff.handlers'
import {
  getStaffUserRoute,
  listStaffActionsRoute,
  listStaffDocumentsRoute,
  searchStaffUsersRoute,
} from './staff.routes'

export function registerStaffRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(searchStaffUsersRoute, searchStaffUsers)
  app.openapi(getStaffUserRoute, getStaffUserHandler)
  app.openapi(listStaffDocumentsRoute, listStaffDocumentsHandler)
  app.openapi(listStaffActionsRoute, listStaffActionsHandler)
}
