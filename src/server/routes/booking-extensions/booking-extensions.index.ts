import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import * as handlers from './booking-extensions.handlers'
import * as routes from './booking-extensions.routes'

export function registerBookingExtensionsRoutes(app: OpenAPIHono<AppEnv>) {
  // The fixed paths (validate/, confirm/, cancel/) before the {extId} and {upId} ones.
  app.openapi(routes.createExtensionRoute, handlers.createExtensionHandler)
  app.openapi(routes.validateExtensionRoute, handlers.validateExtensionHandler)
  app.openapi(routes.confirmExtensionRoute, handlers.confirmExtensionHandler)
  app.openapi(routes.cancelExtensionRoute, handlers.cancelExtensionHandler)
  app.openapi(routes.deleteExtensionRoute, handlers.deleteExtensionHandler)
  app.openapi(routes.getUpgradesRoute, handlers.getUpgradesHandler)
  app.openapi(routes.createUpgradeRoute, handlers.createUpgradeHandler)
  app.openapi(routes.validateUpgradeRoute, handlers.validateUpgradeHandler)
  app.openapi(routes.confirmUpgradeRoute, handlers.confirmUpgradeHandler)
  app.openapi(routes.cancelUpgradeRoute, handlers.cancelUpgradeHandler)
  app.openapi(routes.deleteUpgradeRoute, handlers.deleteUpgradeHandler)
  app.openapi(routes.acceptExtensionRoute, handlers.acceptExtensionHandler)
  app.openapi(routes.refuseExtensionRoute, handlers.refuseExtensionHandler)
}
