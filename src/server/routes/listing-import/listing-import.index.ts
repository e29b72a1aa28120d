import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { importListingHandler, previewListingImportHandler } from './listing-import.handlers'
import { importListingRoute, previewListingImportRoute } from './listing-import.routes'

export function registerListingImportRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(previewListingImportRoute, previewListingImportHandler)
  app.openapi(importListingRoute, importListingHandler)
}
