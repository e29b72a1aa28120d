import { createRoute, z } from '@hono/zod-openapi'
import { REVIEW_REPORT_REASONS, reviewPhotoProblem } from '../../../domain/review-rules'
import { signedInOnly } from '../../http/authentication'
import { jsonBodyOnly, multipartBodyOnly } from '../../http/body-media-type'
import {
  badBody,
  DetailErrorSchema,
  FieldErrorsSchema,
  jsonBody,
  jsonContent,
  NOT_AN_ID,
  notSignedIn,
  pathId,
  signedIn,
} from '../../http/openapi-helpers'
import { paginatedSchema } from '../../http/pagination'
import { invalid } from '../../http/validation-hook'
import { ProfilePictureSchema } from '../users/users.routes'
import { REVIEWS_PAGE_SIZE } from './reviews.routes'

const bookingParams = z.object({ idBooking: pathId('idBooking', 1204, 'The booking reviewed') })
const reviewParams = z.object({ idReview: pathId('idReview', 1204, 'The review') })
const forbidden = (description: string) => jsonContent(DetailErrorSchema, description)
const badOrRefused = badBody('Field errors, or a refusal with a code')
const reviewNotFound = jsonContent(DetailErrorSchema, 'No such review, or one not published yet that is not yours')

const rating = (description: string) =>
  z
    .number(invalid('Give a rating from 1 to 5.'))
    .int('Give a rating from 1 to 5.')
    .min(1, 'Give a rating from 1 to 5.')
    .max(5, 'Give a rating from 1 to 5.')
    .openapi({ description, example: 5 })
const MAX_COMMENT = 2000
const comment = (description: string) =>
  z
    .string(invalid('Write a few words.'))
    .trim()
    .min(1, 'Write a few words.')
    .max(MAX_COMMENT, `At most ${MAX_COMMENT} characters.`)
    .openapi({ description })

const ReviewFieldsSchema = z.object({
  rating: rating('Booking step: the trip as a whole (a guest’s rating feeds the camper’s figures)'),
  comment: comment('Booking step: the public review'),
  end_rating: rating('End step: how the return went'),
  target_rating: rating('Owner step (guest review) or guest step (owner review): the other party'),
  private_comment: z
    .string()
    .trim()
    .max(MAX_COMMENT, `At most ${MAX_COMMENT} characters.`)
    .nullable()
    .optional()
    .openapi({ description: 'Owner-private step (guest reviews only): a note only the owner reads' }),
  language: z
    .string()
    .regex(/^[a-z]{2}(-[a-z]{2})?$/i, 'A language code such as en or de-ch.')
    .nullable()
    .optional(),
})

const ReviewCreateSchema = ReviewFieldsSchema.openapi('ReviewCreate')
const ReviewChangeSchema = ReviewFieldsSchema.partial().openapi('ReviewChange')

