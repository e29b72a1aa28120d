import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'
import { ownerCampersKey } from './list-owner-campers'

export type SisterPlatformDuplicate = components['schemas']['SisterPlatformDuplicate']

/** GET /3/products/{id}/sister-platform-duplicate/: the sister platform's page that copies the listing. */
export async function getSisterDuplicateUrl(id: number): Promise<SisterPlatformDuplicate> {
  const { data } = await api.GET('/3/products/{id}/sister-platform-duplicate/', {
    params: { path: { id: String(id) } },
  })
  return data!
}

/** The address is in the page's language: the locale is part of the key, so a language switch asks again. */
export function sisterDuplicateUrlQueryOptions(id: number, locale: string) {
  return queryOptions({
    queryKey: [...ownerCampersKey, 'sister-duplicate', id, locale],
    queryFn: () => getSisterDuplicateUrl(id),
  })
}
