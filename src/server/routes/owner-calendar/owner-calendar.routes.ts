import { createRoute, z } from '@hono/zod-openapi'
import { MAX_MONTHS_FUTURE_RENTAL_CHOICES } from '../../services/referential/referential'
import {
  ARRIVAL_HOURS,
  DEPARTURE_HOURS,
  MAX_COLOUR,
  MIN_COLOUR,
  OWNER_UNAVAILABLE_REASONS,
  PERIOD_KINDS,
  SEASONS,
} from '../../../domain/calendar-period-rules'
import { signedInOnly } from '../../http/authentication'
import { jsonBodyOnly } from '../../http/body-media-type'
import { badRequest, DetailErrorSchema, jsonBody, jsonContent, notSignedIn, signedIn } from '../../http/openapi-helpers'
import { invalid } from '../../http/validation-hook'
import { dayField } from '../search/search-query'

const TAGS = ['Owner calendar and prices']
const id = (name: string, description: string) =>
  z.coerce
    .number(invalid(`${description} is a number.`))
    .int()
    .min(1)
    .max(2_147_483_647)
    .openapi({ param: { name, in: 'path' }, example: 12 })
const camperParams = z.object({ idCamper: id('idCamper', 'A camper id') })
const periodParams = camperParams.extend({ idPeriod: id('idPeriod', 'A period id') })
const optionParams = camperParams.extend({ idOption: id('idOption', 'An option id') })

const notOwner = jsonContent(DetailErrorSchema, 'The caller has no camper (code not_owner)')
const notFound = jsonContent(DetailErrorSchema, 'No such camper of the caller (or no such period, option or feed)')
const guarded = { 400: badRequest, 401: notSignedIn, 403: notOwner, 404: notFound }
const money = (example: string) =>
  z.string().openapi({ description: 'Decimal amount in the camper’s currency', example })
const amount = z
  .number(invalid('Enter an amount.'))
  .min(0, 'An amount cannot be negative.')
  .max(100_000, 'This amount is too high.')
const oneOf = <T extends number>(values: readonly T[], label: string) =>
  z
    .number(invalid(`${label} must be one of ${values.join(', ')}.`))
    .int()
    .refine((value) => values.includes(value as T), `${label} must be one of ${values.join(', ')}.`)

const PeriodBodySchema = z
  .object({
    dates_0: dayField.openapi({ description: 'First day of the period' }),
    dates_1: dayField.openapi({ description: 'Exclusive: the first day after the period' }),
    kind: z.enum(PERIOD_KINDS, invalid('Either available or unavailable.')).default('unavailable'),
    reason: z
      .enum(OWNER_UNAVAILABLE_REASONS, invalid('Not one of the unavailable reasons.'))
      .nullish()
      .openapi({ description: 'Required when unavailable' }),
    price_per_day: amount
      .nullish()
      .openapi({ description: 'Available periods: the price per day (decimal); null keeps the base price' }),
    season: oneOf(SEASONS, 'The season').nullish().openapi({ description: '1 low, 3 high' }),
    color: z
      .number(invalid('A colour is a number.'))
      .int()
      .min(MIN_COLOUR, 'Colours go from 0 to 6.')
      .max(MAX_COLOUR, 'Colours go from 0 to 6.')
      .nullish(),
    min_days: z
      .number(invalid('Enter a number of days.'))
      .int()
      .min(1, 'At least one day.')
      .max(365, 'At most 365 days.')
      .nullish(),
  })
  .openapi('CalendarPeriodInput')

const PeriodSchema = z
  .object({
    id: z.number().int(),
    idPeriod: z.number().int().openapi({ description: 'The spec’s name of id' }),
    camper_id: z.number().int(),
    idCamper: z.number().int().openapi({ description: 'The spec’s name of camper_id' }),
    date_from: z.string(),
    date_to: z.string().openapi({ description: 'Exclusive: the first day after the period' }),
    dates_0: z.string().openapi({ description: 'date_from, under the name POST and PATCH take it' }),
    dates_1: z.string().openapi({ description: 'date_to (exclusive), under the name POST and PATCH take it' }),
    kind: z.enum(PERIOD_KINDS),
    reason: z.string().nullable().openapi({
      description:
        'personal_use, other_website, breakdown, wintering, other; ical for imported days; sister_site_booked or sister_site_blocked for days the sister platform holds',
    }),
    price_per_day: money('120.00').nullable(),
    season: z.number().int().nullable(),
    color: z.number().int().nullable(),
    min_days: z.number().int().nullable(),
    imported: z
      .boolean()
      .openapi({ description: 'Comes from the imported iCal feed or the sister platform (read-only)' }),
  })
  .openapi('CalendarPeriod')

