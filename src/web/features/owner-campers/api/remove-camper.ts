import { api } from '../../../lib/api-client'
import type { ListingProgress } from './get-camper-progress'

/** DELETE /3/products/{id}/update/: with `soft` the listing is suspended, without it is deleted. */
export async function removeCamper(id: number, soft: boolean): Promise<ListingProgress> {
  const { data } = await api.DELETE('/3/products/{id}/update/', {
    params: { path: { id: String(id) }, query: soft ? { soft: 'true' } : {} },
  })
  return data!
}
