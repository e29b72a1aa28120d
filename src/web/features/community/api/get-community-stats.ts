import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '../../../lib/api-client'

const statsSchema = z.object({ count: z.nullable(z.number()), average: z.nullable(z.number()) })

export type CommunityStats = z.infer<typeof statsSchema>

/** GET /api/internals/referential/stats: the marketplace's review count and mean rating, for the community header. */
export async function getCommunityStats(lang: string): Promise<CommunityStats> {
  const { data }: { data?: unknown } = await api.GET('/api/internals/referential/stats', { params: { query: { lang } } })
  return statsSchema.parse(data)
}

export function communityStatsQueryOptions(lang: string) {
  return queryOptions({ queryKey: ['community', 'stats', lang] as const, queryFn: () => getCommunityStats(lang), staleTime: 10 * 60_000 })
}
