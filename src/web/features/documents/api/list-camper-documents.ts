import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { DocumentListWire } from './list-guest-documents'

/** GET /3/docs/vehicle/{id}/: a camper's vehicle documents, for its owner. */
export async function listCamperDocuments(camperId: number): Promise<DocumentListWire> {
  const { data } = await api.GET('/3/docs/vehicle/{id}/', { params: { path: { id: camperId } } })
  return data!
}

export function camperDocumentsQueryOptions(camperId: number) {
  return queryOptions({ queryKey: ['documents', 'vehicle', camperId] as const, queryFn: () => listCamperDocuments(camperId) })
}
