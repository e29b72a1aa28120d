import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../openapi/schema'
import { api } from '../lib/api-client'

export type Notification = components['schemas']['Notification']
export type NotificationPage = components['schemas']['NotificationPage'] & { unread_count: number }

/** Every notifications query starts with this key: reading one refreshes the page and the header's bell. */
export const notificationsKey = ['notifications'] as const

/** How often the bell asks again while the tab is visible. */
const BELL_POLL_MS = 60_000

/** GET /v4/notifications/: one page, newest first, with the unread count of all pages. */
export async function getNotifications(page: number, pageSize = 20): Promise<NotificationPage> {
  const { data } = await api.GET('/v4/notifications/', { params: { query: { page, page_size: pageSize } } })
  return data! as NotificationPage
}

/** Worded by the server in the page's language: another language is another entry. */
export function notificationsQueryOptions(page: number, locale: string) {
  return queryOptions({
    queryKey: [...notificationsKey, 'page', page, locale] as const,
    queryFn: () => getNotifications(page),
  })
}

/** The bell's badge: the first notification only, read for its unread count; polled slowly. */
export function unreadNotificationsQueryOptions() {
  return queryOptions({
    queryKey: [...notificationsKey, 'unread'] as const,
    queryFn: async () => (await getNotifications(1, 1)).unread_count,
    refetchInterval: BELL_POLL_MS,
  })
}
