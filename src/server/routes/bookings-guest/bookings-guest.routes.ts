import { createRoute, z } from '@hono/zod-openapi'
import {
  BOOKING_PURPOSES,
  GUEST_CANCEL_REASONS,
  META_STATE_FILTERS,
  OWNER_CANCEL_REASONS,
} from '../../../domain/booking-rules'
import { BOOKING_STATUSES } from '../../../domain/booking-status'
import { signedInOnly } from '../../http/authentication'
import { jsonBodyOnly } from '../../http/body-media-type'
import {
  badBody,
  DetailErrorSchema,
  FieldErrorsSchema,
  idNumber,
  idParam,
  jsonBody,
  jsonContent,
  NOT_AN_ID,
  notSignedIn,
  signedIn,
} from '../../http/openapi-helpers'
import { pageQueryFields, paginatedSchema } from '../../http/pagination'
import { invalid } from '../../http/validation-hook'
import {
  GuestExtensionSchema,
  OwnerExtensionSchema,
  UpgradesSchema,
  bookingExtensionsSchema,
} from '../booking-extensions/booking-extensions.routes'

const DATE_MESSAGE = 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'
const isoDay = z
  .string(invalid(DATE_MESSAGE))
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
  .refine(
    (day) =>
      !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
    DATE_MESSAGE,
  )
  .openapi({ format: 'date', example: '2027-07-01' })
const choice = <T extends readonly [number, ...number[]]>(values: T) =>
  z.union(
    values.map((value) => z.literal(value)) as unknown as [z.ZodLiteral<T[number]>, z.ZodLiteral<T[number]>],
    invalid('Not a valid choice.'),
  )
const travelers = z
  .number(invalid(NOT_AN_ID))
  .int(NOT_AN_ID)
  .min(1, 'Ensure this value is greater than or equal to 1.')
  .max(9, 'Ensure this value is less than or equal to 9.')
const message = z
  .string(invalid('Not a valid string.'))
  .max(2000, 'Ensure this field has no more than 2000 characters.')
const purpose = z.enum(BOOKING_PURPOSES, invalid('Not a valid choice.')).nullable()

const CreateBookingRequestSchema = z
  .object({
    camper: idNumber().openapi({ example: 42 }),
    date_from: isoDay,
    date_to: isoDay.openapi({ description: 'The day the camper is returned (half-open range)' }),
    hour_from: choice([9, 14] as const).openapi({ description: 'Departure hour: 9 or 14', example: 14 }),
    hour_to: choice([12, 20] as const).openapi({ description: 'Return hour: 12 or 20', example: 12 }),
    travelers,
    message: message.default(''),
    purpose: purpose.optional(),
  })
  .openapi('CreateBookingRequest')

const UpdateBookingRequestSchema = z
  .object({
    hour_from: choice([9, 14] as const).optional(),
    hour_to: choice([12, 20] as const).optional(),
    travelers: travelers.optional(),
    message: message.optional(),
    purpose: purpose.optional(),
  })
  .openapi('UpdateBookingRequest')

export const GuestCancelRequestSchema = z
  .object({ reason: z.enum(GUEST_CANCEL_REASONS, invalid('Not a valid choice.')), message: message.optional() })
  .openapi('GuestCancelRequest')
export const OwnerCancelRequestSchema = z
  .object({ reason: z.enum(OWNER_CANCEL_REASONS, invalid('Not a valid choice.')), message: message.optional() })
  .openapi('OwnerCancelRequest')

const PermissionsSchema = z
  .object({
    can_snooze: z.boolean(),
    can_cancel: z.boolean(),
    can_refuse: z.boolean(),
    can_validate: z.boolean(),
    can_pay: z.boolean(),
    can_update: z.boolean(),
    can_create_extensions: z.boolean(),
    is_buyback_available: z.boolean(),
    is_rental_cover_available: z.boolean(),
    can_accept: z.boolean().openapi({ description: 'Owner: the request awaits their answer' }),
  })
  .openapi({
    description: "What the caller may do, from their side: can_refuse and can_cancel are the guest's or the owner's",
  })
  .openapi('BookingPermissions')

const money = z.string().openapi({ description: 'Decimal amount in `currency`', example: '512.40' })

