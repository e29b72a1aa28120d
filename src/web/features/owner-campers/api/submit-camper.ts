import { api } from '../../../lib/api-client'
import type { ListingProgress } from './get-camper-progress'

/** POST /3/products/{id}/submit/: a complete listing goes to moderation. */
export async function submitCamper(id: number): Promise<ListingProgress> {
  const { data } = await api.POST('/3/products/{id}/submit/', { params: { path: { id: String(id) } } })
  return data!
}
