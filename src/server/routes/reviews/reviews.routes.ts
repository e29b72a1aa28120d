import { createRoute, z } from '@hono/zod-openapi'
import { badRequest, coercedId, DetailErrorSchema, jsonContent } from '../../http/openapi-helpers'
import { paginatedSchema } from '../../http/pagination'
import { queryFlag } from '../search/search-query'
import { ProfilePictureSchema } from '../users/users.routes'

export const REVIEWS_PAGE_SIZE = 10
const MAX_PAGE_SIZE = 50

const idField = (description: string) => coercedId().optional().openapi({ description })

const ReviewsQuerySchema = z
  .object({
    page: z.coerce.number({ error: 'A valid integer is required.' }).int().min(1).default(1).openapi({ example: 1 }),
    page_size: z.coerce
      .number({ error: 'A valid integer is required.' })
      .int()
      .min(1)
      .max(MAX_PAGE_SIZE)
      .default(REVIEWS_PAGE_SIZE)
      .openapi({ example: REVIEWS_PAGE_SIZE }),
    target_id: idField('Reviews about this user (with author_type)'),
    booking_id: idField('Reviews of this booking (with author_type)'),
    camper_id: idField('Reviews of this camper (author_type optional)'),
    author_type: z.enum(['guest', 'owner'], { error: 'Use guest or owner.' }).optional(),
    with_photos: queryFlag.optional().openapi({ description: "true: only reviews with a traveller's photo" }),
    min_rating: z.coerce
      .number({ error: 'A valid integer is required.' })
      .int('A valid integer is required.')
      .min(1, 'Use a rating from 1 to 5.')
      .max(5, 'Use a rating from 1 to 5.')
      .optional()
      .openapi({ description: 'Only reviews rated at least this' }),
  })
  .openapi('ReviewsQuery', {
    description:
      'Without target_id, booking_id or camper_id: every published guest review of the marketplace (the community pages).',
  })

const ReviewStatsQuerySchema = z
  .object({
    target_id: idField('Reviews about this user'),
    camper_id: idField('Guest reviews of this camper'),
  })
  .openapi('ReviewStatsQuery')

export const ReviewSchema = z
  .object({
    id: z.number().int(),
    rating: z.number().int().min(1).max(5),
    comment: z.string(),
    language: z.string().nullable(),
    photo: z.object({ url: z.string() }).nullable().openapi({ description: "The traveller's photo of the trip" }),
    published_date: z.string().openapi({ format: 'date-time' }),
    author: z
      .object({ id: z.number().int(), first_name: z.string(), profile_picture: ProfilePictureSchema })
      .openapi('ReviewAuthor'),
    camper_id: z.number().int(),
    camper_title: z.string(),
    author_type: z.enum(['guest', 'owner']),
  })
  .openapi('Review')

const CriterionStatsSchema = z
  .object({
    count: z.number().int().openapi({ description: 'Reviews that rated this criterion' }),
    average: z.number().min(0).max(5).openapi({ description: 'Mean rating, one decimal; 0 without reviews' }),
  })
  .openapi('ReviewCriterionStats')

const ReviewStatsSchema = z
  .object({
    count: z.number().int(),
    average: z.number().min(0).max(5).openapi({ description: 'Mean rating, one decimal; 0 without reviews' }),
    criteria: z
      .object({
        rating: CriterionStatsSchema.openapi({ description: 'The trip as a whole (the same figures as above)' }),
        end_rating: CriterionStatsSchema.openapi({
          description: "The return: the hand-back for a guest's review, the camper's state for an owner's",
        }),
        target_rating: CriterionStatsSchema.openapi({
          description: "The other party: the owner as a host (guest's review), the guest as a renter (owner's)",
        }),
      })
      .openapi('ReviewCriteriaStats', { description: 'The same figures for each criterion of the review forms' }),
  })
  .openapi('ReviewStatsWithCriteria', {
    example: {
      count: 12,
      average: 4.7,
      criteria: {
        rating: { count: 12, average: 4.7 },
        end_rating: { count: 10, average: 4.8 },
        target_rating: { count: 10, average: 4.9 },
      },
    },
  })

export const listReviewsRoute = createRoute({
  method: 'get',
  path: '/v4/reviews/',
  tags: ['Reviews'],
  summary:
    'Published reviews, newest first: by target_id + author_type, booking_id + author_type, camper_id, or all guest reviews',
  request: { query: ReviewsQuerySchema },
  responses: {
    200: jsonContent(paginatedSchema(ReviewSchema, 'ReviewPage'), 'One page of reviews'),
    400: badRequest,
    404: jsonContent(DetailErrorSchema, 'Page past the last one: {"detail": "Invalid page.", "code": "invalid_page"}'),
  },
})

export const reviewStatsRoute = createRoute({
  method: 'get',
  path: '/v4/reviews/stats/',
  tags: ['Reviews'],
  summary: 'Count and mean rating of the published reviews about a user (target_id) or of a camper (camper_id)',
  request: { query: ReviewStatsQuerySchema },
  responses: { 200: jsonContent(ReviewStatsSchema, 'The figures'), 400: badRequest },
})
