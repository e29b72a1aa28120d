import { api } from '../../../lib/api-client'
import type { Upgrade } from './get-upgrades'

/** PATCH /v4/bookings-guest/{id}/upgrades/validate/: the draft second driver becomes payable. */
export async function validateUpgrade(id: number): Promise<Upgrade> {
  const { data } = await api.PATCH('/v4/bookings-guest/{id}/upgrades/validate/', { params: { path: { id } } })
  return data!
}
