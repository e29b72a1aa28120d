import { createRoute, z } from '@hono/zod-openapi'
import { BOOKING_STATUSES } from '../../../domain/booking-status'
import { DELETION_COMMENT_MAX, LISTING_DELETION_REASONS } from '../../../domain/listing-deletion'
import { LISTING_REQUIREMENTS, MIGRATION_STATUSES } from '../../../domain/listing-progress'
import { signedInOnly } from '../../http/authentication'
import { jsonBodyOnly } from '../../http/body-media-type'
import {
  badBody,
  DetailErrorSchema,
  FieldErrorsSchema,
  jsonBody,
  jsonContent,
  NOT_AN_ID,
  notSignedIn,
  signedIn,
  textIdParam,
} from '../../http/openapi-helpers'
import { pageQueryFields, paginatedSchema } from '../../http/pagination'
import { invalid } from '../../http/validation-hook'
import { CAMPER_STATUSES } from '../../db/schema/campers'

const CHOICE = invalid('Not a valid choice.')
const policy = z.enum(['ALLOWED', 'NOT_ALLOWED', 'ON_DEMAND'], CHOICE)

export const notOwner = jsonContent(DetailErrorSchema, 'The caller has no owner account (code not_owner)')
export const noSuchCamper = jsonContent(
  DetailErrorSchema,
  "Unknown, or another owner's camper (code not_found or id_not_a_number)",
)
export const deletedCamper = jsonContent(DetailErrorSchema, 'The camper was deleted (code deleted)')
const ownerErrors = { 401: notSignedIn, 403: notOwner, 404: noSuchCamper, 410: deletedCamper }

const statusList = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((part) => part.trim().toLowerCase())
          .filter(Boolean)
      : value,
  z.array(z.enum(CAMPER_STATUSES, CHOICE)),
)

export const OwnerCamperListQuerySchema = z.object({
  ...pageQueryFields(10),
  city: z.string().max(120).optional(),
  filters: statusList.optional().openapi({
    description: 'Comma-separated listing statuses (created, to_moderate, published…)',
    example: 'published,bookable',
  }),
})

const OwnerCamperSchema = z
  .object({
    id: z.number().int(),
    vehicle_pk: z.number().int().openapi({ description: 'The vehicle shares the camper id' }),
    title: z.string(),
    state: z.enum(CAMPER_STATUSES),
    published: z.boolean().openapi({ description: 'Live (published or bookable) and complete' }),
    publishable: z.boolean().openapi({ description: 'Nothing is missing before publishing' }),
    progress: z.number().int().openapi({ description: 'Percent of the publishing requirements met' }),
    vehicle_type: z.number().int(),
    city: z.string(),
    photo: z.string().nullable(),
    price_per_day: z.string().openapi({ example: '85.00' }),
    total_earnings: z.string().openapi({
      example: '1453.50',
      description:
        "The owner's shares frozen when this camper's paid (not cancelled) bookings were paid, extensions included",
    }),
    currency: z.string(),
    next_booking: z
      .object({
        id: z.number().int(),
        status: z.enum(BOOKING_STATUSES),
        date_from: z.string().openapi({ example: '2027-07-01' }),
        date_to: z.string().openapi({ example: '2027-07-08' }),
        guest_first_name: z.string(),
      })
      .nullable()
      .openapi({
        description: 'The trip on the road, else the first accepted trip to come; null when there is none',
      }),
  })
  .openapi('OwnerCamper')

const OwnerCamperListSchema = paginatedSchema(OwnerCamperSchema, 'OwnerCamperList')

const OwnerCamperFiltersSchema = z
  .object({
    cities: z.array(z.object({ city: z.string(), count: z.number().int() })),
    states: z.array(z.object({ state: z.enum(CAMPER_STATUSES), count: z.number().int() })),
  })
  .openapi('OwnerCamperFilters')

export const ListingProgressSchema = z
  .object({
    id: z.number().int(),
    vehicle_pk: z.number().int(),
    title: z.string(),
    state: z.enum(CAMPER_STATUSES),
    published: z.boolean(),
    publishable: z.boolean(),
    percent: z.number().int(),
    steps: z.array(z.object({ requirement: z.enum(LISTING_REQUIREMENTS), done: z.boolean() })),
    missing: z.array(z.enum(LISTING_REQUIREMENTS)),
    insurance_locked: z
      .boolean()
      .openapi({ description: 'Insurance-related vehicle fields are locked once the state is no longer created' }),
    refusal_reason: z
      .string()
      .nullable()
      .openapi({ description: "Staff's reason when the listing was refused or taken down" }),
    published_at: z.string().nullable().openapi({ format: 'date-time' }),
    migration_status: z.enum(MIGRATION_STATUSES),
    permissions: z.object({ can_be_migrated_to_goboony: z.boolean() }),
    goboony: z.object({ should_display_modal: z.boolean() }),
  })
  .openapi('ListingProgress')

