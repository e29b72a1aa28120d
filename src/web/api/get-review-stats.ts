import { queryOptions } from '@tanstack/react-query'
import { api } from '../lib/api-client'

/** GET /api/internals/referential/stats: review count and average rating (0 to 5). */
export interface ReviewStats {
  count: number | null
  average: number | null
}

export async function getStats(lang: string): Promise<ReviewStats> {
  const { data }: { data?: unknown } = await api.GET('/api/internals/referential/stats', {
    params: { query: { lang } },
  })
  return data as ReviewStats
}

/** Fetched once and cached for the session (spec 1 §7). */
export function statsQueryOptions(lang: string) {
  return queryOptions({
    queryKey: ['referential', 'stats', lang] as const,
    queryFn: () => getStats(lang),
    staleTime: Infinity,
    gcTime: Infinity,
  })
}
