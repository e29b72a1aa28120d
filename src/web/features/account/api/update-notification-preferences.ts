import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'
import type { NotificationPreferences } from './get-notification-preferences'

/** PATCH /v4/notification-preferences/: the categories sent change, the others stay; answers every switch. */
export async function updateNotificationPreferences(
  changes: components['schemas']['NotificationPreferencesPatch'],
): Promise<NotificationPreferences> {
  return (await api.PATCH('/v4/notification-preferences/', { body: changes })).data!
}
