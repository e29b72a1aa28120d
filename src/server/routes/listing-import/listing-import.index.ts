import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import * as handlers from './listing-import.handlers'
import * as routes from './listing-import.routes'

export function registerListingImportRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.previewListingImportRoute, handlers.previewListingImportHandler)
  app.openapi(routes.importListingRoute, handlers.importListingHandler)
}
