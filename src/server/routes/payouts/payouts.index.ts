import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import * as handlers from './payouts.handlers'
import {
  addUboRoute,
  getIbanRoute,
  getTaxIdentificationRoute,
  getUboDeclarationRoute,
  listPayinsRoute,
  listPayoutsRoute,
  listUbosRoute,
  saveIbanRoute,
  setTaxIdentificationRoute,
  submitUboDeclarationRoute,
  updateUboRoute,
} from './payouts.routes'

export function registerPayoutsRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(getIbanRoute, handlers.readIban)
  app.openapi(saveIbanRoute, handlers.addIban)
  app.openapi(getUboDeclarationRoute, handlers.readUboDeclaration)
  app.openapi(submitUboDeclarationRoute, handlers.submitDeclaration)
  app.openapi(listUbosRoute, handlers.readUbos)
  app.openapi(addUboRoute, handlers.createUbo)
  app.openapi(updateUboRoute, handlers.changeUbo)
  app.openapi(getTaxIdentificationRoute, handlers.readTaxIdentification)
  app.openapi(setTaxIdentificationRoute, handlers.changeTaxIdentification)
  app.openapi(listPayinsRoute, handlers.readPayins)
  app.openapi(listPayoutsRoute, handlers.readPayouts)
}
