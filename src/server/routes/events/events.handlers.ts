import type { RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { recordEvents } from '../../services/analytics/analytics-events'
import type { sendEventsRoute } from './events.routes'

export const sendEvents: RouteHandler<typeof sendEventsRoute, AppEnv> = async (c) => {
  const accepted = await recordEvents(c.var.db, c.var.userId, c.req.valid('json'))
  return c.json({ accepted }, 202)
}
