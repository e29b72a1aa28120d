import { createRoute, z } from '@hono/zod-openapi'
import { CAMPER_STATUSES } from '../../db/schema/campers'
import { convertedSchema } from '../../http/converted-schema'
import { DetailErrorSchema, jsonContent, optionallySignedIn, textIdParam } from '../../http/openapi-helpers'
import { OTHER_LISTINGS_LIMIT } from '../../services/hosts/host-figures'
import { AMBASSADOR, BEST_OWNER } from '../../services/listings/camper-detail'
import { AMENITY_CATEGORIES } from '../../../domain/camper-amenities'
import { displayCurrencyField } from '../search/search-query'
import { ProfilePictureSchema } from '../users/users.routes'

const decimal = (example: string) =>
  z.string().openapi({ example, description: 'Decimal amount in the camper currency' })
const policy = (what: string) =>
  z
    .boolean()
    .nullable()
    .openapi({ description: `${what}: true → ALLOWED, false → NOT_ALLOWED, null → ON_DEMAND` })

export const PhotoSchema = z
  .object({ url: z.string(), position: z.number().int() })
  .openapi('CamperPhoto', { example: { url: '/api/media/campers/4-2.svg', position: 0 } })

export const CamperLocationSchema = z
  .object({
    city: z.string(),
    country_code: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  })
  .openapi('CamperLocation')

export const CamperCardSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    vehicle_type: z.number().int().min(1).max(7),
    seats: z.number().int(),
    beds: z.number().int(),
    price_per_day: decimal('85.00'),
    currency: z.string().openapi({ example: 'EUR' }),
    photos: z.array(PhotoSchema),
    review_average: z.number().nullable(),
    review_count: z.number().int(),
    location: CamperLocationSchema,
    instant_booking: z.boolean(),
  })
  .openapi('CamperCard')

const EquipmentsSchema = z
  .object(
    Object.fromEntries(AMENITY_CATEGORIES.map((category) => [category, z.array(z.string())])) as Record<
      (typeof AMENITY_CATEGORIES)[number],
      z.ZodArray<z.ZodString>
    >,
  )
  .openapi('CamperEquipments', { description: 'Equipment codes by category' })

const CamperOwnerSchema = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    profile_picture: ProfilePictureSchema,
    is_pro: z.boolean(),
    is_best_owner: z.boolean().openapi({
      description: `At least ${BEST_OWNER.minReviews} published guest reviews about the owner averaging ${BEST_OWNER.minAverage} or more`,
    }),
    is_verified: z.boolean().openapi({ description: 'The owner verified a phone number' }),
    languages: z.array(z.string()),
    joined_at: z.string().openapi({ format: 'date-time' }),
    response_rate: z.number().int().min(0).max(100).nullable().openapi({
      description:
        'Percent of the requests the owner answered (accepted or refused) before they expired; null before any',
      example: 95,
    }),
    response_time_minutes: z.number().int().min(0).nullable().openapi({
      description:
        "Median minutes from a request to the owner's first answer (accepting, refusing or writing in its conversation); null before any",
      example: 90,
    }),
    other_listings: z
      .array(
        z
          .object({
            id: z.number().int(),
            title: z.string(),
            vehicle_type: z.number().int(),
            city: z.string(),
            price_per_day: decimal('70.00'),
            currency: z.string(),
            photo: z.string().nullable(),
            review_average: z.number().nullable(),
            review_count: z.number().int(),
          })
          .openapi('HostOtherListing'),
      )
      .openapi({ description: `The owner's other published listings, newest first, at most ${OTHER_LISTINGS_LIMIT}` }),
  })
  .openapi('CamperOwner')

export const CamperDetailSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    vehicle_type: z
      .number()
      .int()
      .min(1)
      .max(7)
      .openapi({ description: '1 lowprofile, 2 coachbuilt, 3 A-class, 4 campervan, 5 van, 6 caravan, 7 other' }),
    brand: z.string(),
    model: z.string(),
    year: z.number().int().nullable(),
    seats: z.number().int(),
    beds: z.number().int(),
    price_per_day: decimal('85.00'),
    currency: z.string().openapi({ description: 'The camper’s currency: a booking is charged in it', example: 'EUR' }),
    converted: convertedSchema(['price_per_day'], 'ConvertedCamperDetail'),
    hour_from: z.number().int().nullable().openapi({ description: 'Check-in hour (0–23), or null', example: 14 }),
    hour_to: z.number().int().nullable().openapi({ description: 'Check-out hour (0–23), or null', example: 12 }),
    instant_booking: z.boolean(),
    pets_allowed: policy('Pets'),
    smoking_allowed: policy('Smoking'),
    abroad_allowed: policy('Driving abroad'),
    deposit_amount: decimal('1500.00'),
    deposit_mean: z
      .string()
      .openapi({ description: 'Comma-separated means (card, check, cash, transfer, others)', example: 'card,cash' }),
    vehicle_owner_language_spoke: z.array(z.string()).openapi({ example: ['fr', 'en'] }),
    published_at: z.string().nullable().openapi({ format: 'date-time' }),
    is_ambassador: z.boolean().openapi({
      description: `The owner has at least ${AMBASSADOR.minReviews} published guest reviews averaging ${AMBASSADOR.minAverage} or more`,
    }),
    review_average: z
      .number()
      .nullable()
      .openapi({ description: 'Mean guest rating of this camper (two decimals), null without reviews' }),
    review_count: z.number().int(),
    min_days: z.number().int(),
    max_months_future_rental: z.number().int(),
    equipments: EquipmentsSchema,
    photos: z.array(PhotoSchema),
    owner: CamperOwnerSchema,
    place: z.object({ slug: z.string(), name: z.string(), country_code: z.string() }).nullable().openapi('CamperPlace'),
    location: CamperLocationSchema,
    status: z.enum(CAMPER_STATUSES),
  })
  .openapi('CamperDetail')

export const getCamperRoute = createRoute({
  method: 'get',
  path: '/3/products/{id}/',
  tags: ['Listings'],
  summary: 'One listing; its owner and staff also see it while it is not published',
  // Public, but a bearer token lets the owner and staff preview an unpublished listing.
  security: optionallySignedIn,
  request: {
    params: textIdParam,
    query: z.object({
      currency: displayCurrencyField
        .optional()
        .openapi({ description: 'The visitor’s currency: `converted` gives the price per day in it too' }),
    }),
  },
  responses: {
    200: jsonContent(CamperDetailSchema, 'The listing'),
    404: jsonContent(DetailErrorSchema, 'code not_found (unknown or not published) or id_not_a_number'),
    410: jsonContent(DetailErrorSchema, '{"detail": "This camper has been deleted.", "code": "deleted"}'),
  },
})
