import { api } from '../../../lib/api-client'
import type { SecondDriver, Upgrade } from './get-upgrades'

/** POST /v4/bookings-guest/{id}/upgrades/ {second_driver}: a draft at the second driver fee. */
export async function createUpgrade(id: number, secondDriver: SecondDriver): Promise<Upgrade> {
  const { data } = await api.POST('/v4/bookings-guest/{id}/upgrades/', {
    params: { path: { id } },
    body: { second_driver: secondDriver },
  })
  return data!
}
