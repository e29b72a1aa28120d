import { createRoute, z } from '@hono/zod-openapi'
import { KM_OPTIONS } from '../../../domain/stay-price'
import { BOOKING_PRICE_ERRORS } from '../../../domain/booking-price-engine'
import { signedInOnly } from '../../http/authentication'
import { jsonBodyOnly } from '../../http/body-media-type'
import {
  DetailErrorSchema,
  FieldErrorsSchema,
  idNumber,
  jsonBody,
  jsonContent,
  NOT_AN_ID,
  notSignedIn,
  pathId,
  signedIn,
} from '../../http/openapi-helpers'
import { invalid } from '../../http/validation-hook'
import { dayField } from '../search/search-query'

const bookingParams = z.object({ id: pathId('id', 1204) })
const money = (example: string, description?: string) =>
  z.string().openapi({ description: description ?? 'Decimal amount in currency_used', example })

const OptionChoiceSchema = z
  .object({
    id: idNumber().openapi({ description: 'A camper option id' }),
    quantity: z
      .number(invalid(NOT_AN_ID))
      .int(NOT_AN_ID)
      .min(0, 'Ensure this value is greater than or equal to 0.')
      .max(10, 'Ensure this value is less than or equal to 10.'),
  })
  .openapi('BookingOptionChoice')

export const BookingPricesSchema = z
  .object({
    booking_pk: z.number().int(),
    currency_used: z.string().openapi({ example: 'EUR' }),
    currency_owner: z.string().openapi({ example: 'EUR' }),
    date_from: z.string().openapi({ format: 'date' }),
    date_to: z.string().openapi({ format: 'date', description: 'The return day (the range is half-open)' }),
    hour_from: z.number().int().openapi({ description: 'Departure hour, 9 or 14' }),
    hour_to: z.number().int().openapi({ description: 'Return hour, 12 or 20' }),
    nb_days: z.number().int(),
    km_option: z.number().int().openapi({ description: 'Km per day: 100 (included), 200, or 0 for unlimited' }),
    second_driver: z.boolean(),
    insurance: z
      .string()
      .nullable()
      .openapi({ description: 'The chosen insurance slug (none: the owner’s own insurance)' }),
    cancel_insurance: z.boolean(),
    rental_cover: z.boolean(),
    coupon_code: z.string().nullable(),
    options: z.array(OptionChoiceSchema),
    price: money('941.69', 'What the guest pays in all'),
    price_raw: money('1160.32', 'The price before any discount or coupon'),
    price_rental: money('760.00', 'The days at their calendar prices'),
    price_discount: money('114.00', 'Weekly plus early-booking discounts'),
    price_discount_weekly: money('76.00', '10 % of the rental from 7 days'),
    price_discount_early: money('38.00', '5 % of the rental when the start is at least 60 days away'),
    price_km: money('35.00'),
    price_options: money('52.00'),
    price_second_driver: money('15.00'),
    price_fees: money('37.40', 'Service fee: 5 % of the trip'),
    price_insurance: money('175.00'),
    price_cancellation_insurance: money('36.92', '4 % of the trip and insurance'),
    price_rental_cover: money('49.00'),
    price_coupon: money('104.63'),
    price_owner: money('623.05', 'What the owner earns'),
    price_2x_first: money('470.85')
      .nullable()
      .openapi({ description: 'card_2: paid now; null when the start is under 45 days away' }),
    price_2x_second: money('470.84').nullable().openapi({ description: 'card_2: charged on second_payment_date' }),
    second_payment_date: z.string().nullable().openapi({ format: 'date', description: '30 days before the start' }),
    price_4x: z
      .array(z.object({ amount: money('235.43'), date: z.string().openapi({ format: 'date' }) }))
      .openapi({ description: 'cred_4: four instalments 30 days apart from today; they add up to price' }),
    permissions: z.object({
      is_rental_cover_available: z
        .boolean()
        .openapi({ description: 'The chosen insurance has a deductible a rental cover can pay back' }),
    }),
  })
  .openapi('BookingPrices')

const PriceErrorItemSchema = z
  .object({
    code: z
      .number()
      .int()
      .openapi({
        description: Object.entries(BOOKING_PRICE_ERRORS)
          .map(([code, { key }]) => `${code} ${key}`)
          .join(', '),
      }),
    key: z.string().openapi({ example: 'MIN_DAYS_REQUIRED' }),
    message: z.string(),
    min_length: z.number().int().optional().openapi({ description: '108 only: the fewest days these dates need' }),
  })
  .openapi('BookingPriceErrorItem')

