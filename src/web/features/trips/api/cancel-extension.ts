import { api } from '../../../lib/api-client'
import type { Extension } from './create-extension'

/** PATCH /v4/bookings-guest/{id}/extensions/cancel/: withdraws the open request. */
export async function cancelExtension(id: number): Promise<Extension> {
  const { data } = await api.PATCH('/v4/bookings-guest/{id}/extensions/cancel/', { params: { path: { id } } })
  return data!
}
