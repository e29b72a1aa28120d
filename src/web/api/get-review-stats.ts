import { queryOptions } from '@tanstack/react-query'
import { expectShape, isNumber, nullable, objectWith } from '../lib/answer-shape'
import { api } from '../lib/api-client'

/** The marketplace's review count and mean rating (0 to 5), for the footer and the community header. */
export interface ReviewStats {
  count: number | null
  average: number | null
}

const statsCheck = objectWith({ count: nullable(isNumber), average: nullable(isNumber) })

/** GET /api/internals/referential/stats */
export async function getReviewStats(lang: string): Promise<ReviewStats> {
  const { data }: { data?: unknown } = await api.GET('/api/internals/referential/stats', {
    params: { query: { lang } },
  })
  return expectShape<ReviewStats>(data, statsCheck, 'review stats')
}

/** Fetched once and cached for the session (spec 1 §7). */
export function reviewStatsQueryOptions(lang: string) {
  return queryOptions({
    queryKey: ['referential', 'stats', lang] as const,
    queryFn: () => getReviewStats(lang),
    staleTime: Infinity,
    gcTime: Infinity,
  })
}
