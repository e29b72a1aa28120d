import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'
import { ownerCampersKey } from './list-owner-campers'

export type ListingProgress = components['schemas']['ListingProgress']

/** GET /3/products/{id}/progress/: status, checklist before publishing, refusal reason, migration status. */
export async function getCamperProgress(id: number): Promise<ListingProgress> {
  const { data } = await api.GET('/3/products/{id}/progress/', { params: { path: { id: String(id) } } })
  return data!
}

export const camperProgressKey = (id: number) => [...ownerCampersKey, 'progress', id] as const

export function camperProgressQueryOptions(id: number) {
  return queryOptions({ queryKey: camperProgressKey(id), queryFn: () => getCamperProgress(id) })
}
