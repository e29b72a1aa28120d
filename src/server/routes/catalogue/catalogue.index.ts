import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import * as handlers from './catalogue.handlers'
import * as routes from './catalogue.routes'

export function registerCatalogueRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.listBrandsRoute, handlers.listBrandsHandler)
  app.openapi(routes.listBrandModelsRoute, handlers.listBrandModelsHandler)
  app.openapi(routes.listManufacturersRoute, handlers.listManufacturersHandler)
  app.openapi(routes.listManufacturerModelsRoute, handlers.listManufacturerModelsHandler)
}
