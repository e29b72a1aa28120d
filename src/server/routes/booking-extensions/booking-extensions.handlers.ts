import type { RouteHandler } from '@hono/zod-openapi'
import type { Context } from 'hono'
import type { AppEnv } from '../../http/app-env'
import { requireUser } from '../../http/authentication'
import {
  acceptExtension,
  cancelExtension,
  confirmExtension,
  createExtension,
  deleteExtension,
  refuseExtension,
  validateExtension,
} from '../../services/booking-extras/booking-extensions'
import {
  cancelUpgrade,
  confirmUpgrade,
  createUpgrade,
  deleteUpgrade,
  getUpgrades,
  validateUpgrade,
  type SecondDriver,
  type UpgradeRequest,
} from '../../services/booking-extras/booking-upgrades'
import { paymentProvider } from '../../providers/payments/payments'
import { extrasCharges } from '../../services/payments/extras-charges'
import type {
  acceptExtensionRoute,
  cancelExtensionRoute,
  cancelUpgradeRoute,
  confirmExtensionRoute,
  confirmUpgradeRoute,
  createExtensionRoute,
  createUpgradeRoute,
  deleteExtensionRoute,
  deleteUpgradeRoute,
  getUpgradesRoute,
  refuseExtensionRoute,
  validateExtensionRoute,
  validateUpgradeRoute,
} from './booking-extensions.routes'

const todayUtc = () => new Date().toISOString().slice(0, 10)
/** The schema lets exactly one kind through. */
const upgradeRequest = (body: { second_driver?: SecondDriver; buyback?: { insurance: string } }): UpgradeRequest =>
  body.second_driver ? { second_driver: body.second_driver } : { buyback: body.buyback! }

const charges = (c: Context<AppEnv>) => extrasCharges((db) => paymentProvider(db, c.var.env), c.var.env.PUBLIC_URL)

export const createExtensionHandler: RouteHandler<typeof createExtensionRoute, AppEnv> = async (c) => {
  const body = c.req.valid('json')
  const extras = {
    dayBefore: body.day_before,
    dayAfter: body.day_after,
    daySlide: body.day_slide,
    km200: body.km_200,
    kmUnlimited: body.km_unlimited,
  }
  return c.json(await createExtension(c.var.db, c.req.valid('param').id, requireUser(c), extras, todayUtc()), 201)
}

export const validateExtensionHandler: RouteHandler<typeof validateExtensionRoute, AppEnv> = async (c) =>
  c.json(await validateExtension(c.var.db, c.req.valid('param').id, requireUser(c), todayUtc()), 200)

export const confirmExtensionHandler: RouteHandler<typeof confirmExtensionRoute, AppEnv> = async (c) =>
  c.json(await confirmExtension(c.var.db, c.req.valid('param').id, requireUser(c), charges(c), todayUtc()), 200)

export const cancelExtensionHandler: RouteHandler<typeof cancelExtensionRoute, AppEnv> = async (c) =>
  c.json(await cancelExtension(c.var.db, c.req.valid('param').id, requireUser(c), todayUtc()), 200)

export const deleteExtensionHandler: RouteHandler<typeof deleteExtensionRoute, AppEnv> = async (c) => {
  const { id, extId } = c.req.valid('param')
  await deleteExtension(c.var.db, id, requireUser(c), extId)
  return c.body(null, 204)
}

export const acceptExtensionHandler: RouteHandler<typeof acceptExtensionRoute, AppEnv> = async (c) =>
  c.json(await acceptExtension(c.var.db, c.req.valid('param').id, requireUser(c), todayUtc()), 200)

export const refuseExtensionHandler: RouteHandler<typeof refuseExtensionRoute, AppEnv> = async (c) =>
  c.json(await refuseExtension(c.var.db, c.req.valid('param').id, requireUser(c), todayUtc()), 200)

export const getUpgradesHandler: RouteHandler<typeof getUpgradesRoute, AppEnv> = async (c) =>
  c.json(await getUpgrades(c.var.db, c.req.valid('param').id, requireUser(c)), 200)

export const createUpgradeHandler: RouteHandler<typeof createUpgradeRoute, AppEnv> = async (c) =>
  c.json(
    await createUpgrade(c.var.db, c.req.valid('param').id, requireUser(c), upgradeRequest(c.req.valid('json'))),
    201,
  )

export const validateUpgradeHandler: RouteHandler<typeof validateUpgradeRoute, AppEnv> = async (c) =>
  c.json(await validateUpgrade(c.var.db, c.req.valid('param').id, requireUser(c)), 200)

export const confirmUpgradeHandler: RouteHandler<typeof confirmUpgradeRoute, AppEnv> = async (c) =>
  c.json(await confirmUpgrade(c.var.db, c.req.valid('param').id, requireUser(c), charges(c)), 200)

export const cancelUpgradeHandler: RouteHandler<typeof cancelUpgradeRoute, AppEnv> = async (c) =>
  c.json(await cancelUpgrade(c.var.db, c.req.valid('param').id, requireUser(c)), 200)

export const deleteUpgradeHandler: RouteHandler<typeof deleteUpgradeRoute, AppEnv> = async (c) => {
  const { id, upId } = c.req.valid('param')
  await deleteUpgrade(c.var.db, id, requireUser(c), upId)
  return c.body(null, 204)
}
