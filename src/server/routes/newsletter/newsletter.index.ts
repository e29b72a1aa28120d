import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { subscribeNewsletter } from './newsletter.handlers'
import { subscribeNewsletterRoute } from './newsletter.routes'

export function registerNewsletterRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(subscribeNewsletterRoute, subscribeNewsletter)
}
