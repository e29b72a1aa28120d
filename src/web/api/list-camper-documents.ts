import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../openapi/schema'
import { api } from '../lib/api-client'

export type CamperDocumentList = components['schemas']['DocumentList']

/** GET /3/docs/vehicle/{id}/: the camper's vehicle documents (registration, insurance certificate…), for its owner. */
export async function listCamperDocuments(id: number): Promise<CamperDocumentList> {
  const { data } = await api.GET('/3/docs/vehicle/{id}/', { params: { path: { id } } })
  return data!
}

// Under 'documents', so that an upload on any document page refreshes the camper's list.
export function camperDocumentsQueryOptions(id: number) {
  return queryOptions({ queryKey: ['documents', 'vehicle', id] as const, queryFn: () => listCamperDocuments(id) })
}
