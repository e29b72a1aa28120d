import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import * as handlers from './events.handlers'
import * as routes from './events.routes'

export function registerEventsRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.sendEventsRoute, handlers.sendEvents)
}