const ListingStatsSchema = z
  .object({
    visit_stats: z.number().int().openapi({ description: 'Listing page views by others than the owner' }),
    print_stats: z.number().int().openapi({ description: 'Appearances in search results' }),
  })
  .openapi('ListingStats')

const hourChoice = <A extends number, B extends number>(a: A, b: B) => z.union([z.literal(a), z.literal(b)], CHOICE)

export const ListingPreferencesSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    instant_booking_activated: z.boolean(),
    deposit: z.string().openapi({ example: '1000.00' }),
    deposit_mean: z.array(z.string()).openapi({ example: ['card', 'transfer'] }),
    vehicle_owner_language_spoke: z.array(z.string()).openapi({ example: ['fr', 'en'] }),
    pets_allowed: policy,
    smoking_allowed: policy,
    abroad_allowed: policy,
    min_days: z.number().int(),
    hour_from: z.number().int().nullable().openapi({ description: 'Departure hour: 9 or 14' }),
    hour_to: z.number().int().nullable().openapi({ description: 'Arrival (return) hour: 12 or 20' }),
    currency: z.string(),
  })
  .openapi('ListingPreferences')

const PreferencesPatchSchema = z
  .object({
    title: z
      .string(invalid('Not a valid string.'))
      .min(1, 'This field may not be blank.')
      .max(120, 'Ensure this field has no more than 120 characters.'),
    description: z
      .string(invalid('Not a valid string.'))
      .max(5000, 'Ensure this field has no more than 5000 characters.'),
    instant_booking_activated: z.boolean(invalid('Must be a valid boolean.')),
    deposit: z
      .number(invalid('A valid number is required.'))
      .min(0, 'Ensure this value is greater than or equal to 0.')
      .max(100_000, 'Ensure this value is less than or equal to 100000.'),
    deposit_mean: z
      .union([z.array(z.string()), z.string()], invalid('Not a valid list.'))
      .openapi({ description: 'Means from card, check, cash, transfer, others (others are dropped)' }),
    vehicle_owner_language_spoke: z
      .array(z.string().regex(/^[a-zA-Z]{2}$/, 'Use two-letter language codes.'), invalid('Not a valid list.'))
      .max(20),
    pets_allowed: policy,
    smoking_allowed: policy,
    abroad_allowed: policy,
    min_days: z
      .number(invalid(NOT_AN_ID))
      .int(NOT_AN_ID)
      .min(1, 'Ensure this value is greater than or equal to 1.')
      .max(60, 'Ensure this value is less than or equal to 60.'),
    hour_from: hourChoice(9, 14),
    hour_to: hourChoice(12, 20),
  })
  .partial()
  .openapi('ListingPreferencesPatch')

const ownerRoute = { tags: ['Owner listings'], security: signedIn }

export const listOwnerCampersRoute = createRoute({
  ...ownerRoute,
  method: 'get',
  path: '/3/products/me/paginated/',
  summary: "The caller's campers (deleted ones left out), newest first",
  middleware: [signedInOnly] as const,
  request: { query: OwnerCamperListQuerySchema },
  responses: {
    200: jsonContent(OwnerCamperListSchema, 'One page of campers'),
    400: badBody(),
    401: notSignedIn,
    403: notOwner,
  },
})

export const ownerCamperFiltersRoute = createRoute({
  ...ownerRoute,
  method: 'get',
  path: '/3/products/me/paginated/filters/',
  summary: "Filter choices for the caller's campers: cities and statuses with counts",
  middleware: [signedInOnly] as const,
  responses: { 200: jsonContent(OwnerCamperFiltersSchema, 'The choices'), 401: notSignedIn, 403: notOwner },
})

const actionResponses = {
  200: jsonContent(ListingProgressSchema, 'The listing after the action'),
  400: jsonContent(z.object({ non_field_errors: z.array(z.string()) }), 'The listing is incomplete'),
  ...ownerErrors,
  405: jsonContent(DetailErrorSchema, 'Not possible in the listing state (code LISTING_NOT_IN_VALID_STATE)'),
}

export const submitCamperRoute = createRoute({
  ...ownerRoute,
  method: 'post',
  path: '/3/products/{id}/submit/',
  summary: 'Send a complete listing to moderation (created or refused → to_moderate)',
  middleware: [signedInOnly] as const,
  request: { params: textIdParam },
  responses: {
    ...actionResponses,
    403: jsonContent(
      DetailErrorSchema,
      "Not the camper's owner (code not_owner), or the owner's email address is not confirmed yet (code email_not_verified)",
    ),
  },
})

