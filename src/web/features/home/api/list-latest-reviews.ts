import { queryOptions } from '@tanstack/react-query'
import { arrayOf, expectShape, isNumber, isString, nullable, objectWith } from '../../../lib/answer-shape'
import { api } from '../../../lib/api-client'

export interface LatestReview {
  id: number
  rating: number
  comment: string
  language: string | null
  published_date: string
  author: { first_name: string; profile_picture: { url: string | null } | null }
  camper_id: number
  camper_title: string
}

const latestReviewsCheck = objectWith({
  results: arrayOf(
    objectWith({
      id: isNumber,
      rating: isNumber,
      comment: isString,
      language: nullable(isString),
      published_date: isString,
      author: objectWith({ first_name: isString, profile_picture: nullable(objectWith({ url: nullable(isString) })) }),
      camper_id: isNumber,
      camper_title: isString,
    }),
  ),
})

export const LATEST_REVIEWS = 3
/** The home shows happy travellers only. */
const MIN_RATING = 4

/** GET /v4/reviews/?min_rating=4: the newest good guest reviews of the marketplace. */
export async function listLatestReviews(): Promise<LatestReview[]> {
  const { data }: { data?: unknown } = await api.GET('/v4/reviews/', {
    params: { query: { min_rating: MIN_RATING, page_size: LATEST_REVIEWS } },
  })
  return expectShape<{ results: LatestReview[] }>(data, latestReviewsCheck, 'latest reviews').results
}

export function latestReviewsQueryOptions() {
  return queryOptions({
    queryKey: ['home', 'latest-reviews'] as const,
    queryFn: listLatestReviews,
    staleTime: 5 * 60_000,
  })
}
