import { api } from '../../../lib/api-client'

/** DELETE /v4/bookings-guest/{id}/upgrades/{upId}/: drops a draft. */
export async function deleteUpgrade(id: number, upId: number): Promise<void> {
  await api.DELETE('/v4/bookings-guest/{id}/upgrades/{upId}/', { params: { path: { id, upId } } })
}
