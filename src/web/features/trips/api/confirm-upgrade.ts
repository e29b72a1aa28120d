import { api } from '../../../lib/api-client'
import type { Upgrade } from './get-upgrades'

/** GET /v4/bookings-guest/{id}/upgrades/confirm/: pays the accepted second driver. */
export async function confirmUpgrade(id: number): Promise<Upgrade> {
  const { data } = await api.GET('/v4/bookings-guest/{id}/upgrades/confirm/', { params: { path: { id } } })
  return data!
}
