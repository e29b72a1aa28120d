import { api } from '../../../lib/api-client'

/** POST /v4/notifications/read-all/: every notification read at once. */
export async function markAllNotificationsRead(): Promise<void> {
  await api.POST('/v4/notifications/read-all/')
}
