import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { getCamper } from './listings.handlers'
import { getCamperRoute } from './listings.routes'

export function registerListingsRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(getCamperRoute, getCamper)
}
