import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../openapi/schema'
import { api } from '../lib/api-client'

export type DocumentListWire = components['schemas']['DocumentList']

/** GET /3/docs/booking/{id}/: the guest's documents for a trip (the driver's own and those made for the booking). */
export async function listBookingDocuments(id: number): Promise<DocumentListWire> {
  const { data } = await api.GET('/3/docs/booking/{id}/', { params: { path: { id } } })
  return data!
}

export function bookingDocumentsQueryOptions(id: number) {
  return queryOptions({ queryKey: ['documents', 'booking', id] as const, queryFn: () => listBookingDocuments(id) })
}
