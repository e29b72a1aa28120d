import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'
import { ownerCampersKey } from './list-owner-campers'

export type ListingStats = components['schemas']['ListingStats']

/** GET /3/products/{id}/stats/: listing page visits and search prints. */
export async function getCamperStats(id: number): Promise<ListingStats> {
  const { data } = await api.GET('/3/products/{id}/stats/', { params: { path: { id: String(id) } } })
  return data!
}

export function camperStatsQueryOptions(id: number) {
  return queryOptions({ queryKey: [...ownerCampersKey, 'stats', id], queryFn: () => getCamperStats(id) })
}
