import { api } from '../../../lib/api-client'
import type { Upgrade } from './get-upgrades'

/** POST /v4/bookings-guest/{id}/upgrades/ {buyback}: a draft deductible buy-back, priced by the server for this trip. */
export async function createBuyback(id: number, insurance: string): Promise<Upgrade> {
  const { data } = await api.POST('/v4/bookings-guest/{id}/upgrades/', {
    params: { path: { id } },
    body: { buyback: { insurance } },
  })
  return data!
}
