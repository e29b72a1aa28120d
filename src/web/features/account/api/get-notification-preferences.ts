import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'

export type NotificationPreferences = components['schemas']['NotificationPreferences']
export type EmailCategoryName = components['schemas']['EmailPreference']['category']

export const notificationPreferencesKey = ['notification-preferences'] as const

/** GET /v4/notification-preferences/: one email switch per category. */
export function notificationPreferencesQueryOptions() {
  return queryOptions({
    queryKey: notificationPreferencesKey,
    queryFn: async (): Promise<NotificationPreferences> => (await api.GET('/v4/notification-preferences/')).data!,
  })
}
