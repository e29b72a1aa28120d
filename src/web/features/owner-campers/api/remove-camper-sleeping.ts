import { api } from '../../../lib/api-client'

/** DELETE /v4/vehicles/{id}/sleepings/{sleepingId}/. */
export async function removeCamperSleeping(id: number, sleepingId: number): Promise<void> {
  await api.DELETE('/v4/vehicles/{id}/sleepings/{sleepingId}/', { params: { path: { id: String(id), sleepingId } } })
}
