import { queryOptions } from '@tanstack/react-query'
import { regroupReviewNeeded } from '../../../../domain/review-rules'
import { api } from '../../../lib/api-client'

/** The page size of the to-review list: every open review fits on it in practice. */
const REVIEWS_NEEDED_PAGE_SIZE = 50

export const reviewsNeededKey = ['reviews-needed'] as const

/** GET /3/reviews-needed/: the finished bookings the user has still to review, regrouped (spec 1 §3). */
export async function listReviewsNeeded() {
  const { data } = await api.GET('/3/reviews-needed/', {
    params: { query: { page: 1, page_size: REVIEWS_NEEDED_PAGE_SIZE } },
  })
  return { count: data!.count, results: data!.results.map(regroupReviewNeeded) }
}

export function reviewsNeededQueryOptions() {
  return queryOptions({ queryKey: reviewsNeededKey, queryFn: listReviewsNeeded })
}
