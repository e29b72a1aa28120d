import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'
import type { ListingProgress } from './get-camper-progress'

export type ListingDeletion = components['schemas']['ListingDeletion']

/** DELETE /3/products/{id}/update/ with the owner's reason (spec 2 §9): the listing is deleted (deleted_owner). */
export async function deleteCamper(id: number, deletion: ListingDeletion): Promise<ListingProgress> {
  const { data } = await api.DELETE('/3/products/{id}/update/', {
    params: { path: { id: String(id) }, query: {} },
    body: deletion,
  })
  return data!
}
