import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '../../../lib/api-client'

const latestReviewSchema = z.looseObject({
  id: z.number(),
  rating: z.number(),
  comment: z.string(),
  language: z.nullable(z.string()),
  published_date: z.string(),
  author: z.object({ first_name: z.string(), profile_picture: z.nullable(z.object({ url: z.nullable(z.string()) })) }),
  camper_id: z.number(),
  camper_title: z.string(),
})

export type LatestReview = z.infer<typeof latestReviewSchema>

export const LATEST_REVIEWS = 3
/** The home shows happy travellers only. */
const MIN_RATING = 4

/** GET /v4/reviews/?min_rating=4: the newest good guest reviews of the marketplace. */
export async function listLatestReviews(): Promise<LatestReview[]> {
  const { data }: { data?: unknown } = await api.GET('/v4/reviews/', { params: { query: { min_rating: MIN_RATING, page_size: LATEST_REVIEWS } } })
  return z.object({ results: z.array(latestReviewSchema) }).parse(data).results
}

export function latestReviewsQueryOptions() {
  return queryOptions({ queryKey: ['home', 'latest-reviews'] as const, queryFn: listLatestReviews, staleTime: 5 * 60_000 })
}
