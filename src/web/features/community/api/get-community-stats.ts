import { queryOptions } from '@tanstack/react-query'
import { expectShape, isNumber, nullable, objectWith } from '../../../lib/answer-shape'
import { api } from '../../../lib/api-client'

export interface CommunityStats {
  count: number | null
  average: number | null
}

const statsCheck = objectWith({ count: nullable(isNumber), average: nullable(isNumber) })

/** GET /api/internals/referential/stats: the marketplace's review count and mean rating, for the community header. */
export async function getCommunityStats(lang: string): Promise<CommunityStats> {
  const { data }: { data?: unknown } = await api.GET('/api/internals/referential/stats', {
    params: { query: { lang } },
  })
  return expectShape<CommunityStats>(data, statsCheck, 'community stats')
}

export function communityStatsQueryOptions(lang: string) {
  return queryOptions({
    queryKey: ['community', 'stats', lang] as const,
    queryFn: () => getCommunityStats(lang),
    staleTime: 10 * 60_000,
  })
}
