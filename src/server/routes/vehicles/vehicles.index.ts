import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import * as handlers from './vehicles.handlers'
import * as routes from './vehicles.routes'

export function registerVehiclesRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.createVehicleRoute, handlers.createVehicleHandler)
  app.openapi(routes.getVehicleRoute, handlers.getVehicleHandler)
  app.openapi(routes.patchVehicleRoute, handlers.patchVehicleHandler)
  app.openapi(routes.getEquipmentsRoute, handlers.getEquipmentsHandler)
  app.openapi(routes.listSleepingsRoute, handlers.listSleepingsHandler)
  app.openapi(routes.addSleepingRoute, handlers.addSleepingHandler)
  app.openapi(routes.deleteSleepingRoute, handlers.deleteSleepingHandler)
}
