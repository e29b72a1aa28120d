import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { sendEvents } from './events.handlers'
import { sendEventsRoute } from './events.routes'

export function registerEventsRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(sendEventsRoute, sendEvents)
}