const PeriodListSchema = z
  .object({
    periods: z.array(PeriodSchema),
    bookings: z
      .array(z.object({ id: z.number().int(), date_from: z.string(), date_to: z.string() }))
      .openapi({ description: 'Confirmed bookings holding days' }),
  })
  .openapi('CalendarPeriodList')

export const listPeriodsRoute = createRoute({
  method: 'get',
  path: '/3/products/{idCamper}/calendar/periods/',
  tags: TAGS,
  summary: 'The calendar periods and confirmed bookings of one of the caller’s campers, from date_from (default today)',
  security: signedIn,
  middleware: [signedInOnly] as const,
  request: { params: camperParams, query: z.object({ date_from: dayField.optional() }) },
  responses: { 200: jsonContent(PeriodListSchema, 'The calendar'), ...guarded },
})

export const createPeriodRoute = createRoute({
  method: 'post',
  path: '/3/products/{idCamper}/calendar/periods/',
  tags: TAGS,
  summary: 'Block days (unavailable, with a reason) or price them (available: price, season, colour, minimum stay)',
  description:
    'Refused with a field error when it overlaps another period, covers a confirmed booking, starts in the past or ends beyond max_months_future_rental.',
  security: signedIn,
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: { params: camperParams, body: jsonBody(PeriodBodySchema) },
  responses: { 201: jsonContent(PeriodSchema, 'The new period'), ...guarded },
})

export const updatePeriodRoute = createRoute({
  method: 'patch',
  path: '/3/products/{idCamper}/calendar/periods/{idPeriod}/',
  tags: TAGS,
  summary: 'Replace a period (same payload as the creation)',
  security: signedIn,
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: { params: periodParams, body: jsonBody(PeriodBodySchema) },
  responses: { 200: jsonContent(PeriodSchema, 'The period'), ...guarded },
})

export const deletePeriodRoute = createRoute({
  method: 'delete',
  path: '/3/products/{idCamper}/calendar/periods/{idPeriod}/',
  tags: TAGS,
  summary: 'Delete a period: its days are free again at the base price',
  security: signedIn,
  middleware: [signedInOnly] as const,
  request: { params: periodParams },
  responses: { 204: { description: 'Deleted' }, ...guarded },
})

const OptionSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    price: money('15.00'),
    recurrence: z.enum(['day', 'booking']),
    max_quantity: z.number().int(),
  })
  .openapi('CamperOption')

const PricesDetailsSchema = z
  .object({
    camper_id: z.number().int(),
    currency: z.string(),
    price_per_day: money('95.00'),
    min_days: z.number().int(),
    max_months_future_rental: z.number().int(),
    hour_from: z.number().int().openapi({ description: 'Departure hour: 9 or 14' }),
    hour_to: z.number().int().openapi({ description: 'Arrival hour: 12 or 20' }),
    unlimited_km_allowed: z.boolean(),
    km_options: z.array(
      z.object({
        km: z.number().int().openapi({ description: 'Km per day: 100 (included), 200, or 0 for unlimited' }),
        price_per_day: money('5.00'),
        available: z.boolean(),
      }),
    ),
    weekly_discount: z
      .object({ min_days: z.number().int(), rate: z.number() })
      .openapi({ description: 'The marketplace’s long-stay discount' }),
    options: z.array(OptionSchema),
  })
  .openapi('PricesDetails')

const PricesDetailsPatchSchema = z
  .object({
    price_per_day: amount.min(1, 'A day costs at least 1.').optional(),
    min_days: z
      .number(invalid('Enter a number of days.'))
      .int()
      .min(1, 'At least one day.')
      .max(365, 'At most 365 days.')
      .optional(),
    max_months_future_rental: oneOf(MAX_MONTHS_FUTURE_RENTAL_CHOICES, 'The availability window').optional(),
    hour_from: oneOf(DEPARTURE_HOURS, 'The departure hour').optional(),
    hour_to: oneOf(ARRIVAL_HOURS, 'The arrival hour').optional(),
    unlimited_km_allowed: z.boolean(invalid('Either true or false.')).optional(),
  })
  .openapi('PricesDetailsPatch')

export const getPricesDetailsRoute = createRoute({
  method: 'get',
  path: '/3/products/{idCamper}/prices-details/',
  tags: TAGS,
  summary: 'Base price, minimum stay, hours, km options and options of one of the caller’s campers',
  security: signedIn,
  middleware: [signedInOnly] as const,
  request: { params: camperParams },
  responses: { 200: jsonContent(PricesDetailsSchema, 'The prices'), ...guarded },
})

export const updatePricesDetailsRoute = createRoute({
  method: 'patch',
  path: '/3/products/{idCamper}/prices-details/',
  tags: TAGS,
  summary: 'Change the base price, minimum stay, availability window, hours or the unlimited km option',
  security: signedIn,
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: { params: camperParams, body: jsonBody(PricesDetailsPatchSchema) },
  responses: { 200: jsonContent(PricesDetailsSchema, 'The prices'), ...guarded },
})

