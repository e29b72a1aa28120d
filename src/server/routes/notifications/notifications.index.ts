import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import * as handlers from './notifications.handlers'
import * as routes from './notifications.routes'

export function registerNotificationsRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.listNotificationsRoute, handlers.list)
  app.openapi(routes.readAllNotificationsRoute, handlers.readAll)
  app.openapi(routes.readNotificationRoute, handlers.read)
}