/** The fields both sides see alike. */
const bookingFields = {
  id: z.number().int(),
  state: z.enum(BOOKING_STATUSES),
  display_state: z.string().openapi({
    description:
      'Spec 2 §4 derived display state (TO_COME → ONGOING / FINISHED / DONE); REFUSED for a request the owner ' +
      'refused, DATES_TAKEN when another booking took the dates before this one held them (it can no longer be paid)',
  }),
  meta_state: z.enum(['todo', 'waiting', 'confirmed', 'archived']),
  summary_state: z.enum(['PENDING', 'CONFIRMED', 'WARNING', 'DONE']),
  is_instant: z.boolean(),
  date_from: z.string().openapi({ format: 'date' }),
  date_to: z.string().openapi({ format: 'date' }),
  hour_from: z.number().int(),
  hour_to: z.number().int(),
  date_time_from: z.string().openapi({ example: '2027-07-01T14:00:00' }),
  date_time_to: z.string().openapi({ example: '2027-07-08T12:00:00' }),
  travelers: z.number().int(),
  purpose: z.string().nullable(),
  message: z.string(),
  price: money,
  deposit: money,
  total_earnings: money.openapi({
    description:
      "The owner's share: frozen on the payments once paid (extensions included), before that the price without the guest's service fee",
  }),
  currency: z.string(),
  confirmed_on: z.string().nullable(),
  acceptation_expired_on: z.string().nullable(),
  owner_accept_expire_on: z
    .string()
    .nullable()
    .openapi({ description: "The pending deadline: the owner's answer, or the guest's payment" }),
  snoozed_until: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  cancel_message: z
    .string()
    .nullable()
    .openapi({ description: 'The words the one who refused or cancelled added for the other side' }),
  emergency_proof_in_validation: z.boolean(),
  permissions: PermissionsSchema,
  camper: z.object({
    id: z.number().int(),
    title: z.string(),
    vehicle_type: z.number().int(),
    city: z.string(),
    country: z.string(),
    pickup_address: z
      .object({ street: z.string(), zipcode: z.string(), city: z.string(), country: z.string() })
      .nullable()
      .openapi('PickupAddress', {
        description: 'Where the camper is picked up: null until the booking is paid (TO_COME, ONGOING, DONE)',
      }),
    instant_booking_activated: z.boolean(),
    photo: z.string().nullable(),
  }),
  guest: z.object({ id: z.number().int(), first_name: z.string() }),
  owner: z.object({
    id: z.number().int(),
    first_name: z.string(),
    is_pro: z.boolean(),
    joined_on: z.string().openapi({ format: 'date' }),
    answer_rate_as_owner: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'Percent of requests answered before they expired' }),
    phone: z.string().nullable().openapi({
      description: "The owner's phone: null until the booking is paid (TO_COME, ONGOING, DONE), or when they gave none",
    }),
  }),
  upgrades: UpgradesSchema,
  created_at: z.string(),
  updated_at: z.string(),
}

/** The guest's view: extension requests with what the guest pays. */
export const BookingSchema = z
  .object({
    ...bookingFields,
    extensions: bookingExtensionsSchema(GuestExtensionSchema).openapi('GuestBookingExtensions'),
  })
  .openapi('Booking')

/** The owner's view: extension requests with what the owner earns. */
export const OwnerBookingSchema = z
  .object({
    ...bookingFields,
    extensions: bookingExtensionsSchema(OwnerExtensionSchema).openapi('OwnerBookingExtensions'),
  })
  .openapi('OwnerBooking')

export const BookingListQuerySchema = z.object({
  state: z.preprocess(
    (value) => (typeof value === 'string' ? value.toUpperCase() : value),
    z.enum(BOOKING_STATUSES, invalid('Not a valid choice.')).optional(),
  ),
  meta_state: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.toUpperCase().replace(/^TODO$/, 'TO_DO') : value),
      z.enum(META_STATE_FILTERS, invalid('Not a valid choice.')).optional(),
    )
    .openapi({ description: 'TO_DO, WAITING, CONFIRMED or ARCHIVED (any case; todo is accepted)' }),
  ...pageQueryFields(10),
  year: z.coerce.number(invalid(NOT_AN_ID)).int(NOT_AN_ID).min(2000, NOT_AN_ID).max(2100, NOT_AN_ID).optional(),
})

export const BookingListSchema = paginatedSchema(BookingSchema, 'BookingList')
export const OwnerBookingListSchema = paginatedSchema(OwnerBookingSchema, 'OwnerBookingList')

export const BookingOptionsSchema = z
  .object({
    meta_states: z.array(z.object({ value: z.enum(META_STATE_FILTERS), count: z.number().int() })),
    states: z.array(z.object({ value: z.enum(BOOKING_STATUSES), count: z.number().int() })),
    years: z.array(z.number().int()),
    cancel_reasons: z.array(z.string()),
    purposes: z.array(z.string()),
  })
  .openapi('BookingOptions')

const PriceErrorSchema = z
  .object({
    __all__: z.array(
      z.object({
        code: z.number().int(),
        key: z.string(),
        message: z.string(),
        min_length: z.number().int().optional(),
      }),
    ),
  })
  .openapi('BookingPriceError', {
    example: { __all__: [{ code: 108, key: 'MIN_DAYS_REQUIRED', message: 'At least 3 days.', min_length: 3 }] },
  })

