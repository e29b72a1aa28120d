import { createRoute, z } from '@hono/zod-openapi'
import { signedInOnly } from '../../http/authentication'
import { jsonBodyOnly } from '../../http/body-media-type'
import {
  badBody,
  DetailErrorSchema,
  idParam,
  jsonBody,
  jsonContent,
  notSignedIn,
  signedIn,
} from '../../http/openapi-helpers'
import {
  BookingListQuerySchema,
  BookingOptionsSchema,
  OwnerBookingListSchema,
  OwnerBookingSchema,
  OwnerCancelRequestSchema,
  alreadyBooked,
  noSuchBooking,
  notInValidState,
  notYours,
} from '../bookings-guest/bookings-guest.routes'

const actionResponses = {
  200: jsonContent(OwnerBookingSchema, 'The booking after the action'),
  401: notSignedIn,
  403: notYours,
  404: noSuchBooking,
  405: notInValidState,
}

export const listOwnerBookingsRoute = createRoute({
  method: 'get',
  path: '/v4/bookings-owner/',
  tags: ['Owner bookings'],
  summary: "Bookings of the caller's campers (requests sent, not drafts): to-dos first",
  security: signedIn,
  middleware: [signedInOnly] as const,
  request: { query: BookingListQuerySchema },
  responses: { 200: jsonContent(OwnerBookingListSchema, 'One page of bookings'), 400: badBody(), 401: notSignedIn },
})

export const ownerBookingOptionsRoute = createRoute({
  method: 'get',
  path: '/v4/bookings-owner/options/',
  tags: ['Owner bookings'],
  summary:
    'Filter choices with counts (the list opens on the first non-empty of TO_DO, WAITING, CONFIRMED), owner cancel reasons',
  security: signedIn,
  middleware: [signedInOnly] as const,
  responses: { 200: jsonContent(BookingOptionsSchema, 'The choices'), 401: notSignedIn },
})

export const getOwnerBookingRoute = createRoute({
  method: 'get',
  path: '/v4/bookings-owner/{id}/',
  tags: ['Owner bookings'],
  summary: 'One booking of a camper of the caller',
  security: signedIn,
  middleware: [signedInOnly] as const,
  request: { params: idParam },
  responses: {
    200: jsonContent(OwnerBookingSchema, 'The booking'),
    401: notSignedIn,
    403: notYours,
    404: noSuchBooking,
  },
})

export const acceptOwnerBookingRoute = createRoute({
  method: 'patch',
  path: '/v4/bookings-owner/{id}/accept/',
  tags: ['Owner bookings'],
  summary: 'Accept a request: it holds the dates and the guest may pay',
  security: signedIn,
  middleware: [signedInOnly] as const,
  request: { params: idParam },
  responses: { ...actionResponses, 409: alreadyBooked },
})

export const refuseOwnerBookingRoute = createRoute({
  method: 'patch',
  path: '/v4/bookings-owner/{id}/refuse/',
  tags: ['Owner bookings'],
  summary: 'Refuse a request with one of the owner reasons',
  security: signedIn,
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: { params: idParam, body: jsonBody(OwnerCancelRequestSchema) },
  responses: { ...actionResponses, 400: badBody() },
})

export const cancelOwnerBookingRoute = createRoute({
  method: 'patch',
  path: '/v4/bookings-owner/{id}/cancel/',
  tags: ['Owner bookings'],
  summary: 'Cancel an accepted booking with one of the owner reasons',
  security: signedIn,
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: { params: idParam, body: jsonBody(OwnerCancelRequestSchema) },
  responses: { ...actionResponses, 400: badBody() },
})

const money = (example: string, description: string) =>
  z.string().openapi({ description: `${description} (decimal, in currency_owner)`, example })

export const OwnerBookingPricesSchema = z
  .object({
    booking_pk: z.number().int(),
    currency_owner: z.string().openapi({ example: 'EUR' }),
    date_from: z.string().openapi({ format: 'date' }),
    date_to: z.string().openapi({ format: 'date', description: 'The return day (the range is half-open)' }),
    hour_from: z.number().int(),
    hour_to: z.number().int(),
    nb_days: z.number().int(),
    km_option: z.number().int().openapi({ description: 'Km per day: 100 (included), 200, or 0 for unlimited' }),
    price_rental: money('760.00', 'The days at their calendar prices'),
    price_discount: money('114.00', 'Weekly plus early-booking discounts, borne by the owner'),
    price_discount_weekly: money('76.00', '10 % of the rental from 7 days'),
    price_discount_early: money('38.00', '5 % of the rental when the start was at least 60 days after the request'),
    price_km: money('35.00', 'The km option'),
    price_options: money('52.00', "The camper's options the guest chose"),
    price_owner_gross: money('733.00', "What the guest pays for the owner's part: rental − discounts + km + options"),
    commission_rate: z.number().openapi({ description: "The platform's share of price_owner_gross", example: 0.15 }),
    price_commission: money('109.95', "The platform's commission"),
    price_owner: money('623.05', 'What the owner earns: price_owner_gross − price_commission'),
    price: money('941.69', 'What the guest pays in all'),
    price_fees: money('37.40', "The guest's service fee (to the platform)"),
    price_second_driver: money('15.00', 'The second driver fee (to the platform)'),
    price_insurance: money('175.00', 'The insurance the guest chose (to the insurer)'),
    price_cancellation_insurance: money('36.92', 'The cancellation insurance (to the insurer)'),
    price_rental_cover: money('49.00', 'The rental cover (to its provider)'),
    price_coupon: money('0.00', "A coupon's discount, funded by the platform: price_owner is unchanged"),
    settlement: z
      .object({
        state: z.enum(['ESTIMATE', 'EARNED', 'KEPT', 'NONE']).openapi({
          description:
            'ESTIMATE: not paid yet, what payment would freeze for the owner; EARNED: paid, the share frozen on the charges; ' +
            'KEPT: the guest cancelled late, the owner’s part of what the guest does not get back; NONE: nothing is owed ' +
            '(refused, expired, cancelled before payment, or everything refunded)',
        }),
        amount: money('623.05', 'What the owner is owed, from the ledger'),
      })
      .openapi({
        description: 'What the owner is owed on this booking as the ledger holds it; the payouts job pays it',
      }),
  })
  .openapi('OwnerBookingPrices')

export const getOwnerBookingPricesRoute = createRoute({
  method: 'get',
  path: '/3/my-bookings/{id}/prices/',
  tags: ['Owner bookings'],
  summary:
    "The owner's earnings on a booking of one of their campers: their part, the commission, what they earn, the guest's fees",
  security: signedIn,
  middleware: [signedInOnly] as const,
  request: { params: idParam },
  responses: {
    200: jsonContent(OwnerBookingPricesSchema, 'The earnings'),
    401: notSignedIn,
    404: jsonContent(
      DetailErrorSchema,
      'No such booking among the caller’s campers (also for the guest and other owners)',
    ),
  },
})
