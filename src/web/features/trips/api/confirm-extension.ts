import { api } from '../../../lib/api-client'
import type { Extension } from './create-extension'

/** GET /v4/bookings-guest/{id}/extensions/confirm/: pays the accepted extension; the trip takes its new dates. */
export async function confirmExtension(id: number): Promise<Extension> {
  const { data } = await api.GET('/v4/bookings-guest/{id}/extensions/confirm/', { params: { path: { id } } })
  return data!
}