export const notYours = jsonContent(DetailErrorSchema, 'The booking is not yours (code forbidden)')
export const noSuchBooking = jsonContent(DetailErrorSchema, 'No such booking')
export const notInValidState = jsonContent(
  DetailErrorSchema,
  "Not allowed in the booking's state (code BOOKING_NOT_IN_VALID_STATE)",
)
export const alreadyBooked = jsonContent(
  DetailErrorSchema,
  'Another booking holds these dates (code CAMPER_ALREADY_BOOKED)',
)
const actionResponses = {
  200: jsonContent(BookingSchema, 'The booking after the action'),
  401: notSignedIn,
  403: notYours,
  404: noSuchBooking,
  405: notInValidState,
}

export const createBookingRoute = createRoute({
  method: 'post',
  path: '/v4/bookings/',
  tags: ['Guest bookings'],
  summary:
    'Request a camper (instant booking when the listing has it on): the booking starts in CREATED or CREATED_PRO',
  description:
    'A guest who already has an open draft (CREATED or CREATED_PRO) of this camper for the same dates gets it back ' +
    '(200) instead of a second one; requests of one guest are taken one at a time, so quick repeated clicks make one draft.',
  security: signedIn,
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: { body: jsonBody(CreateBookingRequestSchema) },
  responses: {
    200: jsonContent(BookingSchema, "The guest's open draft of this camper for these dates, reused"),
    201: jsonContent(BookingSchema, 'The new booking'),
    400: jsonContent(
      z.union([FieldErrorsSchema, PriceErrorSchema, DetailErrorSchema]),
      'Field errors, or why the dates cannot be booked (103, 107, 108 with min_length)',
    ),
    401: notSignedIn,
    404: jsonContent(DetailErrorSchema, 'The camper is unknown or not published'),
  },
})

export const listGuestBookingsRoute = createRoute({
  method: 'get',
  path: '/v4/bookings-guest/',
  tags: ['Guest bookings'],
  summary: "The caller's trips: to-dos first",
  security: signedIn,
  middleware: [signedInOnly] as const,
  request: { query: BookingListQuerySchema },
  responses: { 200: jsonContent(BookingListSchema, 'One page of trips'), 400: badBody(), 401: notSignedIn },
})

export const guestBookingOptionsRoute = createRoute({
  method: 'get',
  path: '/v4/bookings-guest/options/',
  tags: ['Guest bookings'],
  summary: 'Filter choices with counts, years, guest cancel reasons and purposes',
  security: signedIn,
  middleware: [signedInOnly] as const,
  responses: { 200: jsonContent(BookingOptionsSchema, 'The choices'), 401: notSignedIn },
})

export const getGuestBookingRoute = createRoute({
  method: 'get',
  path: '/v4/bookings-guest/{id}/',
  tags: ['Guest bookings'],
  summary: 'One trip of the caller',
  security: signedIn,
  middleware: [signedInOnly] as const,
  request: { params: idParam },
  responses: { 200: jsonContent(BookingSchema, 'The booking'), 401: notSignedIn, 403: notYours, 404: noSuchBooking },
})

export const updateGuestBookingRoute = createRoute({
  method: 'patch',
  path: '/v4/bookings-guest/{id}/',
  tags: ['Guest bookings'],
  summary: 'Change hours, travelers, message or purpose of a draft or an updatable booking (spec 2 §4)',
  security: signedIn,
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: { params: idParam, body: jsonBody(UpdateBookingRequestSchema) },
  responses: { ...actionResponses, 400: badBody() },
})

export const snoozeGuestBookingRoute = createRoute({
  method: 'patch',
  path: '/v4/bookings-guest/{id}/snooze/',
  tags: ['Guest bookings'],
  summary: 'Hide a to-do for a day',
  security: signedIn,
  middleware: [signedInOnly] as const,
  request: { params: idParam },
  responses: actionResponses,
})

export const cancelGuestBookingRoute = createRoute({
  method: 'patch',
  path: '/v4/bookings-guest/{id}/cancel/',
  tags: ['Guest bookings'],
  summary: 'Cancel (or withdraw) a booking with one of the guest cancel reasons',
  security: signedIn,
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: { params: idParam, body: jsonBody(GuestCancelRequestSchema) },
  responses: { ...actionResponses, 400: badBody() },
})

export const validateGuestBookingRoute = createRoute({
  method: 'patch',
  path: '/v4/bookings-guest/{id}/validate/',
  tags: ['Guest bookings'],
  summary: 'Send the request to the owner, or book an instant booking (it then holds the dates and is payable)',
  security: signedIn,
  middleware: [signedInOnly] as const,
  request: { params: idParam },
  responses: {
    ...actionResponses,
    403: jsonContent(
      DetailErrorSchema,
      "Not the booking's guest (code forbidden), or the guest's email address is not confirmed yet (code email_not_verified)",
    ),
    409: alreadyBooked,
  },
})
