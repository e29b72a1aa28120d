import { createRoute, z } from '@hono/zod-openapi'
import { jsonBodyOnly } from '../../http/body-media-type'
import { signedInOnly } from '../../http/authentication'
import {
  DetailErrorSchema,
  FieldErrorsSchema,
  jsonBody,
  jsonContent,
  NOT_AN_ID,
  notSignedIn,
  pathId,
  requiredText,
  signedIn,
} from '../../http/openapi-helpers'
import { invalid } from '../../http/validation-hook'
import {
  EARNINGS_VEHICLE_TYPES,
  MAX_SEATS,
  MAX_WEEKS_A_YEAR,
  OLDEST_REGISTRATION_YEAR,
  VEHICLE_AVAILABILITIES,
} from '../../../domain/earnings-steps'
import { KNOWN_CRMS } from '../../providers/crm/crm-provider'

const count = (max: number) =>
  z
    .number(invalid('A valid integer is required.'))
    .int('A valid integer is required.')
    .min(0, 'Ensure this value is greater than or equal to 0.')
    .max(max, `Ensure this value is less than or equal to ${max}.`)
const countryCode = z
  .string(invalid('Not a valid string.'))
  .regex(/^[A-Z]{2}$/, 'Enter an ISO 3166 two-letter country code.')
  .openapi({ example: 'FR' })

const LeadSourceSchema = z.object({ id: z.number().int(), name: z.string() }).openapi('LeadSource')

// Spec 2 §3 parameters; §5: first_name, last_name, email, vehicle_type, vehicle_registration_country, is_professional and vehicle_availability are required.
const EarningsSimulationRequestSchema = z
  .object({
    first_name: requiredText(150).openapi({ example: 'Ada' }),
    last_name: requiredText(150).openapi({ example: 'Lovelace' }),
    email: z
      .string(invalid('Not a valid string.'))
      .trim()
      .pipe(z.email('Enter a valid email address.'))
      .openapi({ example: 'ada@example.com' }),
    phone_number: z
      .string(invalid('Not a valid string.'))
      .trim()
      .max(32, 'Ensure this field has no more than 32 characters.')
      .optional(),
    country: countryCode.optional(),
    is_professional: z.boolean(invalid('Must be a valid boolean.')),
    vehicle_type: z.enum(EARNINGS_VEHICLE_TYPES, invalid('Not a valid choice.')),
    vehicle_availability: z
      .enum(VEHICLE_AVAILABILITIES, invalid('Not a valid choice.'))
      .openapi({ description: 'all_year, or some_weeks with number_of_weeks and number_of_weekends' }),
    vehicle_registration_country: countryCode,
    number_of_weeks: count(MAX_WEEKS_A_YEAR).optional(),
    number_of_weekends: count(MAX_WEEKS_A_YEAR).optional(),
    vehicle_registered_year: z
      .number(invalid('A valid integer is required.'))
      .int('A valid integer is required.')
      .min(OLDEST_REGISTRATION_YEAR, `Ensure this value is greater than or equal to ${OLDEST_REGISTRATION_YEAR}.`)
      .refine((year) => year <= new Date().getUTCFullYear(), 'The registration year cannot be in the future.')
      .optional(),
    number_of_seats: count(MAX_SEATS).min(1, 'Ensure this value is greater than or equal to 1.').optional(),
    lead_source: z
      .number(invalid('A valid integer is required.'))
      .int('A valid integer is required.')
      .min(1, NOT_AN_ID)
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.vehicle_availability !== 'some_weeks') return
    for (const key of ['number_of_weeks', 'number_of_weekends'] as const) {
      if (body[key] === undefined)
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'This field is required when vehicle_availability is some_weeks.',
        })
    }
    if (
      (body.number_of_weeks ?? 0) + (body.number_of_weekends ?? 0) === 0 &&
      body.number_of_weeks !== undefined &&
      body.number_of_weekends !== undefined
    ) {
      ctx.addIssue({ code: 'custom', path: ['number_of_weeks'], message: 'Offer at least one week or weekend.' })
    }
  })
  .openapi('EarningsSimulationRequest')

const EarningsSimulationSchema = z
  .object({
    reference: z
      .uuid()
      .openapi({ description: 'The stored simulation; signing up with it attaches it to the account' }),
    min_daily: z.number().int().openapi({ description: 'Whole units of currency', example: 80 }),
    max_daily: z.number().int().openapi({ example: 110 }),
    min_yearly: z.number().int().openapi({ example: 2400 }),
    max_yearly: z.number().int().openapi({ example: 3300 }),
    currency: z.string().openapi({ example: 'EUR' }),
    estimation: z.object({
      comparables: z.number().int().openapi({ description: 'How many published campers the range is read from' }),
      criteria: z
        .array(z.enum(['vehicle_type', 'country', 'seats', 'age']))
        .openapi({ description: 'The criteria that applied (fewer when the search widened)' }),
      occupancy_rate: z
        .number()
        .openapi({ description: 'Share of the last 12 months the comparables were booked, 0 to 1' }),
      offered_days: z.number().int().openapi({ description: 'Days a year the vehicle is offered' }),
    }),
  })
  .openapi('EarningsSimulation')

