import { api } from '../../../lib/api-client'

/** DELETE /v4/bookings-guest/{id}/extensions/{extId}/: drops a draft. */
export async function deleteExtension(id: number, extId: number): Promise<void> {
  await api.DELETE('/v4/bookings-guest/{id}/extensions/{extId}/', { params: { path: { id, extId } } })
}
