import type { RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { ApiError } from '../../http/api-error'
import { requireUser } from '../../http/authentication'
import {
  emailPreferences,
  setEmailPreferences,
  unsubscribe,
  unsubscribeLink,
} from '../../services/notifications/email-preferences'
import type {
  getNotificationPreferencesRoute,
  getUnsubscribeLinkRoute,
  patchNotificationPreferencesRoute,
  unsubscribeRoute,
} from './notification-preferences.routes'

/** A token that is not ours: forged, mistyped, or its user deleted. 400, as any bad input. */
export const invalidUnsubscribeLink = () =>
  ApiError.detail(400, 'This unsubscribe link is not valid.', 'invalid_unsubscribe_link')

export const get: RouteHandler<typeof getNotificationPreferencesRoute, AppEnv> = async (c) =>
  c.json({ email: await emailPreferences(c.var.db, requireUser(c)) }, 200)

export const patch: RouteHandler<typeof patchNotificationPreferencesRoute, AppEnv> = async (c) => {
  const userId = requireUser(c)
  const { booking_updates: _alwaysOn, ...changes } = c.req.valid('json')
  await setEmailPreferences(c.var.db, userId, changes)
  return c.json({ email: await emailPreferences(c.var.db, userId) }, 200)
}

export const getLink: RouteHandler<typeof getUnsubscribeLinkRoute, AppEnv> = async (c) => {
  const link = await unsubscribeLink(c.var.db, c.req.valid('query').token)
  if (!link) throw invalidUnsubscribeLink()
  return c.json(link, 200)
}

export const follow: RouteHandler<typeof unsubscribeRoute, AppEnv> = async (c) => {
  const done = await unsubscribe(c.var.db, c.req.valid('query').token)
  if (!done) throw invalidUnsubscribeLink()
  return c.json({ category: done.category, enabled: false }, 200)
}
