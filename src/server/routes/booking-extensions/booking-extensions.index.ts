import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import {
  acceptExtensionHandler,
  cancelExtensionHandler,
  cancelUpgradeHandler,
  confirmExtensionHandler,
  confirmUpgradeHandler,
  createExtensionHandler,
  createUpgradeHandler,
  deleteExtensionHandler,
  deleteUpgradeHandler,
  getUpgradesHandler,
  refuseExtensionHandler,
  validateExtensionHandler,
  validateUpgradeHandler,
} from './booking-extensions.handlers'
import {
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

export function registerBookingExtensionsRoutes(app: OpenAPIHono<AppEnv>) {
  // The fixed paths (validate/, confirm/, cancel/) before the {extId} and {upId} ones.
  app.openapi(createExtensionRoute, createExtensionHandler)
  app.openapi(validateExtensionRoute, validateExtensionHandler)
  app.openapi(confirmExtensionRoute, confirmExtensionHandler)
  app.openapi(cancelExtensionRoute, cancelExtensionHandler)
  app.openapi(deleteExtensionRoute, deleteExtensionHandler)
  app.openapi(getUpgradesRoute, getUpgradesHandler)
  app.openapi(createUpgradeRoute, createUpgradeHandler)
  app.openapi(validateUpgradeRoute, validateUpgradeHandler)
  app.openapi(confirmUpgradeRoute, confirmUpgradeHandler)
  app.openapi(cancelUpgradeRoute, cancelUpgradeHandler)
  app.openapi(deleteUpgradeRoute, deleteUpgradeHandler)
  app.openapi(acceptExtensionRoute, acceptExtensionHandler)
  app.openapi(refuseExtensionRoute, refuseExtensionHandler)
}
