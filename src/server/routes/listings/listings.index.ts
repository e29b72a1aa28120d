import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import * as handlers from './listings.handlers'
import * as routes from './listings.routes'

export function registerListingsRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.getCamperRoute, handlers.getCamper)
}
