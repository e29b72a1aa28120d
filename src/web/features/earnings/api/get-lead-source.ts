import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** GET /v4/leads/lead-sources/{id}/: the lead source the simulator's lead_source query names; rejects an unknown one. */
export async function getLeadSource(id: number) {
  const { data } = await api.GET('/v4/leads/lead-sources/{id}/', { params: { path: { id } } })
  return data!
}

export function leadSourceQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['leads', 'lead-sources', id] as const,
    queryFn: () => getLeadSource(id),
    retry: false,
    staleTime: Infinity,
  })
}
