import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import * as handlers from './notification-preferences.handlers'
import * as routes from './notification-preferences.routes'

export function registerNotificationPreferencesRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.getNotificationPreferencesRoute, handlers.get)
  app.openapi(routes.patchNotificationPreferencesRoute, handlers.patch)
  app.openapi(routes.getUnsubscribeLinkRoute, handlers.getLink)
  app.openapi(routes.unsubscribeRoute, handlers.follow)
}