const OptionBodySchema = z
  .object({
    name: z.string(invalid('Name the option.')).trim().min(1, 'Name the option.').max(80, 'At most 80 characters.'),
    price: amount,
    recurrence: z.enum(['day', 'booking'], invalid('Either per day or per booking.')),
    max_quantity: z
      .number(invalid('Enter a quantity.'))
      .int()
      .min(1, 'From 1 to 10.')
      .max(10, 'From 1 to 10.')
      .optional(),
  })
  .openapi('CamperOptionInput')

export const createOptionRoute = createRoute({
  method: 'post',
  path: '/3/products/{idCamper}/options/',
  tags: TAGS,
  summary: 'Add an option (bike rack, child seat…) priced per day or per booking',
  security: signedIn,
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: { params: camperParams, body: jsonBody(OptionBodySchema) },
  responses: { 201: jsonContent(OptionSchema, 'The option'), ...guarded },
})

export const updateOptionRoute = createRoute({
  method: 'patch',
  path: '/3/products/{idCamper}/options/{idOption}/',
  tags: TAGS,
  summary: 'Change an option',
  security: signedIn,
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: { params: optionParams, body: jsonBody(OptionBodySchema.partial().openapi('CamperOptionPatch')) },
  responses: { 200: jsonContent(OptionSchema, 'The option'), ...guarded },
})

export const deleteOptionRoute = createRoute({
  method: 'delete',
  path: '/3/products/{idCamper}/options/{idOption}/',
  tags: TAGS,
  summary: 'Remove an option',
  security: signedIn,
  middleware: [signedInOnly] as const,
  request: { params: optionParams },
  responses: { 204: { description: 'Deleted' }, ...guarded },
})

const IcalFeedStatusSchema = z
  .object({
    export_url: z
      .string()
      .openapi({ description: 'The secret iCal export URL external calendars poll (calendar-feed with its token)' }),
    feed: z
      .object({
        url: z.string(),
        last_synced_at: z.string().nullable(),
        last_error: z.string().nullable().openapi({ description: 'Why the last sync failed; null after a good one' }),
        event_count: z.number().int(),
      })
      .nullable()
      .openapi({ description: 'The imported calendar, or null' }),
  })
  .openapi('IcalFeedStatus')

export const getIcalFeedRoute = createRoute({
  method: 'get',
  path: '/3/products/{idCamper}/ical-feed/',
  tags: TAGS,
  summary: 'The iCal export URL and the imported feed’s sync status',
  security: signedIn,
  middleware: [signedInOnly] as const,
  request: { params: camperParams },
  responses: { 200: jsonContent(IcalFeedStatusSchema, 'The feeds'), ...guarded },
})

export const setIcalFeedRoute = createRoute({
  method: 'post',
  path: '/3/products/{idCamper}/ical-feed/',
  tags: TAGS,
  summary: 'Import an external calendar (or sync it now): its events block the dates, replaced on every sync',
  description:
    'A feed that cannot be fetched or read is kept with its last_error; the server re-syncs every feed periodically.',
  security: signedIn,
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: {
    params: camperParams,
    body: jsonBody(
      z
        .object({
          url: z
            .url({
              protocol: /^https?$/,
              error: (issue) => (issue.input === undefined ? 'This field is required.' : 'Enter an http(s) address.'),
            })
            .max(2000, 'This address is too long.'),
        })
        .openapi('IcalFeedInput'),
    ),
  },
  responses: { 200: jsonContent(IcalFeedStatusSchema, 'The feeds after the sync'), ...guarded },
})

export const deleteIcalFeedRoute = createRoute({
  method: 'delete',
  path: '/3/products/{idCamper}/ical-feed/',
  tags: TAGS,
  summary: 'Stop importing the external calendar: the days it blocked are free again',
  security: signedIn,
  middleware: [signedInOnly] as const,
  request: { params: camperParams },
  responses: { 204: { description: 'Deleted' }, ...guarded },
})

export const calendarFeedRoute = createRoute({
  method: 'get',
  path: '/3/products/{idCamper}/calendar-feed/',
  tags: TAGS,
  summary: 'iCal export of the camper’s bookings and unavailable periods',
  description:
    'Public for whoever holds the token (external calendars cannot send headers), so no X-API-KEY is needed.',
  security: [],
  request: {
    params: camperParams,
    query: z.object({ token: z.string(invalid('The feed token is missing.')).min(1).max(100) }),
  },
  responses: {
    200: { content: { 'text/calendar': { schema: z.string() } }, description: 'The calendar (iCal)' },
    400: badRequest,
    404: jsonContent(DetailErrorSchema, 'Unknown camper or wrong token'),
  },
})
