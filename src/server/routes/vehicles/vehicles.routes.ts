import { createRoute, z } from '@hono/zod-openapi'
import { signedInOnly } from '../../http/authentication'
import { jsonBodyOnly } from '../../http/body-media-type'
import {
  badBody,
  jsonBody,
  jsonContent,
  NOT_AN_ID,
  notSignedIn,
  pathId,
  signedIn,
  textIdParam,
} from '../../http/openapi-helpers'
import { invalid } from '../../http/validation-hook'
import { SLEEPING_KINDS } from '../../db/schema/campers'
import { AMENITIES } from '../../../domain/camper-amenities'
import { deletedCamper, noSuchCamper, notOwner } from '../listings-owner/listings-owner.routes'

const A_NUMBER = invalid('A valid number is required.')
const upTo9 = z
  .number(invalid(NOT_AN_ID))
  .int(NOT_AN_ID)
  .min(0, 'Ensure this value is greater than or equal to 0.')
  .max(9, 'Ensure this value is less than or equal to 9.')
const DATE_MESSAGE = 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'
const isoDay = z
  .string(invalid(DATE_MESSAGE))
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), DATE_MESSAGE)
  .openapi({ format: 'date', example: '2019-04-01' })
const energies = z
  .array(z.string().max(40), invalid('Not a valid list.'))
  .max(20)
  .nullable()
  .optional()
  .openapi({ description: 'null becomes an empty list' })
const amenities = z
  .array(z.enum(AMENITIES as [string, ...string[]], invalid('Not a known equipment.')), invalid('Not a valid list.'))
  .max(AMENITIES.length)
  .openapi({ description: 'Equipment for guests, from the known keys; replaces the whole list' })
const locationValue = z.union([z.string(), z.number()]).nullable().optional()

const VehicleLocationInputSchema = z
  .object({
    city: locationValue,
    country: locationValue,
    street: locationValue,
    zipcode: locationValue,
    latitude: locationValue,
    longitude: locationValue,
  })
  .openapi('VehicleLocationInput', {
    description: 'All six fields are required; errors come back per field under location',
  })

const EquipmentsSchema = z
  .object({
    cooking_energies: z.array(z.string()),
    heating_energies: z.array(z.string()),
    fridge_energies: z.array(z.string()),
    electric_plug_types: z.array(z.string()),
  })
  .openapi('VehicleEquipments')

const vehicleFields = {
  type: z
    .number(invalid(NOT_AN_ID))
    .int(NOT_AN_ID)
    .min(1, 'Not a valid choice.')
    .max(7, 'Not a valid choice.')
    .openapi({ description: '1 lowprofile, 2 coachbuilt, 3 A-class, 4 campervan, 5 van, 6 caravan, 7 other' }),
  seatbelts: upTo9,
  beds: upTo9,
  registration: z.string(invalid('Not a valid string.')).max(20, 'Ensure this field has no more than 20 characters.'),
  registration_country: z
    .string(invalid('Not a valid string.'))
    .regex(/^[A-Za-z]{2}$/, 'Use a two-letter country code.'),
  date: isoDay.nullable(),
  gvw: z
    .number(A_NUMBER)
    .int(NOT_AN_ID)
    .min(300)
    .max(20_000, 'Ensure this value is less than or equal to 20000.')
    .nullable()
    .openapi({ description: 'kg' }),
  height: z
    .number(A_NUMBER)
    .int(NOT_AN_ID)
    .min(100)
    .max(500, 'Ensure this value is less than or equal to 500.')
    .nullable()
    .openapi({ description: 'cm' }),
  value: z
    .number(A_NUMBER)
    .min(0, 'Ensure this value is greater than or equal to 0.')
    .max(1_000_000)
    .nullable()
    .openapi({ description: 'Declared value, in the camper currency' }),
  location: VehicleLocationInputSchema.nullable(),
  equipments: z
    .object({
      cooking_energies: energies,
      heating_energies: energies,
      fridge_energies: energies,
      electric_plug_types: energies,
    })
    .nullable(),
  amenities,
}

const VehicleCreateSchema = z.object(vehicleFields).partial().required({ type: true }).openapi('VehicleCreate')
const VehiclePatchSchema = z.object(vehicleFields).partial().openapi('VehiclePatch')

const SleepingSchema = z
  .object({ id: z.number().int(), kind: z.enum(SLEEPING_KINDS), places: z.number().int() })
  .openapi('VehicleSleeping')
const SleepingCreateSchema = z
  .object({
    kind: z.enum(SLEEPING_KINDS, invalid('Not a valid choice.')),
    places: z
      .number(invalid(NOT_AN_ID))
      .int(NOT_AN_ID)
      .min(1, 'Ensure this value is greater than or equal to 1.')
      .max(9, 'Ensure this value is less than or equal to 9.'),
  })
  .openapi('VehicleSleepingCreate')

