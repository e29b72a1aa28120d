import { z } from '@hono/zod-openapi'
import { DISPLAY_CURRENCIES } from '../../../domain/currencies'
import { DEFAULT_SEARCH_SORT, SEARCH_SORTS } from '../../../domain/search-query'
import { invalid } from '../../http/validation-hook'

/** A day's price in major units above this is no price (minor units must fit a database integer). */
const MAX_DAILY_PRICE = 100_000
/** Past the end is a 404; beyond this a page number is not one (its offset must fit the database). */
const MAX_PAGE = 1_000_000

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** A currency prices are shown in, converted from the owner's at the day's reference rates. */
export const displayCurrencyField = z.enum(
  DISPLAY_CURRENCIES,
  invalid(`Choose one of ${DISPLAY_CURRENCIES.join(', ')}.`),
)

/** A yyyy-MM-dd calendar day that exists (2026-02-30 does not). */
export const dayField = z
  .string(invalid('Enter a date as yyyy-MM-dd.'))
  .regex(DAY, 'Enter a date as yyyy-MM-dd.')
  .refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`)
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value)
  }, 'This date does not exist.')
  .openapi({ example: '2027-07-10', format: 'date' })

export const latitudeField = z.coerce.number(invalid('Enter a number.')).min(-90).max(90).openapi({ example: 45.764 })
export const longitudeField = z.coerce
  .number(invalid('Enter a number.'))
  .min(-180)
  .max(180)
  .openapi({ example: 4.8357 })

/** "true"/"false" in a query string. */
export const queryFlag = z.enum(['true', 'false']).transform((value) => value === 'true')

/** One value or the repeated form (`types=1&types=4`) both arrive here; the validator gives a string or an array. */
const repeated = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (value === undefined || Array.isArray(value) ? value : [value]), z.array(item))

/** date_from and date_to come together, in order; `today` is the earliest date_from. */
export const checkDateRange = (value: { date_from?: string; date_to?: string }, ctx: z.RefinementCtx) => {
  if (value.date_from !== undefined && value.date_to === undefined)
    ctx.addIssue({ code: 'custom', path: ['date_to'], message: 'Give date_to with date_from.' })
  if (value.date_to !== undefined && value.date_from === undefined)
    ctx.addIssue({ code: 'custom', path: ['date_from'], message: 'Give date_from with date_to.' })
  if (value.date_from !== undefined && value.date_to !== undefined && value.date_to <= value.date_from) {
    ctx.addIssue({ code: 'custom', path: ['date_to'], message: 'date_to must be after date_from.' })
  }
}

/** The search criteria of spec 1 §2 (/s), as GET /3/products/ and GET /3/campers/search both take them. */
export const CamperSearchQuerySchema = z
  .object({
    date_from: dayField.optional(),
    date_to: dayField.optional(),
    latitude: latitudeField.optional(),
    longitude: longitudeField.optional(),
    radius: z.coerce.number(invalid('Enter a number.')).positive().max(2000).optional().openapi({
      description: 'Kilometres around the point (default 50), or around the place (default by place type)',
      example: 50,
    }),
    place: z
      .string()
      .min(1)
      .optional()
      .openapi({ description: 'Slug of a place: searches around it', example: 'lyon' }),
    types: repeated(z.coerce.number(invalid('Enter a vehicle type.')).int().min(1).max(7))
      .optional()
      .openapi({ description: 'Vehicle types 1 to 7, repeated: types=1&types=4', example: [1, 4] }),
    beds: z.coerce
      .number(invalid('Enter a number.'))
      .int()
      .min(0)
      .max(9)
      .optional()
      .openapi({ description: 'At least this many beds' }),
    seatbelts: z.coerce
      .number(invalid('Enter a number.'))
      .int()
      .min(0)
      .max(9)
      .optional()
      .openapi({ description: 'At least this many seatbelts' }),
    // Bounded so that the price in minor units stays an integer for the database.
    min_price: z.coerce.number(invalid('Enter a number.')).min(0).max(MAX_DAILY_PRICE).optional().openapi({
      description: 'Major units, on the average price per day for the dates (else price_per_day)',
      example: 60,
    }),
    max_price: z.coerce
      .number(invalid('Enter a number.'))
      .min(0)
      .max(MAX_DAILY_PRICE)
      .optional()
      .openapi({ example: 150 }),
    instant_booking: queryFlag.optional().openapi({ description: 'true: only campers booked instantly' }),
    pets: queryFlag.optional().openapi({ description: 'true: pets allowed or on demand' }),
    sort: z.enum(SEARCH_SORTS).default(DEFAULT_SEARCH_SORT),
    currency: displayCurrencyField.default('EUR').openapi({
      description:
        'The figures are in this currency, converted from the owner’s at the day’s reference rates; min_price and max_price are in it too',
      example: 'EUR',
    }),
    page: z.coerce.number(invalid('Enter a page number.')).int().min(1).max(MAX_PAGE).default(1),
    page_size: z.coerce.number(invalid('Enter a page size.')).int().min(1).max(100).default(20),
  })
  .superRefine((value, ctx) => {
    checkDateRange(value, ctx)
    if ((value.latitude === undefined) !== (value.longitude === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [value.latitude === undefined ? 'latitude' : 'longitude'],
        message: 'Give latitude and longitude together.',
      })
    }
    if (value.min_price !== undefined && value.max_price !== undefined && value.min_price > value.max_price) {
      ctx.addIssue({ code: 'custom', path: ['max_price'], message: 'max_price must not be below min_price.' })
    }
  })
  .openapi('CamperSearchQuery')
