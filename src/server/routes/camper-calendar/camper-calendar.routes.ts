import { createRoute, z } from '@hono/zod-openapi'
import { KM_OPTIONS } from '../../../domain/stay-price'
import { convertedSchema } from '../../http/converted-schema'
import { badRequest, DetailErrorSchema, jsonContent } from '../../http/openapi-helpers'
import { invalid } from '../../http/validation-hook'
import { checkDateRange, dayField, displayCurrencyField } from '../search/search-query'

const camperParams = z.object({
  id: z.coerce
    .number(invalid('A camper id is a number.'))
    .int()
    .min(1)
    .max(2_147_483_647)
    .openapi({ param: { name: 'id', in: 'path' }, example: 12 }),
})
/** The quote's figures the visitor also sees in their own currency. */
export const CONVERTED_PRICE_FIGURES = ['price_per_day', 'final_booking_price', 'total'] as const
const notFound = jsonContent(DetailErrorSchema, 'No such camper: {"detail": "Not found.", "code": "not_found"}')
const money = (example: string) =>
  z.string().openapi({ description: 'Decimal amount in the camper’s currency', example })

const AvailabilitiesSchema = z
  .object({
    camper_id: z.number().int(),
    date_from: z.string(),
    date_to: z.string(),
    min_days: z.number().int(),
    max_months_future_rental: z.number().int(),
    unavailable: z.array(
      z.object({
        date_from: z.string(),
        date_to: z.string().openapi({ description: 'Exclusive: the first free day' }),
        reason: z.string().openapi({
          description:
            'booked, owner, or the owner’s reason (personal_use, other_website, breakdown, wintering, other, ical, sister_site_booked, sister_site_blocked)',
        }),
      }),
    ),
    prices: z.array(
      z.object({
        date_from: z.string(),
        date_to: z.string(),
        price_per_day: money('110.00'),
        season: z.number().int().nullable().openapi({ description: '1 low, 2 mid, 3 high' }),
        color: z.number().int().nullable().openapi({ description: 'Calendar colour 0 to 6' }),
      }),
    ),
  })
  .openapi('CamperAvailabilities')

export const camperAvailabilitiesRoute = createRoute({
  method: 'get',
  path: '/3/products/{id}/availabilities/',
  tags: ['Camper calendar'],
  summary: 'Taken days and calendar prices of a camper',
  description:
    'Between date_from (default today) and date_to (default six months later). Ranges are half-open: date_to is the first day after.',
  request: {
    params: camperParams,
    query: z
      .object({ date_from: dayField.optional(), date_to: dayField.optional() })
      .superRefine(checkDateRange)
      .openapi('AvailabilitiesQuery'),
  },
  responses: { 200: jsonContent(AvailabilitiesSchema, 'The calendar'), 400: badRequest, 404: notFound },
})

const CamperPriceSchema = z
  .object({
    available: z.boolean(),
    reasons: z.array(z.string()).openapi({
      description:
        'Why not: in_the_past, not_available, min_days, too_far_in_future, closed_day (the stay starts or ends on a day the owner does not hand over or take back the vehicle)',
      example: [],
    }),
    min_days: z.number().int(),
    nb_days: z.number().int(),
    price_per_day: money('95.00').openapi({ description: 'Average over the days' }),
    original_booking_price: money('950.00')
      .nullable()
      .openapi({ description: 'Before the long-stay discount; null without one' }),
    final_booking_price: money('855.00'),
    discount: money('95.00'),
    km_included: z.number().int().nullable().openapi({ description: 'Km per day; null for unlimited' }),
    km_option_price: money('50.00'),
    service_fee: money('45.25'),
    total: money('950.25'),
    currency: z
      .string()
      .openapi({ description: 'The camper’s currency: the booking is charged in it', example: 'CHF' }),
    converted: convertedSchema(CONVERTED_PRICE_FIGURES, 'ConvertedCamperPrice'),
  })
  .openapi('CamperPrice')

export const camperPriceRoute = createRoute({
  method: 'get',
  path: '/3/products/{id}/price/',
  tags: ['Camper calendar'],
  summary: 'Price of a booking request for the dates',
  request: {
    params: camperParams,
    query: z
      .object({
        date_from: dayField,
        date_to: dayField,
        km_option: z
          .enum(KM_OPTIONS.map(String) as ['0', '100', '200'])
          .default('100')
          .transform(Number)
          .openapi({ description: 'Km per day: 100 (included), 200, or 0 for unlimited' }),
        currency: displayCurrencyField
          .optional()
          .openapi({ description: 'The visitor’s currency: `converted` gives the figures in it too' }),
      })
      .superRefine(checkDateRange)
      .openapi('CamperPriceQuery'),
  },
  responses: { 200: jsonContent(CamperPriceSchema, 'The quote'), 400: badRequest, 404: notFound },
})