export const ReviewDetailSchema = z
  .object({
    id: z.number().int(),
    booking_id: z.number().int().nullable(),
    camper_id: z.number().int(),
    camper_title: z.string(),
    author_type: z.enum(['guest', 'owner']),
    author: z.object({ id: z.number().int(), first_name: z.string(), profile_picture: ProfilePictureSchema }),
    target_id: z.number().int(),
    rating: z.number().int(),
    comment: z.string(),
    end_rating: z.number().int().nullable(),
    target_rating: z.number().int().nullable(),
    private_comment: z.string().nullable().openapi({ description: 'Only for the author and the target' }),
    language: z.string().nullable(),
    photo: z.object({ url: z.string() }).nullable(),
    published_date: z
      .string()
      .nullable()
      .openapi({ format: 'date-time', description: 'Null until both sides reviewed or the review window closed' }),
    publication_deadline: z
      .string()
      .nullable()
      .openapi({ format: 'date-time', description: 'When the review goes public at the latest' }),
    editable: z.boolean().openapi({ description: 'The viewer is its author and it is not published yet' }),
    created_at: z.string().openapi({ format: 'date-time' }),
    updated_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('ReviewDetail')

export const createReviewRoute = createRoute({
  method: 'post',
  path: '/3/review/create/{idBooking}/',
  tags: ['Reviews'],
  summary:
    'Review a finished booking: the guest reviews the camper and the owner, the owner reviews the guest (once each)',
  security: signedIn,
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: {
    params: bookingParams,
    body: jsonBody(ReviewCreateSchema),
  },
  responses: {
    201: jsonContent(ReviewDetailSchema, 'The review, published when the other side had already reviewed'),
    400: jsonContent(
      z.union([FieldErrorsSchema, DetailErrorSchema]),
      'Field errors; booking_not_finished; review_window_closed',
    ),
    401: notSignedIn,
    403: forbidden('Not the guest or the owner of this booking (code forbidden)'),
    404: jsonContent(DetailErrorSchema, 'No such booking'),
    409: jsonContent(DetailErrorSchema, 'This side already reviewed the booking (code already_reviewed)'),
  },
})

export const getReviewRoute = createRoute({
  method: 'get',
  path: '/3/review/{idReview}/',
  tags: ['Reviews'],
  summary: 'One review: public once published, before that only to its author',
  request: { params: reviewParams },
  responses: { 200: jsonContent(ReviewDetailSchema, 'The review'), 404: reviewNotFound },
})

export const updateReviewRoute = createRoute({
  method: 'patch',
  path: '/3/review/{idReview}/',
  tags: ['Reviews'],
  summary: 'Change one’s review while it is not published',
  security: signedIn,
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: {
    params: reviewParams,
    body: jsonBody(ReviewChangeSchema),
  },
  responses: {
    200: jsonContent(ReviewDetailSchema, 'The review'),
    400: jsonContent(z.union([FieldErrorsSchema, DetailErrorSchema]), 'Field errors; review_published'),
    401: notSignedIn,
    403: forbidden('Not its author (code forbidden)'),
    404: reviewNotFound,
  },
})

const ReviewPhotoFormSchema = z
  .object({
    photo: z
      .custom<File>((value) => value instanceof File, 'Upload a photo.')
      .refine((file) => reviewPhotoProblem(file) !== 'type', 'Upload a JPEG, PNG or WebP photo.')
      .refine((file) => reviewPhotoProblem(file) !== 'size', 'The photo must be between 1 byte and 5 MB.')
      .openapi({ type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, up to 5 MB' }),
  })
  .openapi('ReviewPhotoForm')

export const reviewPhotoRoute = createRoute({
  method: 'patch',
  path: '/3/review/{idReview}/photo/',
  tags: ['Reviews'],
  summary: 'Add or replace the photo of one’s guest review while it is not published',
  security: signedIn,
  middleware: [signedInOnly, multipartBodyOnly] as const,
  request: {
    params: reviewParams,
    body: { required: true, content: { 'multipart/form-data': { schema: ReviewPhotoFormSchema } } },
  },
  responses: {
    200: jsonContent(ReviewDetailSchema, 'The review with its photo'),
    400: badOrRefused,
    401: notSignedIn,
    403: forbidden('Not its author (code forbidden)'),
    404: reviewNotFound,
  },
})

const ReviewReportSchema = z
  .object({
    reason: z.enum(REVIEW_REPORT_REASONS, { error: `Choose one of ${REVIEW_REPORT_REASONS.join(', ')}.` }),
    message: z.string().trim().max(MAX_COMMENT, `At most ${MAX_COMMENT} characters.`).optional(),
  })
  .openapi('ReviewReport')

const reportRoute = <P extends z.ZodObject>(method: 'patch' | 'post', path: string, params: P) =>
  createRoute({
    method,
    path,
    tags: ['Reviews'],
    summary: 'Report a published review to the moderators (once per user)',
    security: signedIn,
    middleware: [signedInOnly, jsonBodyOnly] as const,
    request: { params, body: jsonBody(ReviewReportSchema) },
    responses: {
      200: jsonContent(
        z.object({ id: z.number().int(), reported: z.literal(true) }).openapi('ReviewReported'),
        'Reported',
      ),
      400: badOrRefused,
      401: notSignedIn,
      403: forbidden('One’s own review (code forbidden)'),
      404: reviewNotFound,
      409: jsonContent(DetailErrorSchema, 'Already reported by this user (code already_reported)'),
    },
  })

export const reportReviewPatchRoute = reportRoute('patch', '/3/review/{idReview}/report/', reviewParams)
export const reportReviewPostRoute = reportRoute(
  'post',
  '/3/review/{id}/report/',
  z.object({ id: pathId('id', 1204, 'The review') }),
)

const pageQuery = {
  page: z.coerce.number(invalid(NOT_AN_ID)).int(NOT_AN_ID).min(1, NOT_AN_ID).default(1),
  page_size: z.coerce
    .number(invalid(NOT_AN_ID))
    .int(NOT_AN_ID)
    .min(1, NOT_AN_ID)
    .max(50, 'At most 50.')
    .default(REVIEWS_PAGE_SIZE),
}

const ReviewNeededSchema = z
  .object({
    booking_id: z.number().int(),
    camper_id: z.number().int(),
    camper_title: z.string(),
    author_type: z.enum(['guest', 'owner']).openapi({ description: 'The side the user reviews as' }),
    date_from: z.string().openapi({ format: 'date' }),
    hour_from: z.number().int(),
    date_to: z.string().openapi({ format: 'date' }),
    hour_to: z.number().int(),
    guest_id: z.number().int(),
    guest_first_name: z.string(),
    guest_picture: z.string().nullable(),
    owner_id: z.number().int(),
    owner_first_name: z.string(),
    owner_picture: z.string().nullable(),
    review_deadline: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('ReviewNeeded')

export const reviewsNeededRoute = createRoute({
  method: 'get',
  path: '/3/reviews-needed/',
  tags: ['Reviews'],
  summary: 'The finished bookings the user has still to review, soonest deadline first',
  security: signedIn,
  middleware: [signedInOnly] as const,
  request: { query: z.object(pageQuery).openapi('ReviewsNeededQuery') },
  responses: {
    200: jsonContent(paginatedSchema(ReviewNeededSchema, 'ReviewNeededPage'), 'One page'),
    400: jsonContent(FieldErrorsSchema, 'Invalid query'),
    401: notSignedIn,
    404: jsonContent(DetailErrorSchema, 'Page past the last one (code invalid_page)'),
  },
})

export const myReviewsRoute = createRoute({
  method: 'get',
  path: '/3/reviews/me/',
  tags: ['Reviews'],
  summary: 'The dashboard’s reviews: received (published ones) or sent (all, with their publication state)',
  security: signedIn,
  middleware: [signedInOnly] as const,
  request: {
    query: z
      .object({ ...pageQuery, box: z.enum(['received', 'sent'], { error: 'Use received or sent.' }) })
      .openapi('MyReviewsQuery'),
  },
  responses: {
    200: jsonContent(paginatedSchema(ReviewDetailSchema, 'ReviewDetailPage'), 'One page'),
    400: jsonContent(FieldErrorsSchema, 'Invalid query'),
    401: notSignedIn,
    404: jsonContent(DetailErrorSchema, 'Page past the last one (code invalid_page)'),
  },
})

export const reviewPhotoFileRoute = createRoute({
  method: 'get',
  path: '/api/media/reviews/{file}',
  tags: ['Media'],
  summary: 'The photo of a published review (no API key: image tags send no headers)',
  security: [],
  request: {
    params: z.object({
      file: z
        .string()
        .regex(/^[1-9][0-9]{0,9}-[0-9]{1,15}\.(jpg|png|webp)$/, 'Expected {review id}-{version}.{jpg|png|webp}.')
        .openapi({ param: { name: 'file', in: 'path' }, example: '12-1763750000000.jpg' }),
    }),
  },
  responses: {
    200: {
      content: { 'image/*': { schema: z.string().openapi({ type: 'string', format: 'binary' }) } },
      description: 'The photo',
    },
    400: badOrRefused,
    404: jsonContent(DetailErrorSchema, 'No such photo, or its review is not published'),
  },
})
