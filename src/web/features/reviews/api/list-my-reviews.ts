import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'

export type ReviewDetail = components['schemas']['ReviewDetail']
export type ReviewBox = 'received' | 'sent'

/** Every dashboard reviews query starts with this key: a new review invalidates them all. */
export const myReviewsKey = ['my-reviews'] as const

/** GET /3/reviews/me/?box&page: the reviews about the user (published) or by the user (all), newest first. */
export async function listMyReviews(box: ReviewBox, page: number) {
  const { data } = await api.GET('/3/reviews/me/', { params: { query: { box, page } } })
  return data!
}

export function myReviewsQueryOptions(box: ReviewBox, page = 1) {
  return queryOptions({ queryKey: [...myReviewsKey, box, page] as const, queryFn: () => listMyReviews(box, page) })
}
