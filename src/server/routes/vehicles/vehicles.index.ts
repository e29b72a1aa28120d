import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import {
  addSleepingHandler,
  createVehicleHandler,
  deleteSleepingHandler,
  getEquipmentsHandler,
  getVehicleHandler,
  listSleepingsHandler,
  patchVehicleHandler,
} from './vehicles.handlers'
import {
  addSleepingRoute,
  createVehicleRoute,
  deleteSleepingRoute,
  getEquipmentsRoute,
  getVehicleRoute,
  listSleepingsRoute,
  patchVehicleRoute,
} from './vehicles.routes'

export function registerVehiclesRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(createVehicleRoute, createVehicleHandler)
  app.openapi(getVehicleRoute, getVehicleHandler)
  app.openapi(patchVehicleRoute, patchVehicleHandler)
  app.openapi(getEquipmentsRoute, getEquipmentsHandler)
  app.openapi(listSleepingsRoute, listSleepingsHandler)
  app.openapi(addSleepingRoute, addSleepingHandler)
  app.openapi(deleteSleepingRoute, deleteSleepingHandler)
}
