import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { searchHandler, sisterListingsHandler } from './search.handlers'
import { searchCampersRoute, searchProductsRoute, sisterListingsRoute } from './search.routes'

export function registerSearchRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(searchProductsRoute, searchHandler)
  app.openapi(searchCampersRoute, searchHandler)
  app.openapi(sisterListingsRoute, sisterListingsHandler)
}
