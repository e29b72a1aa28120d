import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import * as handlers from './newsletter.handlers'
import * as routes from './newsletter.routes'

export function registerNewsletterRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.subscribeNewsletterRoute, handlers.subscribeNewsletter)
}