export const VehicleSchema = z
  .object({
    id: z.number().int(),
    product_id: z.number().int().openapi({ description: 'The camper this vehicle belongs to (same id)' }),
    type: z.number().int(),
    seatbelts: z.number().int(),
    beds: z.number().int(),
    registration: z.string(),
    registration_country: z.string(),
    date: z.string().nullable(),
    gvw: z.number().int().nullable(),
    height: z.number().int().nullable(),
    value: z.string().nullable(),
    location: z
      .object({
        city: z.string(),
        country: z.string(),
        street: z.string(),
        zipcode: z.string(),
        latitude: z.number(),
        longitude: z.number(),
      })
      .nullable(),
    equipments: EquipmentsSchema,
    amenities: z.array(z.string()).openapi({ description: 'Equipment for guests (known keys, display order)' }),
    sleepings: z.array(SleepingSchema),
    photos: z.array(z.object({ id: z.number().int(), index: z.number().int() })),
    locked_fields: z
      .array(z.string())
      .openapi({ description: 'Insurance fields that can no longer change (listing no longer created)' }),
  })
  .openapi('Vehicle')

const LocationErrorSchema = z
  .object({
    location: z.array(
      z.object({ code: z.enum(['vehicle_missing_location', 'invalid_place']), field: z.string(), message: z.string() }),
    ),
  })
  .openapi('VehicleLocationErrors')
const vehicleBadBody = jsonContent(
  z.union([LocationErrorSchema, z.record(z.string(), z.array(z.string()))]),
  'Field errors; location errors per field',
)
const ownerErrors = { 401: notSignedIn, 403: notOwner, 404: noSuchCamper, 410: deletedCamper }
const route = { tags: ['Vehicles'], security: signedIn }

export const createVehicleRoute = createRoute({
  ...route,
  method: 'post',
  path: '/v4/vehicles/',
  summary: 'Create a vehicle and its camper (state created); the caller becomes an owner',
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: { body: jsonBody(VehicleCreateSchema) },
  responses: { 201: jsonContent(VehicleSchema, 'The vehicle'), 400: vehicleBadBody, 401: notSignedIn },
})

export const getVehicleRoute = createRoute({
  ...route,
  method: 'get',
  path: '/v4/vehicles/{id}/',
  summary: 'One vehicle of the caller',
  middleware: [signedInOnly] as const,
  request: { params: textIdParam },
  responses: { 200: jsonContent(VehicleSchema, 'The vehicle'), ...ownerErrors },
})

export const patchVehicleRoute = createRoute({
  ...route,
  method: 'patch',
  path: '/v4/vehicles/{id}/',
  summary: 'Change a vehicle; insurance fields are locked once the listing left created',
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: { params: textIdParam, body: jsonBody(VehiclePatchSchema) },
  responses: { 200: jsonContent(VehicleSchema, 'The vehicle'), 400: vehicleBadBody, ...ownerErrors },
})

export const getEquipmentsRoute = createRoute({
  ...route,
  method: 'get',
  path: '/v4/vehicles/{id}/equipments/',
  summary: 'The energy and plug lists of a vehicle',
  middleware: [signedInOnly] as const,
  request: { params: textIdParam },
  responses: { 200: jsonContent(EquipmentsSchema, 'The equipments'), ...ownerErrors },
})

export const listSleepingsRoute = createRoute({
  ...route,
  method: 'get',
  path: '/v4/vehicles/{id}/sleepings/',
  summary: 'The sleeping areas of a vehicle',
  middleware: [signedInOnly] as const,
  request: { params: textIdParam },
  responses: { 200: jsonContent(z.array(SleepingSchema), 'The sleepings'), ...ownerErrors },
})

export const addSleepingRoute = createRoute({
  ...route,
  method: 'post',
  path: '/v4/vehicles/{id}/sleepings/',
  summary: 'Add a sleeping area',
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: { params: textIdParam, body: jsonBody(SleepingCreateSchema) },
  responses: { 201: jsonContent(SleepingSchema, 'The sleeping'), 400: badBody(), ...ownerErrors },
})

export const deleteSleepingRoute = createRoute({
  ...route,
  method: 'delete',
  path: '/v4/vehicles/{id}/sleepings/{sleepingId}/',
  summary: 'Remove a sleeping area',
  middleware: [signedInOnly] as const,
  request: {
    params: textIdParam.extend({
      sleepingId: pathId('sleepingId', 3),
    }),
  },
  responses: { 204: { description: 'Removed' }, ...ownerErrors },
})
