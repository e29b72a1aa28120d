import { createRoute, z } from '@hono/zod-openapi'
import {
  EXTENSION_MAX_DAYS,
  EXTENSION_STATES,
  LICENCE_CATEGORIES,
  UPGRADE_KINDS,
  UPGRADE_STATES,
} from '../../../domain/booking-extras'
import { signedInOnly } from '../../http/authentication'
import { jsonBodyOnly } from '../../http/body-media-type'
import {
  DetailErrorSchema,
  FieldErrorsSchema,
  jsonBody,
  jsonContent,
  NOT_AN_ID,
  notSignedIn,
  pathId,
  signedIn,
} from '../../http/openapi-helpers'
import { invalid } from '../../http/validation-hook'

const bookingParams = z.object({ id: pathId('id', 42) })
const extensionParams = bookingParams.extend({ extId: pathId('extId', 42) })
const upgradeParams = bookingParams.extend({ upId: pathId('upId', 42) })

const MAX_DAYS = EXTENSION_MAX_DAYS
const days = (message: string) =>
  z
    .number(invalid(NOT_AN_ID))
    .int(NOT_AN_ID)
    .min(0, message)
    .max(MAX_DAYS, `Ensure this value is less than or equal to ${MAX_DAYS}.`)

const CreateExtensionRequestSchema = z
  .object({
    day_before: days('Ensure this value is greater than or equal to 0.')
      .default(0)
      .openapi({ description: 'Days added before the start', example: 0 }),
    day_after: days('Ensure this value is greater than or equal to 0.')
      .default(0)
      .openapi({ description: 'Days added after the end', example: 2 }),
    day_slide: z
      .number(invalid(NOT_AN_ID))
      .int(NOT_AN_ID)
      .min(-MAX_DAYS, `Ensure this value is greater than or equal to -${MAX_DAYS}.`)
      .max(MAX_DAYS, `Ensure this value is less than or equal to ${MAX_DAYS}.`)
      .default(0)
      .openapi({ description: 'Moves the whole trip by this many days (negative: earlier)', example: 0 }),
    km_200: z
      .boolean(invalid('Must be a valid boolean.'))
      .default(false)
      .openapi({ description: '200 km a day instead of the included allowance' }),
    km_unlimited: z
      .boolean(invalid('Must be a valid boolean.'))
      .default(false)
      .openapi({ description: 'Unlimited km' }),
  })
  .refine((body) => !(body.km_200 && body.km_unlimited), {
    path: ['km_unlimited'],
    message: 'Choose either 200 km a day or unlimited km.',
  })
  .refine(
    (body) => body.day_before > 0 || body.day_after > 0 || body.day_slide !== 0 || body.km_200 || body.km_unlimited,
    {
      path: ['non_field_errors'],
      message: 'Ask for at least one extra.',
    },
  )
  .openapi('CreateExtensionRequest')

const ExtensionFields = {
  id: z.number().int(),
  booking_id: z.number().int(),
  state: z.enum(EXTENSION_STATES),
  day_before: z.number().int(),
  day_after: z.number().int(),
  day_slide: z.number().int(),
  km_200: z.boolean(),
  km_unlimited: z.boolean(),
  date_from: z.string().openapi({ format: 'date', description: 'The trip’s first day once extended' }),
  date_to: z.string().openapi({ format: 'date', description: 'The trip’s end (exclusive) once extended' }),
  currency: z.string().openapi({ example: 'EUR' }),
  created_at: z.string().openapi({ format: 'date-time' }),
  updated_at: z.string().openapi({ format: 'date-time' }),
}

export const GuestExtensionSchema = z
  .object({
    ...ExtensionFields,
    price_total: z.string().openapi({ description: 'What the guest pays, service fee included', example: '136.50' }),
    permissions: z.object({
      can_validate: z.boolean(),
      can_pay: z.boolean(),
      can_cancel: z.boolean(),
      can_delete: z.boolean(),
    }),
  })
  .openapi('GuestExtension')

export const OwnerExtensionSchema = z
  .object({
    ...ExtensionFields,
    earnings: z.string().openapi({ description: 'What the extension adds to the owner’s income', example: '130.00' }),
    permissions: z.object({ can_accept: z.boolean(), can_refuse: z.boolean() }),
  })
  .openapi('OwnerExtension')

const text = (max: number) =>
  z
    .string(invalid('Not a valid string.'))
    .trim()
    .min(1, 'This field may not be blank.')
    .max(max, `Ensure this field has no more than ${max} characters.`)

const SecondDriverFields = {
  first_name: text(60).openapi({ example: 'Grace' }),
  last_name: text(60).openapi({ example: 'Hopper' }),
  licence_number: text(40).openapi({ example: 'HOPPE806092G99AB' }),
  licence_category: z
    .enum(LICENCE_CATEGORIES, invalid('Must be B or C.'))
    .openapi({ description: 'Spec 2 §9 driving licence' }),
}

