import type { RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { mailingListProvider } from '../../providers/mailing-list/mailing-list'
import { subscribeToNewsletter } from '../../services/newsletter/newsletter'
import type { subscribeNewsletterRoute } from './newsletter.routes'

export const subscribeNewsletter: RouteHandler<typeof subscribeNewsletterRoute, AppEnv> = async (c) => {
  const { email } = c.req.valid('json')
  await subscribeToNewsletter(mailingListProvider(c.var.db, c.var.env), email)
  return c.json({ email }, 201)
}
