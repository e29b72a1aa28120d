import { queryOptions } from '@tanstack/react-query'
import { api } from '../lib/api-client'

/** GET /api/internals/referential: the fields the shell reads. */
export interface Referential {
  phone_number: string | null
  can_publish_camper: boolean
  payment_type_available: string[]
}

export async function getReferential(lang: string): Promise<Referential> {
  const { data }: { data?: unknown } = await api.GET('/api/internals/referential', { params: { query: { lang } } })
  return data as Referential
}

export function referentialQueryOptions(lang: string) {
  return queryOptions({
    queryKey: ['referential', lang] as const,
    queryFn: () => getReferential(lang),
    staleTime: 10 * 60_000,
  })
}
