import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import * as handlers from './search.handlers'
import * as routes from './search.routes'

export function registerSearchRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.searchProductsRoute, handlers.searchHandler)
  app.openapi(routes.searchCampersRoute, handlers.searchHandler)
  app.openapi(routes.sisterListingsRoute, handlers.sisterListingsHandler)
}
