import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import {
  getCamperProgressHandler,
  getCamperStatsHandler,
  getPreferencesHandler,
  listOwnerCampersHandler,
  ownerCamperFiltersHandler,
  patchPreferencesHandler,
  reactivateCamperHandler,
  removeCamperHandler,
  submitCamperHandler,
} from './listings-owner.handlers'
import {
  getCamperProgressRoute,
  getCamperStatsRoute,
  getPreferencesRoute,
  listOwnerCampersRoute,
  ownerCamperFiltersRoute,
  patchPreferencesRoute,
  reactivateCamperRoute,
  removeCamperRoute,
  submitCamperRoute,
} from './listings-owner.routes'

export function registerListingsOwnerRoutes(app: OpenAPIHono<AppEnv>) {
  // The fixed /me/ paths first, so they never read as a camper id.
  app.openapi(listOwnerCampersRoute, listOwnerCampersHandler)
  app.openapi(ownerCamperFiltersRoute, ownerCamperFiltersHandler)
  app.openapi(getCamperProgressRoute, getCamperProgressHandler)
  app.openapi(getCamperStatsRoute, getCamperStatsHandler)
  app.openapi(getPreferencesRoute, getPreferencesHandler)
  app.openapi(patchPreferencesRoute, patchPreferencesHandler)
  app.openapi(submitCamperRoute, submitCamperHandler)
  app.openapi(reactivateCamperRoute, reactivateCamperHandler)
  app.openapi(removeCamperRoute, removeCamperHandler)
}
