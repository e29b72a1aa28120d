import { api } from '../../../lib/api-client'
import type { Upgrade } from './get-upgrades'

/** PATCH /v4/bookings-guest/{id}/upgrades/cancel/: withdraws the open upgrade. */
export async function cancelUpgrade(id: number): Promise<Upgrade> {
  const { data } = await api.PATCH('/v4/bookings-guest/{id}/upgrades/cancel/', { params: { path: { id } } })
  return data!
}
