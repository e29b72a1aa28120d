import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'

export type DocumentWire = components['schemas']['Document']

/** GET /3/docs/{id}/: one of the caller's documents with its pages. */
export async function getDocument(id: number): Promise<DocumentWire> {
  const { data } = await api.GET('/3/docs/{id}/', { params: { path: { id } } })
  return data!
}

export function documentQueryOptions(id: number) {
  return queryOptions({ queryKey: ['documents', id] as const, queryFn: () => getDocument(id) })
}
