import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { COMMUNITY_PICTURES_PAGE_SIZE, COMMUNITY_REVIEWS_PAGE_SIZE } from '../../../../domain/community-rules'
import { api } from '../../../lib/api-client'

/** all-reviews lists every guest review; the pictures wall only those with a traveller's photo. */
export type CommunityReviewsKind = 'reviews' | 'pictures'

const communityReviewSchema = z.looseObject({
  id: z.number(),
  rating: z.number(),
  comment: z.string(),
  language: z.nullable(z.string()),
  photo: z.nullable(z.object({ url: z.string() })),
  published_date: z.string(),
  author: z.object({ id: z.number(), first_name: z.string(), profile_picture: z.nullable(z.object({ url: z.nullable(z.string()) })) }),
  camper_id: z.number(),
  camper_title: z.string(),
})

const communityReviewsSchema = z.object({ count: z.number(), next: z.nullable(z.string()), previous: z.nullable(z.string()), results: z.array(communityReviewSchema) })

export type CommunityReview = z.infer<typeof communityReviewSchema>
export type CommunityReviewsPage = z.infer<typeof communityReviewsSchema>

export const communityPageSize = (kind: CommunityReviewsKind) => (kind === 'pictures' ? COMMUNITY_PICTURES_PAGE_SIZE : COMMUNITY_REVIEWS_PAGE_SIZE)

/** GET /v4/reviews/ without a target: the marketplace's published guest reviews, newest first. */
export async function listCommunityReviews(kind: CommunityReviewsKind, page: number): Promise<CommunityReviewsPage> {
  const query = { page, page_size: communityPageSize(kind), ...(kind === 'pictures' ? { with_photos: 'true' as const } : {}) }
  const { data }: { data?: unknown } = await api.GET('/v4/reviews/', { params: { query } })
  return communityReviewsSchema.parse(data)
}

export function communityReviewsQueryOptions(kind: CommunityReviewsKind, page: number) {
  return queryOptions({
    queryKey: ['community', kind, page] as const,
    queryFn: () => listCommunityReviews(kind, page),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  })
}
