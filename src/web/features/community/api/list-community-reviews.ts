import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { COMMUNITY_PICTURES_PAGE_SIZE, COMMUNITY_REVIEWS_PAGE_SIZE } from '../../../../domain/community-rules'
import { arrayOf, expectShape, isNumber, isString, nullable, objectWith } from '../../../lib/answer-shape'
import { api } from '../../../lib/api-client'

/** all-reviews lists every guest review; the pictures wall only those with a traveller's photo. */
export type CommunityReviewsKind = 'reviews' | 'pictures'

export interface CommunityReview {
  id: number
  rating: number
  comment: string
  language: string | null
  photo: { url: string } | null
  published_date: string
  author: { id: number; first_name: string; profile_picture: { url: string | null } | null }
  camper_id: number
  camper_title: string
}

export interface CommunityReviewsPage {
  count: number
  next: string | null
  previous: string | null
  results: CommunityReview[]
}

const communityReviewsCheck = objectWith({
  count: isNumber,
  next: nullable(isString),
  previous: nullable(isString),
  results: arrayOf(
    objectWith({
      id: isNumber,
      rating: isNumber,
      comment: isString,
      language: nullable(isString),
      photo: nullable(objectWith({ url: isString })),
      published_date: isString,
      author: objectWith({
        id: isNumber,
        first_name: isString,
        profile_picture: nullable(objectWith({ url: nullable(isString) })),
      }),
      camper_id: isNumber,
      camper_title: isString,
    }),
  ),
})

export const communityPageSize = (kind: CommunityReviewsKind) =>
  kind === 'pictures' ? COMMUNITY_PICTURES_PAGE_SIZE : COMMUNITY_REVIEWS_PAGE_SIZE

/** GET /v4/reviews/ without a target: the marketplace's published guest reviews, newest first. */
export async function listCommunityReviews(kind: CommunityReviewsKind, page: number): Promise<CommunityReviewsPage> {
  const query = {
    page,
    page_size: communityPageSize(kind),
    ...(kind === 'pictures' ? { with_photos: 'true' as const } : {}),
  }
  const { data }: { data?: unknown } = await api.GET('/v4/reviews/', { params: { query } })
  return expectShape<CommunityReviewsPage>(data, communityReviewsCheck, 'community reviews')
}

export function communityReviewsQueryOptions(kind: CommunityReviewsKind, page: number) {
  return queryOptions({
    queryKey: ['community', kind, page] as const,
    queryFn: () => listCommunityReviews(kind, page),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  })
}
