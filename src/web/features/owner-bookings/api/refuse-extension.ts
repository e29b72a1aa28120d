import { api } from '../../../lib/api-client'
import type { OwnerExtension } from './accept-extension'

/** PATCH /v4/bookings-owner/{id}/extensions/refuse/: the extension asked is refused (CANCEL_OWNER). */
export async function refuseExtension(id: number): Promise<OwnerExtension> {
  const { data } = await api.PATCH('/v4/bookings-owner/{id}/extensions/refuse/', { params: { path: { id } } })
  return data!
}
