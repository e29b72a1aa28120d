import { api } from '../../../lib/api-client'

/** POST /v4/notifications/{id}/read/: the user opened it. */
export async function markNotificationRead(id: number): Promise<void> {
  await api.POST('/v4/notifications/{id}/read/', { params: { path: { id } } })
}
