import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import * as handlers from './places.handlers'
import * as routes from './places.routes'

export function registerPlacesRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.searchLocationsRoute, handlers.searchLocationsHandler)
  app.openapi(routes.infoLocationRoute, handlers.infoLocationHandler)
  app.openapi(routes.listPlacesRoute, handlers.listPlacesHandler)
  // Before {slug}, which would otherwise take "top" for a place.
  app.openapi(routes.topPlacesRoute, handlers.topPlacesHandler)
  app.openapi(routes.getPlaceRoute, handlers.getPlaceHandler)
}
