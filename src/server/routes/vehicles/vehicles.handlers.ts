import type { RouteHandler } from '@hono/zod-openapi'
import type { Context } from 'hono'
import type { AppEnv } from '../../http/app-env'
import { requireUser } from '../../http/authentication'
import {
  addSleeping,
  createVehicle,
  deleteSleeping,
  getEquipments,
  getVehicle,
  listSleepings,
  patchVehicle,
} from '../../services/vehicles/vehicles'
import type {
  addSleepingRoute,
  createVehicleRoute,
  deleteSleepingRoute,
  getEquipmentsRoute,
  getVehicleRoute,
  listSleepingsRoute,
  patchVehicleRoute,
} from './vehicles.routes'

const caller = (c: Context<AppEnv>) => ({ userId: requireUser(c) })

export const createVehicleHandler: RouteHandler<typeof createVehicleRoute, AppEnv> = async (c) => {
  return c.json(await createVehicle(c.var.db, caller(c), c.req.valid('json')), 201)
}

export const getVehicleHandler: RouteHandler<typeof getVehicleRoute, AppEnv> = async (c) => {
  return c.json(await getVehicle(c.var.db, caller(c), c.req.valid('param').id), 200)
}

export const patchVehicleHandler: RouteHandler<typeof patchVehicleRoute, AppEnv> = async (c) => {
  return c.json(await patchVehicle(c.var.db, caller(c), c.req.valid('param').id, c.req.valid('json')), 200)
}

export const getEquipmentsHandler: RouteHandler<typeof getEquipmentsRoute, AppEnv> = async (c) => {
  return c.json(await getEquipments(c.var.db, caller(c), c.req.valid('param').id), 200)
}

export const listSleepingsHandler: RouteHandler<typeof listSleepingsRoute, AppEnv> = async (c) => {
  return c.json(await listSleepings(c.var.db, caller(c), c.req.valid('param').id), 200)
}

export const addSleepingHandler: RouteHandler<typeof addSleepingRoute, AppEnv> = async (c) => {
  return c.json(await addSleeping(c.var.db, caller(c), c.req.valid('param').id, c.req.valid('json')), 201)
}

export const deleteSleepingHandler: RouteHandler<typeof deleteSleepingRoute, AppEnv> = async (c) => {
  const { id, sleepingId } = c.req.valid('param')
  await deleteSleeping(c.var.db, caller(c), id, sleepingId)
  return c.body(null, 204)
}
