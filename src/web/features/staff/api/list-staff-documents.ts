import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { STAFF_PAGE_SIZE, type StaffDocumentsQuery } from '../../../../domain/staff-queries'
import { api } from '../../../lib/api-client'

export type StaffDocument = components['schemas']['StaffDocument']
export type StaffDocumentPage = components['schemas']['StaffDocumentPage']

/** Every staff documents query starts with this key: a decision invalidates them all. */
export const staffDocumentsKey = ['staff', 'documents'] as const

/** GET /v4/staff/documents/?status&page: documents by status; those waiting for validation oldest first. */
export async function listStaffDocuments(query: StaffDocumentsQuery): Promise<StaffDocumentPage> {
  const { data } = await api.GET('/v4/staff/documents/', {
    params: { query: { status: query.status, page: query.page, page_size: STAFF_PAGE_SIZE } },
  })
  return data!
}

export function staffDocumentsQueryOptions(query: StaffDocumentsQuery) {
  return queryOptions({ queryKey: [...staffDocumentsKey, query] as const, queryFn: () => listStaffDocuments(query) })
}
