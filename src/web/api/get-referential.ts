import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../openapi/schema'
import { api } from '../lib/api-client'

/** The storefront's referential: the shell reads its phone line and publishing rule, the payment step its error texts. */
export type Referential = components['schemas']['Referential']

/** GET /api/internals/referential */
export async function getReferential(lang: string): Promise<Referential> {
  const { data } = await api.GET('/api/internals/referential', { params: { query: { lang } } })
  return data!
}

export function referentialQueryOptions(lang: string) {
  return queryOptions({
    queryKey: ['referential', lang] as const,
    queryFn: () => getReferential(lang),
    staleTime: 10 * 60_000,
  })
}
