import { createRoute, z } from '@hono/zod-openapi'
import { PLACE_TYPES } from '../../db/schema'
import { badRequest, DetailErrorSchema, jsonContent } from '../../http/openapi-helpers'
import { paginatedSchema } from '../../http/pagination'
import { invalid } from '../../http/validation-hook'
import { latitudeField, longitudeField } from '../search/search-query'

const placeType = z.enum(PLACE_TYPES)
const langField = z
  .string()
  .optional()
  .openapi({ description: 'Locale of the names (else Accept-Language)', example: 'fr' })

const LocationSuggestionSchema = z
  .object({
    slug: z.string(),
    name: z.string().openapi({ description: 'In `lang` when translated' }),
    place_type: placeType,
    country_code: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    label: z.string().openapi({ example: 'Lyon, Auvergne-Rhône-Alpes, France' }),
  })
  .openapi('LocationSuggestion')

export const searchLocationsRoute = createRoute({
  method: 'get',
  path: '/3/search_locations/',
  tags: ['Places'],
  summary: 'Autocomplete places by name prefix',
  description:
    'Accents and case are ignored ("zurich" finds Zürich); translated names match too. At most 10, the most populous first.',
  request: { query: z.object({ q: z.string().default(''), lang: langField }).openapi('SearchLocationsQuery') },
  responses: {
    200: jsonContent(
      z.object({ results: z.array(LocationSuggestionSchema) }).openapi('LocationSuggestions'),
      'Matching places',
    ),
    400: badRequest,
  },
})

const LocationInfoSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    street: z.string().nullable(),
    zipcode: z.string().nullable(),
    city: z.string().nullable().openapi({ description: 'The town, else the level-2 area' }),
    country: z.string().nullable().openapi({ description: 'The country, else the level-2 area' }),
    latitude: z.number(),
    longitude: z.number(),
  })
  .openapi('LocationInfo')

export const infoLocationRoute = createRoute({
  method: 'get',
  path: '/3/info_location/',
  tags: ['Places'],
  summary: 'A place as an address: by slug, or the nearest town to a point',
  request: {
    query: z
      .object({
        slug: z.string().min(1).optional(),
        latitude: latitudeField.optional(),
        longitude: longitudeField.optional(),
        lang: langField,
      })
      .superRefine((value, ctx) => {
        if (value.slug !== undefined) return
        if (value.latitude === undefined)
          ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'Give a slug, or latitude and longitude.' })
        if (value.longitude === undefined)
          ctx.addIssue({ code: 'custom', path: ['longitude'], message: 'Give a slug, or latitude and longitude.' })
      })
      .openapi('InfoLocationQuery'),
  },
  responses: {
    200: jsonContent(LocationInfoSchema, 'The place'),
    400: badRequest,
    404: jsonContent(DetailErrorSchema, 'Unknown slug: {"detail", "code": "invalid_place"}'),
  },
})

const PlaceSummarySchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    place_type: placeType,
    country_code: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    population: z.number().int(),
  })
  .openapi('PlaceSummary')

export const listPlacesRoute = createRoute({
  method: 'get',
  path: '/v4/geolocation/places/',
  tags: ['Places'],
  summary: 'Places, optionally by name prefix',
  request: {
    query: z
      .object({
        search: z.string().optional(),
        lang: langField,
        page: z.coerce.number(invalid('Enter a page number.')).int().min(1).default(1),
        page_size: z.coerce.number(invalid('Enter a page size.')).int().min(1).max(100).default(20),
      })
      .openapi('PlacesQuery'),
  },
  responses: {
    200: jsonContent(paginatedSchema(PlaceSummarySchema, 'PlacePage'), 'One page of places'),
    400: badRequest,
    404: jsonContent(
      DetailErrorSchema,
      'A page past the last one: {"detail": "Invalid page.", "code": "invalid_page"}',
    ),
  },
})

const TopPlaceSchema = z
  .object({
    slug: z.string(),
    name: z.string().openapi({ description: 'In `lang` when translated' }),
    country_code: z.string(),
    country: z.string().nullable().openapi({ description: "The country's name in `lang`" }),
    camper_count: z.number().int().openapi({ description: 'Published campers in this place' }),
    cover: z.object({ url: z.string() }).nullable().openapi({ description: 'A photo of one of its campers' }),
  })
  .openapi('TopPlace')

export const topPlacesRoute = createRoute({
  method: 'get',
  path: '/v4/geolocation/places/top/',
  tags: ['Places'],
  summary: 'The places with the most published campers, the most first',
  request: {
    query: z
      .object({
        lang: langField,
        limit: z.coerce
          .number(invalid('Enter a number of places.'))
          .int('Enter a whole number.')
          .min(1)
          .max(24)
          .default(8),
      })
      .openapi('TopPlacesQuery'),
  },
  responses: {
    200: jsonContent(z.object({ results: z.array(TopPlaceSchema) }).openapi('TopPlaces'), 'The top places'),
    400: badRequest,
  },
})

const PlaceDetailSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    place_type: placeType,
    latitude: z.number(),
    longitude: z.number(),
    population: z.number().int(),
    ancestors: z
      .array(z.object({ slug: z.string(), name: z.string(), place_type: placeType }))
      .openapi({ description: 'Sorted COUNTRY, LVL1, LVL2, LOC, SUB, POI' }),
    nearby: z
      .array(z.object({ slug: z.string(), name: z.string(), distance_km: z.number() }))
      .openapi({ description: 'The 5 nearest towns' }),
  })
  .openapi('PlaceDetail')

export const getPlaceRoute = createRoute({
  method: 'get',
  path: '/v4/geolocation/places/{slug}/',
  tags: ['Places'],
  summary: 'A place with its ancestors and nearby towns',
  request: {
    params: z.object({ slug: z.string().openapi({ example: 'lyon' }) }),
    query: z.object({ lang: langField }).openapi('PlaceQuery'),
  },
  responses: {
    200: jsonContent(PlaceDetailSchema, 'The place'),
    404: jsonContent(DetailErrorSchema, 'Unknown place: {"detail", "code": "invalid_place"}'),
    406: jsonContent(
      z.object({ detail: z.string(), slug: z.string() }).openapi('CanonicalSlug'),
      'The slug matches a place only loosely (case, accents, suffix): {"detail": "Use the canonical slug.", "slug": "lyon"}',
    ),
  },
})
