import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'

export type OwnerCamperList = components['schemas']['OwnerCamperList']
export type OwnerCamper = components['schemas']['OwnerCamper']

export const ownerCampersKey = ['owner-campers'] as const

/** GET /3/products/me/paginated/: the owner's campers, newest first. */
export async function listOwnerCampers(page: number): Promise<OwnerCamperList> {
  const { data } = await api.GET('/3/products/me/paginated/', { params: { query: { page, page_size: 10 } } })
  return data!
}

export function ownerCampersQueryOptions(page = 1) {
  return queryOptions({ queryKey: [...ownerCampersKey, 'list', page], queryFn: () => listOwnerCampers(page) })
}
