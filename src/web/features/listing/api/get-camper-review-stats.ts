import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { expectShape, isNumber, objectWith } from '../../../lib/answer-shape'
import { api } from '../../../lib/api-client'

export type CamperReviewStats = components['schemas']['ReviewStatsWithCriteria']
export type ReviewCriterion = keyof CamperReviewStats['criteria']

const figures = objectWith({ count: isNumber, average: isNumber })
const statsCheck = objectWith({
  count: isNumber,
  average: isNumber,
  criteria: objectWith({ rating: figures, end_rating: figures, target_rating: figures }),
})

/** GET /v4/reviews/stats/?camper_id=: the camper's review count and averages, overall and by criterion. */
export async function getCamperReviewStats(camperId: string): Promise<CamperReviewStats> {
  const { data }: { data?: unknown } = await api.GET('/v4/reviews/stats/', {
    params: { query: { camper_id: Number(camperId) } },
  })
  return expectShape<CamperReviewStats>(data, statsCheck, 'review stats')
}

export function camperReviewStatsQueryOptions(camperId: string) {
  return queryOptions({
    queryKey: ['reviews', camperId, 'stats'] as const,
    queryFn: () => getCamperReviewStats(camperId),
    staleTime: 60_000,
  })
}