export const reactivateCamperRoute = createRoute({
  ...ownerRoute,
  method: 'post',
  path: '/3/products/{id}/update/',
  summary: 'Reactivate a listing the owner suspended (unpublished_owner → published)',
  middleware: [signedInOnly] as const,
  request: { params: textIdParam },
  responses: actionResponses,
})

const ListingDeletionSchema = z
  .object({
    reason: z.enum(LISTING_DELETION_REASONS, CHOICE).openapi({ description: 'Spec 2 §9 listing deletion reason' }),
    comment: z
      .string()
      .max(DELETION_COMMENT_MAX, `Ensure this field has no more than ${DELETION_COMMENT_MAX} characters.`)
      .optional()
      .openapi({ description: 'The owner\'s words; required when the reason is "other"' }),
  })
  .partial({ reason: true })
  .openapi('ListingDeletion')

export const removeCamperRoute = createRoute({
  ...ownerRoute,
  method: 'delete',
  path: '/3/products/{id}/update/',
  summary:
    'With soft: suspend the listing (unpublished_owner); without: delete it (deleted_owner) with a reason, refused while bookings are not over',
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: {
    params: textIdParam,
    query: z.object({
      soft: z
        .enum(['true', 'false', '1', '0'], CHOICE)
        .optional()
        .openapi({ description: 'true or 1 suspends instead of deleting' }),
    }),
    body: jsonBody(ListingDeletionSchema, false),
  },
  responses: {
    ...actionResponses,
    400: jsonContent(
      z.union([FieldErrorsSchema, z.object({ non_field_errors: z.array(z.string()) })]),
      'No or an unknown deletion reason, "other" without a comment, or the listing is incomplete',
    ),
    409: jsonContent(DetailErrorSchema, 'Bookings still bind the camper (code CAMPER_HAS_UPCOMING_BOOKINGS)'),
  },
})

export const getCamperProgressRoute = createRoute({
  ...ownerRoute,
  method: 'get',
  path: '/3/products/{id}/progress/',
  summary: 'Status, what is missing before publishing, moderation and migration status',
  middleware: [signedInOnly] as const,
  request: { params: textIdParam },
  responses: { 200: jsonContent(ListingProgressSchema, 'The progress'), ...ownerErrors },
})

export const getCamperStatsRoute = createRoute({
  ...ownerRoute,
  method: 'get',
  path: '/3/products/{id}/stats/',
  summary: 'Visits of the listing page and prints in search results',
  middleware: [signedInOnly] as const,
  request: { params: textIdParam },
  responses: { 200: jsonContent(ListingStatsSchema, 'The counters'), ...ownerErrors },
})

const SisterDuplicateSchema = z
  .object({
    url: z.string().url().openapi({
      description: "The sister platform's page that copies this listing, in the caller's language (Accept-Language)",
    }),
  })
  .openapi('SisterPlatformDuplicate')

export const getSisterDuplicateRoute = createRoute({
  ...ownerRoute,
  method: 'get',
  path: '/3/products/{id}/sister-platform-duplicate/',
  summary: 'Where to duplicate the listing on the sister platform (only while the camper may be migrated)',
  middleware: [signedInOnly] as const,
  request: { params: textIdParam },
  responses: {
    200: jsonContent(SisterDuplicateSchema, 'The address to open in a new tab'),
    ...ownerErrors,
    409: jsonContent(
      DetailErrorSchema,
      'The camper may not be duplicated on the sister platform (code NOT_ELIGIBLE_FOR_MIGRATION)',
    ),
  },
})

export const getPreferencesRoute = createRoute({
  ...ownerRoute,
  method: 'get',
  path: '/3/products/{id}/preferences/',
  summary: 'The settings of a camper: texts, instant booking, deposit, rules, languages, minimum days, hours',
  middleware: [signedInOnly] as const,
  request: { params: textIdParam },
  responses: { 200: jsonContent(ListingPreferencesSchema, 'The settings'), ...ownerErrors },
})

export const patchPreferencesRoute = createRoute({
  ...ownerRoute,
  method: 'patch',
  path: '/3/products/{id}/preferences/',
  summary: 'Change some settings of a camper',
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: { params: textIdParam, body: jsonBody(PreferencesPatchSchema) },
  responses: {
    200: jsonContent(ListingPreferencesSchema, 'The settings after the change'),
    400: badBody(),
    ...ownerErrors,
  },
})
