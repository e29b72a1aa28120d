import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'

export type OwnerExtension = components['schemas']['OwnerExtension']

/** PATCH /v4/bookings-owner/{id}/extensions/accept/: the guest can then pay the extension. */
export async function acceptExtension(id: number): Promise<OwnerExtension> {
  const { data } = await api.PATCH('/v4/bookings-owner/{id}/extensions/accept/', { params: { path: { id } } })
  return data!
}