const SecondDriverSchema = z.object(SecondDriverFields).openapi('SecondDriver')

const BuybackRequestSchema = z
  .object({
    insurance: text(64).openapi({
      description: 'The reinforced insurance’s slug the trip switches to',
      example: 'serenity',
    }),
  })
  .openapi('BuybackRequest')

const CreateUpgradeRequestSchema = z
  .object({
    // One kind per request: a second driver, or the deductible buy-back (a switch to a reinforced insurance).
    second_driver: SecondDriverSchema.optional(),
    buyback: BuybackRequestSchema.optional(),
  })
  .superRefine((body, context) => {
    if (!body.second_driver && !body.buyback)
      context.addIssue({ code: 'custom', path: ['second_driver'], message: 'This field is required.' })
    if (body.second_driver && body.buyback)
      context.addIssue({ code: 'custom', path: ['non_field_errors'], message: 'Ask for one upgrade at a time.' })
  })
  .openapi('CreateUpgradeRequest')

const BuybackSchema = z.object({
  insurance: z
    .string()
    .openapi({ description: 'The reinforced insurance the trip switches to once paid', example: 'serenity' }),
  previous_insurance: z
    .string()
    .openapi({ description: 'The trip’s insurance when the buy-back was asked', example: 'essential' }),
})

const UpgradeSchema = z
  .object({
    id: z.number().int(),
    booking_id: z.number().int(),
    state: z.enum(UPGRADE_STATES),
    kind: z.enum(UPGRADE_KINDS).openapi({ description: 'second_driver, or buyback (the deductible buy-back)' }),
    // Unregistered copies: a nullable use of a registered schema makes its shared component nullable.
    second_driver: z.object(SecondDriverFields).nullable().openapi({ description: 'second_driver only' }),
    buyback: BuybackSchema.nullable().openapi({ description: 'buyback only' }),
    price: z.string().openapi({
      description:
        'The second driver fee, or the buy-back’s price (reinforced insurance for the trip minus the insurance paid)',
      example: '15.00',
    }),
    currency: z.string().openapi({ example: 'EUR' }),
    created_at: z.string().openapi({ format: 'date-time' }),
    updated_at: z.string().openapi({ format: 'date-time' }),
    permissions: z.object({
      can_validate: z.boolean(),
      can_pay: z.boolean(),
      can_cancel: z.boolean(),
      can_delete: z.boolean(),
    }),
  })
  .openapi('Upgrade')

export const UpgradesSchema = z
  .object({
    permissions: z.object({
      can_add_second_driver: z.boolean(),
      can_buy_back: z.boolean().openapi({
        description:
          'The deductible can be bought back: a paid trip before departure (is_buyback_available), insured by one of ours not reinforced yet, no upgrade open',
      }),
    }),
    requests: z.object({
      second_driver: UpgradeSchema.nullable().openapi({ description: 'The second driver asked or bought, if any' }),
      buyback: UpgradeSchema.nullable().openapi({ description: 'The deductible buy-back asked or bought, if any' }),
    }),
  })
  .openapi('BookingUpgrades')

const decimalsByCover = z
  .object({
    damage_to_vehicle: z.string(),
    damage_high_part: z.string(),
    burglary: z.string(),
    broken_glass: z.string(),
    objects_protection: z.string(),
  })
  .openapi('DeductiblesByCover')

const BuybackOfferSchema = z
  .object({
    insurance: z.string().openapi({ example: 'serenity' }),
    name: z.string().openapi({ example: 'Serenity' }),
    price: z.string().openapi({
      description: 'What the buy-back costs: this insurance for the trip minus the insurance already paid',
      example: '49.00',
    }),
    currency: z.string().openapi({ example: 'EUR' }),
    deductibles_before: decimalsByCover,
    deductibles_after: decimalsByCover,
    deductible_reductions: decimalsByCover.openapi({
      description: 'By cover, how much less the guest pays on a claim',
    }),
  })
  .openapi('BuybackOffer')

const UpgradesWithOffersSchema = UpgradesSchema.extend({
  buyback_offers: z
    .array(BuybackOfferSchema)
    .openapi({ description: 'The reinforced insurances the trip may switch to now (empty unless can_buy_back)' }),
}).openapi('BookingUpgradesWithOffers')

const allowed = (description: string) => z.boolean().openapi({ description })