export const PriceErrorsSchema = z
  .object({
    __all__: z
      .array(PriceErrorItemSchema)
      .openapi({ description: 'Every error, most important first (spec 2 §8 reads the first)' }),
  })
  .openapi('BookingPriceErrors', {
    example: {
      __all__: [
        { code: 108, key: 'MIN_DAYS_REQUIRED', message: 'This vehicle must be rented for more days.', min_length: 5 },
      ],
    },
  })

const common = {
  400: jsonContent(
    z.union([PriceErrorsSchema, FieldErrorsSchema, DetailErrorSchema]),
    'Price errors (__all__), field errors (e.g. coupon_code for an invalid coupon), or a body that is not JSON',
  ),
  401: notSignedIn,
  403: jsonContent(DetailErrorSchema, 'The booking is someone else’s (code forbidden)'),
  404: jsonContent(DetailErrorSchema, 'No such booking'),
}
const changeResponses = {
  200: jsonContent(BookingPricesSchema, 'The new prices'),
  ...common,
  405: jsonContent(DetailErrorSchema, 'The booking can no longer be changed (code BOOKING_NOT_IN_VALID_STATE)'),
}

export const getBookingPricesRoute = createRoute({
  method: 'get',
  path: '/3/my-requests/{id}/prices/',
  tags: ['Booking prices'],
  summary: 'Every part of a booking’s price, from its stored choices',
  security: signedIn,
  middleware: [signedInOnly] as const,
  request: { params: bookingParams },
  responses: { 200: jsonContent(BookingPricesSchema, 'The prices'), ...common },
})

const PricesChangeSchema = z
  .object({
    date_from: dayField.optional(),
    date_to: dayField.optional(),
    hour_from: z.union([z.literal(9), z.literal(14)], { error: 'Departure is at 9 or 14.' }).optional(),
    hour_to: z.union([z.literal(12), z.literal(20)], { error: 'Return is at 12 or 20.' }).optional(),
    km_option: z
      .union(KM_OPTIONS.map((option) => z.literal(option)) as [z.ZodLiteral<0>, z.ZodLiteral<100>, z.ZodLiteral<200>], {
        error: 'Choose 0 (unlimited), 100 or 200.',
      })
      .optional(),
    second_driver: z.boolean(invalid('Must be a valid boolean.')).optional(),
    insurance: z
      .string(invalid('Not a valid string.'))
      .min(1)
      .max(64)
      .nullable()
      .optional()
      .openapi({ description: 'An insurance slug, or null to choose none yet' }),
    cancel_insurance: z.boolean(invalid('Must be a valid boolean.')).optional(),
    rental_cover: z.boolean(invalid('Must be a valid boolean.')).optional(),
    coupon_code: z
      .string(invalid('Not a valid string.'))
      .max(40)
      .nullable()
      .optional()
      .openapi({ description: 'A coupon code; null or empty removes it' }),
  })
  .openapi('BookingPricesChange', {
    example: { date_to: '2027-07-09', km_option: 200, insurance: 'serenity', coupon_code: 'WELCOME10' },
  })

export const updateBookingPricesRoute = createRoute({
  method: 'patch',
  path: '/3/my-requests/{id}/prices/',
  tags: ['Booking prices'],
  summary: 'Change dates, hours, km, insurance, cancellation insurance, rental cover, coupon or second driver',
  description:
    'Only while the booking can be updated (ABANDONED, ACCEPTED, or VALIDATED and instant). Choosing rental cover asks the rental cover ' +
    'service for a quote: when it is unreachable the answer is 503 with code RENTAL_COVER_SERVICE_UNAVAILABLE.',
  security: signedIn,
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: {
    params: bookingParams,
    body: jsonBody(PricesChangeSchema),
  },
  responses: {
    ...changeResponses,
    503: jsonContent(
      DetailErrorSchema,
      'The rental cover service is unavailable (code RENTAL_COVER_SERVICE_UNAVAILABLE)',
    ),
  },
})

const OptionsChangeSchema = z
  .object({ options: z.array(OptionChoiceSchema).max(20, 'Ensure this field has no more than 20 elements.') })
  .openapi('BookingOptionsChange', {
    example: {
      options: [
        { id: 3, quantity: 1 },
        { id: 4, quantity: 2 },
      ],
    },
  })

export const setBookingOptionsRoute = createRoute({
  method: 'post',
  path: '/3/my-requests/{id}/options/',
  tags: ['Booking prices'],
  summary: 'Choose the camper’s options for the booking (replaces the previous choice)',
  security: signedIn,
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: {
    params: bookingParams,
    body: jsonBody(OptionsChangeSchema),
  },
  responses: changeResponses,
})
