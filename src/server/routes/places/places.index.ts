import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import {
  getPlaceHandler,
  infoLocationHandler,
  listPlacesHandler,
  searchLocationsHandler,
  topPlacesHandler,
} from './places.handlers'
import {
  getPlaceRoute,
  infoLocationRoute,
  listPlacesRoute,
  searchLocationsRoute,
  topPlacesRoute,
} from './places.routes'

export function registerPlacesRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(searchLocationsRoute, searchLocationsHandler)
  app.openapi(infoLocationRoute, infoLocationHandler)
  app.openapi(listPlacesRoute, listPlacesHandler)
  // Before {slug}, which would otherwise take "top" for a place.
  app.openapi(topPlacesRoute, topPlacesHandler)
  app.openapi(getPlaceRoute, getPlaceHandler)
}
