import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'
import { ownerCampersKey } from './list-owner-campers'

export type CamperDocumentList = components['schemas']['DocumentList']

/** GET /3/docs/vehicle/{id}/: the camper's vehicle documents (registration, insurance…), for its owner. */
export async function listCamperDocuments(id: number): Promise<CamperDocumentList> {
  const { data } = await api.GET('/3/docs/vehicle/{id}/', { params: { path: { id } } })
  return data!
}

export function camperDocumentsQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...ownerCampersKey, 'documents', id] as const,
    queryFn: () => listCamperDocuments(id),
  })
}
