import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** GET /3/docs/booking/{id}/: the guest's documents for this trip, to link each to its page. */
export async function listTripDocuments(id: number) {
  const { data } = await api.GET('/3/docs/booking/{id}/', { params: { path: { id } } })
  return data!
}

export function tripDocumentsQueryOptions(id: number) {
  return queryOptions({ queryKey: ['documents', 'booking', id] as const, queryFn: () => listTripDocuments(id) })
}
