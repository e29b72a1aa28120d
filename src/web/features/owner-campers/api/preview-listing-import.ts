import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'
import { ownerCampersKey } from './list-owner-campers'

export type ListingImportPreview = components['schemas']['ListingImportPreview']

/** GET /3/products/{id}/import/: the sister-platform listing and what importing it into the camper would write. */
export async function previewListingImport(id: number, externalId: string): Promise<ListingImportPreview> {
  const { data } = await api.GET('/3/products/{id}/import/', {
    params: { path: { id: String(id) }, query: { external_id: externalId } },
  })
  return data!
}

export function listingImportPreviewQueryOptions(id: number, externalId: string) {
  return queryOptions({
    queryKey: [...ownerCampersKey, 'import-preview', id, externalId] as const,
    queryFn: () => previewListingImport(id, externalId),
    // An unknown listing or a missing sister platform will not change by asking again.
    retry: false,
  })
}
