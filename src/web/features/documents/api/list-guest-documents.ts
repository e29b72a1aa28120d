import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'

export type DocumentListWire = components['schemas']['DocumentList']

/** GET /3/docs/guest/: the caller's driver documents. */
export async function listGuestDocuments(): Promise<DocumentListWire> {
  const { data } = await api.GET('/3/docs/guest/')
  return data!
}

export function guestDocumentsQueryOptions() {
  return queryOptions({ queryKey: ['documents', 'guest'] as const, queryFn: listGuestDocuments })
}
