import { createRoute, z } from '@hono/zod-openapi'
import { LISTING_REQUIREMENTS } from '../../../domain/listing-progress'
import { staffOnly } from '../../http/authentication'
import { jsonBodyOnly } from '../../http/body-media-type'
import {
  badBody,
  DetailErrorSchema,
  idParam,
  jsonBody,
  jsonContent,
  notSignedIn,
  notStaff,
  signedIn,
} from '../../http/openapi-helpers'
import { pageQueryFields, paginatedSchema } from '../../http/pagination'
import { invalid } from '../../http/validation-hook'
import { CAMPER_STATUSES } from '../../db/schema/campers'

const route = { tags: ['Staff'], security: signedIn }

const ModerationItemSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    state: z.enum(CAMPER_STATUSES),
    vehicle_type: z.number().int(),
    city: z.string(),
    country: z.string(),
    photos: z.array(z.string()),
    missing: z.array(z.enum(LISTING_REQUIREMENTS)),
    submitted_at: z.string().nullable().openapi({ format: 'date-time' }),
    owner: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string(), email: z.string() }),
  })
  .openapi('ModerationItem')

const ModerationResultSchema = z
  .object({ id: z.number().int(), state: z.enum(CAMPER_STATUSES) })
  .openapi('ModerationResult')
const actionErrors = {
  400: badBody(),
  401: notSignedIn,
  403: notStaff,
  404: jsonContent(DetailErrorSchema, 'No such listing'),
  405: jsonContent(DetailErrorSchema, 'The listing is not waiting for moderation (code LISTING_NOT_IN_VALID_STATE)'),
}

export const moderationQueueRoute = createRoute({
  ...route,
  method: 'get',
  path: '/v4/staff/listings/',
  summary: 'Listings by status for staff: the moderation queue (to_moderate) by default, oldest first',
  middleware: [staffOnly] as const,
  request: {
    query: z.object({
      status: z.enum(CAMPER_STATUSES, invalid('Not a valid choice.')).default('to_moderate'),
      ...pageQueryFields(20),
    }),
  },
  responses: {
    200: jsonContent(paginatedSchema(ModerationItemSchema, 'ModerationQueue'), 'One page of listings'),
    400: badBody(),
    401: notSignedIn,
    403: notStaff,
  },
})

export const approveListingRoute = createRoute({
  ...route,
  method: 'post',
  path: '/v4/staff/listings/{id}/approve/',
  summary: 'Publish a listing waiting for moderation (recorded in the staff audit)',
  middleware: [staffOnly] as const,
  request: { params: idParam },
  responses: { 200: jsonContent(ModerationResultSchema, 'The listing after approval'), ...actionErrors },
})

export const refuseListingRoute = createRoute({
  ...route,
  method: 'post',
  path: '/v4/staff/listings/{id}/refuse/',
  summary: 'Refuse a listing waiting for moderation, with the reason the owner will read (recorded in the staff audit)',
  middleware: [staffOnly, jsonBodyOnly] as const,
  request: {
    params: idParam,
    body: jsonBody(
      z
        .object({
          reason: z
            .string(invalid('This field is required.'))
            .trim()
            .min(1, 'This field may not be blank.')
            .max(1000, 'Ensure this field has no more than 1000 characters.'),
        })
        .openapi('ModerationRefusal'),
    ),
  },
  responses: { 200: jsonContent(ModerationResultSchema, 'The listing after refusal'), ...actionErrors },
})
