import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import * as handlers from './payouts.handlers'
import * as routes from './payouts.routes'

export function registerPayoutsRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.getIbanRoute, handlers.readIban)
  app.openapi(routes.saveIbanRoute, handlers.addIban)
  app.openapi(routes.getUboDeclarationRoute, handlers.readUboDeclaration)
  app.openapi(routes.submitUboDeclarationRoute, handlers.submitDeclaration)
  app.openapi(routes.listUbosRoute, handlers.readUbos)
  app.openapi(routes.addUboRoute, handlers.createUbo)
  app.openapi(routes.updateUboRoute, handlers.changeUbo)
  app.openapi(routes.getTaxIdentificationRoute, handlers.readTaxIdentification)
  app.openapi(routes.setTaxIdentificationRoute, handlers.changeTaxIdentification)
  app.openapi(routes.listPayinsRoute, handlers.readPayins)
  app.openapi(routes.listPayoutsRoute, handlers.readPayouts)
  app.openapi(routes.exportPayinsRoute, handlers.exportPayins)
  app.openapi(routes.exportPayoutsRoute, handlers.exportPayouts)
  app.openapi(routes.getStatementRoute, handlers.readStatement)
}
