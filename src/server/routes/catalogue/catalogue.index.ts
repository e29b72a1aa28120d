import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import {
  listBrandModelsHandler,
  listBrandsHandler,
  listManufacturerModelsHandler,
  listManufacturersHandler,
} from './catalogue.handlers'
import {
  listBrandModelsRoute,
  listBrandsRoute,
  listManufacturerModelsRoute,
  listManufacturersRoute,
} from './catalogue.routes'

export function registerCatalogueRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(listBrandsRoute, listBrandsHandler)
  app.openapi(listBrandModelsRoute, listBrandModelsHandler)
  app.openapi(listManufacturersRoute, listManufacturersHandler)
  app.openapi(listManufacturerModelsRoute, listManufacturerModelsHandler)
}
