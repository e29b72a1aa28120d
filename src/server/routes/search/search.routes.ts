import { createRoute, z } from '@hono/zod-openapi'
import { badRequest, DetailErrorSchema, jsonContent } from '../../http/openapi-helpers'
import { paginatedSchema } from '../../http/pagination'
import { CamperSearchQuerySchema, checkDateRange, dayField, latitudeField, longitudeField } from './search-query'

const money = (example: string) => z.string().openapi({ description: 'Decimal amount in `currency`', example })

const CamperSearchItemSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    vehicle_type: z
      .number()
      .int()
      .openapi({ description: '1 lowprofile, 2 coachbuilt, 3 A-class, 4 campervan, 5 van, 6 caravan, 7 other' }),
    seats: z.number().int(),
    beds: z.number().int(),
    price_per_day: money('89.00'),
    currency: z.string().openapi({
      description:
        'The currency of the figures: the one asked, converted at the day’s reference rates, or the owner’s when no rate converts it',
      example: 'EUR',
    }),
    currency_owner: z
      .string()
      .openapi({ description: 'The owner’s currency: a booking is charged in it (currency_used)', example: 'CHF' }),
    final_booking_price: money('801.00')
      .nullable()
      .openapi({ description: 'Total for the dates after any long-stay discount; null without dates' }),
    original_booking_price: money('890.00')
      .nullable()
      .openapi({ description: 'Total before the long-stay discount; null when none applies' }),
    nb_days: z.number().int().nullable(),
    hour_from: z.number().int().nullable().openapi({ example: 14 }),
    hour_to: z.number().int().nullable().openapi({ example: 12 }),
    instant_booking: z.boolean(),
    pets_allowed: z.boolean().nullable().openapi({ description: 'true allowed, false not allowed, null on demand' }),
    photos: z.array(z.object({ url: z.string(), position: z.number().int() })),
    owner: z.object({
      id: z.number().int(),
      first_name: z.string(),
      profile_picture: z.object({ url: z.string().nullable() }),
      is_pro: z.boolean(),
    }),
    review_average: z.number().nullable(),
    review_count: z.number().int(),
    location: z.object({
      city: z.string(),
      country_code: z.string(),
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
    }),
    distance_km: z.number().nullable().openapi({ description: 'From the searched point; null without one' }),
  })
  .openapi('CamperSearchItem')

const CamperSearchPageSchema = paginatedSchema(CamperSearchItemSchema, 'CamperSearchPage')

const searchRoute = (path: string, summary: string) =>
  createRoute({
    method: 'get',
    path,
    tags: ['Search'],
    summary,
    description:
      'Published and bookable campers. With dates, campers with a confirmed booking or an unavailable period on them, ' +
      'a longer minimum stay or dates beyond their booking horizon are left out, and prices are for the dates.',
    request: { query: CamperSearchQuerySchema },
    responses: {
      200: jsonContent(CamperSearchPageSchema, 'One page of campers'),
      400: badRequest,
      404: jsonContent(
        DetailErrorSchema,
        'A page past the last one: {"detail": "Invalid page.", "code": "invalid_page"}',
      ),
    },
  })

export const searchProductsRoute = searchRoute('/3/products/', 'Search campers')
export const searchCampersRoute = searchRoute(
  '/3/campers/search',
  'Search campers (same query and answer as /3/products/)',
)

const SisterListingsQuerySchema = z
  .object({
    date_from: dayField.optional(),
    date_to: dayField.optional(),
    latitude: latitudeField.optional(),
    longitude: longitudeField.optional(),
    radius: z.coerce.number().positive().max(2000).optional(),
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(100).default(20),
  })
  .superRefine(checkDateRange)
  .openapi('SisterListingsQuery')

const SisterListingSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    url: z.string().openapi({ description: 'The listing on the sister platform' }),
    price_per_day: money('79.00'),
    currency: z.string(),
    photo_url: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  })
  .openapi('SisterListing')

export const sisterListingsRoute = createRoute({
  method: 'get',
  path: '/3/sister-listings/',
  tags: ['Search'],
  summary: 'Listings of the sister platform for the same search',
  description:
    'Answered by the configured sister-platform adapter; with none configured, always {count: 0, results: []}.',
  request: { query: SisterListingsQuerySchema },
  responses: {
    200: jsonContent(
      z.object({ count: z.number().int(), results: z.array(SisterListingSchema) }).openapi('SisterListingsPage'),
      'Sister listings',
    ),
    400: badRequest,
  },
})
