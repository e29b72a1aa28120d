import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'

export type ListingImport = components['schemas']['ListingImport']

/** POST /3/products/{id}/import/: copies the sister-platform listing into the camper. */
export async function importListing(id: number, externalId: string): Promise<ListingImport> {
  const { data } = await api.POST('/3/products/{id}/import/', {
    params: { path: { id: String(id) } },
    body: { external_id: externalId },
  })
  return data!
}
