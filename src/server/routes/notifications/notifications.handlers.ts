import type { RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { requireUser } from '../../http/authentication'
import { pageLinks } from '../../http/pagination'
import { requestLocale } from '../../http/request-locale'
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '../../services/notifications/notifications'
import type { listNotificationsRoute, readAllNotificationsRoute, readNotificationRoute } from './notifications.routes'

export const list: RouteHandler<typeof listNotificationsRoute, AppEnv> = async (c) => {
  const { page, page_size: pageSize } = c.req.valid('query')
  const locale = requestLocale(undefined, c.req.header('accept-language'))
  const found = await listNotifications(c.var.db, requireUser(c), locale, page, pageSize)
  return c.json({ ...found, ...pageLinks(c.req.url, page, pageSize, found.count) }, 200)
}

export const read: RouteHandler<typeof readNotificationRoute, AppEnv> = async (c) => {
  await markNotificationRead(c.var.db, requireUser(c), c.req.valid('param').id)
  return c.body(null, 204)
}

export const readAll: RouteHandler<typeof readAllNotificationsRoute, AppEnv> = async (c) => {
  await markAllNotificationsRead(c.var.db, requireUser(c))
  return c.body(null, 204)
}
