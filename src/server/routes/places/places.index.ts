import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { getPlaceHandler, infoLocationHandler, listPlacesHandler, searchLocationsHandler } from './places.handlers'
import { getPlaceRoute, infoLocationRoute, listPlacesRoute, searchLocationsRoute } from './places.routes'

export function registerPlacesRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(searchLocationsRoute, searchLocationsHandler)
  app.openapi(infoLocationRoute, infoLocationHandler)
  app.openapi(listPlacesRoute, listPlacesHandler)
  app.openapi(getPlaceRoute, getPlaceHandler)
}
