import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import * as handlers from './listings-owner.handlers'
import * as routes from './listings-owner.routes'

export function registerListingsOwnerRoutes(app: OpenAPIHono<AppEnv>) {
  // The fixed /me/ paths first, so they never read as a camper id.
  app.openapi(routes.listOwnerCampersRoute, handlers.listOwnerCampersHandler)
  app.openapi(routes.ownerCamperFiltersRoute, handlers.ownerCamperFiltersHandler)
  app.openapi(routes.getCamperProgressRoute, handlers.getCamperProgressHandler)
  app.openapi(routes.getCamperStatsRoute, handlers.getCamperStatsHandler)
  app.openapi(routes.getSisterDuplicateRoute, handlers.getSisterDuplicateHandler)
  app.openapi(routes.getPreferencesRoute, handlers.getPreferencesHandler)
  app.openapi(routes.patchPreferencesRoute, handlers.patchPreferencesHandler)
  app.openapi(routes.submitCamperRoute, handlers.submitCamperHandler)
  app.openapi(routes.reactivateCamperRoute, handlers.reactivateCamperHandler)
  app.openapi(routes.removeCamperRoute, handlers.removeCamperHandler)
}
