import { api } from '../../../lib/api-client'
import type { ListingProgress } from './get-camper-progress'

/** DELETE /3/products/{id}/update/?soft=true: the listing is suspended (unpublished_owner). */
export async function suspendCamper(id: number): Promise<ListingProgress> {
  const { data } = await api.DELETE('/3/products/{id}/update/', {
    params: { path: { id: String(id) }, query: { soft: 'true' } },
  })
  return data!
}
