import { infiniteQueryOptions } from '@tanstack/react-query'
import { arrayOf, expectShape, isNumber, isString, nullable, objectWith, optional } from '../../../lib/answer-shape'
import { api } from '../../../lib/api-client'

/**
 * GET /v4/reviews/?camper_id=&author_type=guest&page=&page_size=10: the guests' reviews of a camper, page by page (the
 * owner's reviews of their guests are about the guests, not the camper).
 */
export interface Review {
  id: number
  rating: number
  comment: string
  language: string | null
  published_date: string
  author: { id: number; first_name: string; profile_picture: { url: string | null } | null }
  camper_id: number
  author_type: string
}

export interface ReviewsPage {
  count: number
  next: string | null
  previous: string | null
  results: Review[]
}

export const REVIEWS_PAGE_SIZE = 10

const pageCheck = objectWith({
  count: isNumber,
  next: optional(nullable(isString)),
  results: arrayOf(objectWith({ id: isNumber, rating: isNumber })),
})

export async function getReviews(camperId: string, page: number): Promise<ReviewsPage> {
  const { data }: { data?: unknown } = await api.GET('/v4/reviews/', {
    params: { query: { camper_id: Number(camperId), author_type: 'guest', page, page_size: REVIEWS_PAGE_SIZE } },
  })
  return expectShape<ReviewsPage>(data, pageCheck, 'reviews')
}

export function reviewsQueryOptions(camperId: string) {
  return infiniteQueryOptions({
    queryKey: ['reviews', camperId] as const,
    queryFn: ({ pageParam }) => getReviews(camperId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: ReviewsPage, _all: ReviewsPage[], lastPage: number) =>
      last.next ? lastPage + 1 : undefined,
  })
}