export const ExtensionRulesSchema = z
  .object({
    day_before: allowed('Days may be added before the start (the trip has not started, and its start is after today)'),
    day_after: allowed('Days may be added after the end (a paid trip)'),
    day_slide: allowed('The whole trip may move (it has not started)'),
    km_200: allowed('200 km a day may be asked (the trip has the included allowance)'),
    km_unlimited: allowed('Unlimited km may be asked (the camper allows it and the trip does not have it yet)'),
    max_days: z.number().int().openapi({
      description: 'The most days one request may add at either end or slide the trip by',
      example: EXTENSION_MAX_DAYS,
    }),
  })
  .openapi('ExtensionRules', {
    description:
      'Spec 2 §3: the extras a new extension request of this trip may ask for; the create call refuses the others',
  })

/** Spec 2 §3 Booking.extensions, with the requests as the caller's side sees them. */
export const bookingExtensionsSchema = <T extends typeof GuestExtensionSchema | typeof OwnerExtensionSchema>(
  request: T,
) =>
  z.object({
    state: z
      .enum(EXTENSION_STATES)
      .nullable()
      .openapi({ description: 'The open request’s state (CREATED, GUEST_ASK or ACCEPTED), or null' }),
    permissions: z.object({
      can_create_extensions: z.boolean().openapi({ description: 'A paid booking with no extension request open' }),
    }),
    rules: ExtensionRulesSchema,
    requests: z
      .array(request)
      .openapi({ description: 'Every request, newest first (the owner does not see unsent drafts)' }),
  })

const PriceErrorSchema = z
  .object({
    __all__: z.array(z.object({ code: z.number().int(), key: z.string(), message: z.string() })),
  })
  .openapi('PriceError', {
    example: { __all__: [{ code: 107, key: 'NOT_AVAILABLE', message: 'The camper is not available on these dates.' }] },
  })

const noBooking = jsonContent(DetailErrorSchema, 'No such booking of the caller')
const invalidState = jsonContent(
  DetailErrorSchema,
  'The booking or the request does not allow this (code BOOKING_NOT_IN_VALID_STATE)',
)
const badExtension = jsonContent(
  z.union([PriceErrorSchema, FieldErrorsSchema, DetailErrorSchema]),
  'Field errors; the added days are not free (__all__ [{ code: 107, key: NOT_AVAILABLE }]); or a body that is not JSON',
)
const notAvailable = jsonContent(
  PriceErrorSchema,
  'The added days are not free any more (__all__ [{ code: 107, key: NOT_AVAILABLE }])',
)

const guestPath = (suffix: string) => `/v4/bookings-guest/{id}/${suffix}`
const tags = ['Booking extensions and upgrades']

export const createExtensionRoute = createRoute({
  tags,
  security: signedIn,
  method: 'post',
  path: guestPath('extensions/'),
  summary: 'Ask for an extension: a priced draft (CREATED) of more days, a slide of the trip or more km',
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: { params: bookingParams, body: jsonBody(CreateExtensionRequestSchema) },
  responses: {
    201: jsonContent(GuestExtensionSchema, 'The draft with its price'),
    400: badExtension,
    401: notSignedIn,
    404: noBooking,
    405: jsonContent(
      DetailErrorSchema,
      'The booking is not TO_COME or ONGOING, or a request is already open (code BOOKING_NOT_IN_VALID_STATE)',
    ),
  },
})

export const validateExtensionRoute = createRoute({
  tags,
  security: signedIn,
  middleware: [signedInOnly] as const,
  method: 'patch',
  path: guestPath('extensions/validate/'),
  summary: 'Send the draft extension to the owner (GUEST_ASK)',
  request: { params: bookingParams },
  responses: {
    200: jsonContent(GuestExtensionSchema, 'The request, waiting for the owner'),
    400: notAvailable,
    401: notSignedIn,
    404: noBooking,
    405: invalidState,
  },
})

export const confirmExtensionRoute = createRoute({
  tags,
  security: signedIn,
  middleware: [signedInOnly] as const,
  method: 'get',
  path: guestPath('extensions/confirm/'),
  summary: 'Pay the accepted extension (CONFIRMED): the booking takes its new dates and price',
  request: { params: bookingParams },
  responses: {
    200: jsonContent(GuestExtensionSchema, 'The paid extension'),
    400: notAvailable,
    401: notSignedIn,
    404: noBooking,
    405: invalidState,
    409: jsonContent(DetailErrorSchema, 'Another booking took the added days (code CAMPER_ALREADY_BOOKED)'),
  },
})

export const cancelExtensionRoute = createRoute({
  tags,
  security: signedIn,
  middleware: [signedInOnly] as const,
  method: 'patch',
  path: guestPath('extensions/cancel/'),
  summary: 'Withdraw the open extension request (CANCEL_GUEST)',
  request: { params: bookingParams },
  responses: {
    200: jsonContent(GuestExtensionSchema, 'The withdrawn request'),
    401: notSignedIn,
    404: noBooking,
    405: invalidState,
  },
})

