import { api } from '../../../lib/api-client'
import type { Extension } from './create-extension'

/** PATCH /v4/bookings-guest/{id}/extensions/validate/: sends the draft to the owner. */
export async function validateExtension(id: number): Promise<Extension> {
  const { data } = await api.PATCH('/v4/bookings-guest/{id}/extensions/validate/', { params: { path: { id } } })
  return data!
}