const PushLeadRequestSchema = z
  .object({
    reference: z
      .uuid('Not a valid UUID.')
      .optional()
      .openapi({ description: 'A simulation made before signing up: attached to the account first' }),
  })
  .openapi('PushLeadRequest')

const PushedLeadSchema = z
  .object({ crm: z.string(), simulation_reference: z.string(), contact_id: z.string() })
  .openapi('PushedLead')

export const getLeadSourceRoute = createRoute({
  method: 'get',
  path: '/v4/leads/lead-sources/{id}/',
  tags: ['Earnings'],
  summary: 'A lead source the earnings simulator’s lead_source query may name',
  request: { params: z.object({ id: pathId('id', 3, 'The lead source id') }) },
  responses: {
    200: jsonContent(LeadSourceSchema, 'The lead source'),
    400: jsonContent(FieldErrorsSchema, 'The id is not an integer'),
    404: jsonContent(DetailErrorSchema, 'No such lead source'),
  },
})

export const simulateEarningsRoute = createRoute({
  method: 'post',
  path: '/v4/campers/earnings-simulation/',
  tags: ['Earnings'],
  summary: 'Estimate what a vehicle would earn, from comparable published campers, and store the lead',
  description:
    'Signed in or not. The range is read from the prices and occupancy of comparable published campers (same type, country, seats ± 1, age ± 3 years), widening age, then seats, then country when fewer than 5 match.',
  middleware: [jsonBodyOnly] as const,
  request: { body: jsonBody(EarningsSimulationRequestSchema) },
  responses: {
    201: jsonContent(EarningsSimulationSchema, 'The estimate'),
    400: jsonContent(
      z.union([FieldErrorsSchema, DetailErrorSchema]),
      'Field errors (lead_source: unknown lead source)',
    ),
    503: jsonContent(DetailErrorSchema, 'No published camper to estimate from (code no_comparables)'),
  },
})

export const pushLeadRoute = createRoute({
  method: 'post',
  path: '/v4/crm/{crm}/push-lead-ad-onboarding/{idUser}/',
  tags: ['Earnings'],
  summary: 'Push the user’s latest earnings simulation to the CRM as a lead',
  security: signedIn,
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: {
    params: z.object({
      crm: z
        .enum(KNOWN_CRMS, invalid('Not a valid choice.'))
        .openapi({ param: { name: 'crm', in: 'path' }, example: 'hubspot' }),
      idUser: pathId('idUser', 12, 'The signed-in user'),
    }),
    body: jsonBody(PushLeadRequestSchema),
  },
  responses: {
    201: jsonContent(PushedLeadSchema, 'Pushed'),
    400: jsonContent(FieldErrorsSchema, 'Field errors (reference: unknown simulation; crm: not a CRM we know)'),
    401: notSignedIn,
    403: jsonContent(DetailErrorSchema, 'Another user than the signed-in one'),
    404: jsonContent(DetailErrorSchema, 'The user has no simulation (code no_simulation)'),
    502: jsonContent(DetailErrorSchema, 'The CRM refused or failed (code crm_unavailable)'),
  },
})

const queryInteger = (min: number, max: number) =>
  z.coerce
    .number(invalid(NOT_AN_ID))
    .int(NOT_AN_ID)
    .min(min, `Ensure this value is greater than or equal to ${min}.`)
    .max(max, `Ensure this value is less than or equal to ${max}.`)

const PriceSuggestionQuerySchema = z
  .object({
    vehicle_type: queryInteger(1, 7).openapi({
      description: 'The vehicle type id: 1 lowprofile … 7 other',
      example: 4,
    }),
    country: countryCode.openapi({ description: 'Where the vehicle is parked' }),
    seats: queryInteger(1, MAX_SEATS)
      .optional()
      .openapi({ description: 'Seatbelts; comparables have ± 1', example: 4 }),
  })
  .openapi('PriceSuggestionQuery')

const PriceSuggestionSchema = z
  .object({
    suggested_daily: z
      .number()
      .int()
      .openapi({ description: 'Whole units of currency: the comparables’ median daily price', example: 95 }),
    min_daily: z.number().int().openapi({ description: '25th percentile', example: 80 }),
    max_daily: z.number().int().openapi({ description: '75th percentile', example: 110 }),
    currency: z.string().openapi({ example: 'EUR' }),
    comparables: z.number().int().openapi({ description: 'How many published campers the price is read from' }),
    criteria: z
      .array(z.enum(['vehicle_type', 'country', 'seats', 'age']))
      .openapi({ description: 'The criteria that applied (fewer when the search widened)' }),
  })
  .openapi('PriceSuggestion')

export const priceSuggestionRoute = createRoute({
  method: 'get',
  path: '/v4/campers/price-suggestion/',
  tags: ['Earnings'],
  summary: 'A daily price for a new listing, from comparable published campers (the onboarding’s price step)',
  description:
    'The same comparables as the earnings simulation (same type, country, seats ± 1), widening seats, then country when fewer than 5 match.',
  request: { query: PriceSuggestionQuerySchema },
  responses: {
    200: jsonContent(PriceSuggestionSchema, 'The suggestion'),
    400: jsonContent(FieldErrorsSchema, 'Field errors'),
    404: jsonContent(DetailErrorSchema, 'No published camper to compare with (code no_comparables)'),
  },
})