export const deleteExtensionRoute = createRoute({
  tags,
  security: signedIn,
  middleware: [signedInOnly] as const,
  method: 'delete',
  path: guestPath('extensions/{extId}/'),
  summary: 'Delete a draft extension (CREATED only; later ones are cancelled)',
  request: { params: extensionParams },
  responses: {
    204: { description: 'Deleted' },
    401: notSignedIn,
    404: jsonContent(DetailErrorSchema, 'No such booking or extension'),
    405: invalidState,
  },
})

export const getUpgradesRoute = createRoute({
  tags,
  security: signedIn,
  middleware: [signedInOnly] as const,
  method: 'get',
  path: guestPath('upgrades/'),
  summary: 'Whether a second driver can be added or the deductible bought back, the requests, and the buy-back offers',
  request: { params: bookingParams },
  responses: {
    200: jsonContent(UpgradesWithOffersSchema, 'Permissions, requests and buy-back offers'),
    401: notSignedIn,
    404: noBooking,
  },
})

export const createUpgradeRoute = createRoute({
  tags,
  security: signedIn,
  method: 'post',
  path: guestPath('upgrades/'),
  summary:
    'Ask for a second driver (at the referential’s fee) or the deductible buy-back (at its price for the trip): a draft (CREATED)',
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: { params: bookingParams, body: jsonBody(CreateUpgradeRequestSchema) },
  responses: {
    201: jsonContent(UpgradeSchema, 'The draft'),
    400: jsonContent(z.union([FieldErrorsSchema, DetailErrorSchema]), 'Field errors, or a body that is not JSON'),
    401: notSignedIn,
    404: noBooking,
    405: jsonContent(DetailErrorSchema, 'The booking does not allow this upgrade (code BOOKING_NOT_IN_VALID_STATE)'),
  },
})

export const validateUpgradeRoute = createRoute({
  tags,
  security: signedIn,
  middleware: [signedInOnly] as const,
  method: 'patch',
  path: guestPath('upgrades/validate/'),
  summary: 'Validate the draft second driver (ACCEPTED: it can be paid)',
  request: { params: bookingParams },
  responses: {
    200: jsonContent(UpgradeSchema, 'The accepted upgrade'),
    401: notSignedIn,
    404: noBooking,
    405: invalidState,
  },
})

export const confirmUpgradeRoute = createRoute({
  tags,
  security: signedIn,
  middleware: [signedInOnly] as const,
  method: 'get',
  path: guestPath('upgrades/confirm/'),
  summary:
    'Pay the accepted upgrade (CONFIRMED) with the saved card: the booking’s price grows by it; a buy-back switches the insurance',
  request: { params: bookingParams },
  responses: {
    200: jsonContent(UpgradeSchema, 'The paid upgrade'),
    401: notSignedIn,
    404: noBooking,
    405: invalidState,
  },
})

export const cancelUpgradeRoute = createRoute({
  tags,
  security: signedIn,
  middleware: [signedInOnly] as const,
  method: 'patch',
  path: guestPath('upgrades/cancel/'),
  summary: 'Withdraw the open upgrade (CANCEL_GUEST)',
  request: { params: bookingParams },
  responses: {
    200: jsonContent(UpgradeSchema, 'The withdrawn upgrade'),
    401: notSignedIn,
    404: noBooking,
    405: invalidState,
  },
})

export const deleteUpgradeRoute = createRoute({
  tags,
  security: signedIn,
  middleware: [signedInOnly] as const,
  method: 'delete',
  path: guestPath('upgrades/{upId}/'),
  summary: 'Delete a draft upgrade (CREATED only; later ones are cancelled)',
  request: { params: upgradeParams },
  responses: {
    204: { description: 'Deleted' },
    401: notSignedIn,
    404: jsonContent(DetailErrorSchema, 'No such booking or upgrade'),
    405: invalidState,
  },
})

export const acceptExtensionRoute = createRoute({
  tags,
  security: signedIn,
  middleware: [signedInOnly] as const,
  method: 'patch',
  path: '/v4/bookings-owner/{id}/extensions/accept/',
  summary: 'The camper’s owner accepts the extension asked (ACCEPTED: the guest can pay)',
  request: { params: bookingParams },
  responses: {
    200: jsonContent(OwnerExtensionSchema, 'The accepted request'),
    400: notAvailable,
    401: notSignedIn,
    404: noBooking,
    405: invalidState,
  },
})

export const refuseExtensionRoute = createRoute({
  tags,
  security: signedIn,
  middleware: [signedInOnly] as const,
  method: 'patch',
  path: '/v4/bookings-owner/{id}/extensions/refuse/',
  summary: 'The camper’s owner refuses the extension asked (CANCEL_OWNER)',
  request: { params: bookingParams },
  responses: {
    200: jsonContent(OwnerExtensionSchema, 'The refused request'),
    401: notSignedIn,
    404: noBooking,
    405: invalidState,
  },
})
