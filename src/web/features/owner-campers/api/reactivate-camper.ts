import { api } from '../../../lib/api-client'
import type { ListingProgress } from './get-camper-progress'

/** POST /3/products/{id}/update/: a listing the owner suspended goes live again. */
export async function reactivateCamper(id: number): Promise<ListingProgress> {
  const { data } = await api.POST('/3/products/{id}/update/', { params: { path: { id: String(id) } } })
  return data!
}
