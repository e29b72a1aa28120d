import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { DocumentListWire } from './list-guest-documents'

/** GET /3/docs/owner/: the caller's owner and company documents. */
export async function listOwnerDocuments(): Promise<DocumentListWire> {
  const { data } = await api.GET('/3/docs/owner/')
  return data!
}

export function ownerDocumentsQueryOptions() {
  return queryOptions({ queryKey: ['documents', 'owner'] as const, queryFn: listOwnerDocuments })
}
