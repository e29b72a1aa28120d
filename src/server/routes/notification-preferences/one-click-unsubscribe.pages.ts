import type { OpenAPIHono } from '@hono/zod-openapi'
import type { Handler } from 'hono'
import type { AppEnv } from '../../http/app-env'
import { unsubscribe } from '../../services/notifications/email-preferences'

/**
 * RFC 8058's one-click unsubscribe: a mail client POSTs `List-Unsubscribe=One-Click` to the address in an email's
 * List-Unsubscribe header, without the API key or a sign-in (the token is the credential). A GET on the same
 * address is the web app's page, which asks before it unsubscribes: mail scanners open links, they do not post.
 * The address may carry a locale prefix (/fr/unsubscribe), as every link of an email in French does.
 */
export function registerOneClickUnsubscribePages(app: OpenAPIHono<AppEnv>) {
  const oneClick: Handler<AppEnv> = async (c) => {
    const token = c.req.query('token')
    const done = token && token.length <= 200 ? await unsubscribe(c.var.db, token) : null
    c.header('Cache-Control', 'no-store')
    if (!done) return c.json({ detail: 'This unsubscribe link is not valid.', code: 'invalid_unsubscribe_link' }, 400)
    return c.json({ category: done.category, enabled: false }, 200)
  }
  app.post('/unsubscribe', oneClick)
  app.post('/:locale{[a-z]{2}(?:-[a-z]{2})?}/unsubscribe', oneClick)
}
