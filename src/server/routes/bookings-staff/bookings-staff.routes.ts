import { createRoute, z } from '@hono/zod-openapi'
import { BOOKING_STATUSES } from '../../../domain/booking-status'
import { staffOnly } from '../../http/authentication'
import { jsonBodyOnly } from '../../http/body-media-type'
import {
  badBody,
  badRequest,
  DetailErrorSchema,
  idParam,
  jsonBody,
  jsonContent,
  notSignedIn,
  notStaff,
  signedIn,
} from '../../http/openapi-helpers'
import { pageQueryFields, paginatedSchema } from '../../http/pagination'
import { invalid } from '../../http/validation-hook'
import { BookingSchema, noSuchBooking, notInValidState } from '../bookings-guest/bookings-guest.routes'

// The spec names no staff booking call: this path follows the guest and owner ones (/v4/bookings-<side>/{id}/cancel/).
const StaffCancelRequestSchema = z
  .object({
    reason: z
      .string(invalid('Not a valid string.'))
      .trim()
      .min(1, 'This field may not be blank.')
      .max(2000, 'Ensure this field has no more than 2000 characters.')
      .openapi({
        description:
          'Why staff cancel the booking (kept as the cancel message; the cancel reason becomes staff or both)',
      }),
    both: z
      .boolean(invalid('Must be a valid boolean.'))
      .default(false)
      .openapi({ description: 'The guest and the owner agreed to cancel: CANCELLED_BOTH instead of CANCELLED_STAFF' }),
  })
  .openapi('StaffCancelRequest')

export const cancelStaffBookingRoute = createRoute({
  method: 'patch',
  path: '/v4/bookings-staff/{id}/cancel/',
  tags: ['Staff bookings'],
  summary: 'Cancel any booking as staff: CANCELLED_STAFF (or CANCELLED_BOTH), and everything paid is refunded',
  security: signedIn,
  middleware: [staffOnly, jsonBodyOnly] as const,
  request: { params: idParam, body: jsonBody(StaffCancelRequestSchema) },
  responses: {
    200: jsonContent(BookingSchema, 'The booking after the cancellation, as its guest sees it'),
    400: badBody(),
    401: notSignedIn,
    403: notStaff,
    404: noSuchBooking,
    405: notInValidState,
  },
})

const StaffBookingPersonSchema = z
  .object({ id: z.number().int(), email: z.string(), first_name: z.string(), last_name: z.string() })
  .openapi('StaffBookingPerson')

export const StaffBookingSummarySchema = z
  .object({
    id: z.number().int(),
    camper_id: z.number().int(),
    camper_title: z.string(),
    guest: StaffBookingPersonSchema,
    owner: StaffBookingPersonSchema,
    state: z.enum(BOOKING_STATUSES),
    is_instant: z.boolean(),
    date_from: z.string().openapi({ format: 'date' }),
    date_to: z.string().openapi({ format: 'date', description: 'The day after the last night (half-open)' }),
    total_price: z.number().int().openapi({ description: 'Minor units of currency' }),
    currency: z.string(),
    created_at: z.string().openapi({ format: 'date-time' }),
    cancel_reason: z
      .string()
      .nullable()
      .openapi({ description: 'Why it was cancelled or refused (staff, both, or a guest or owner reason)' }),
    cancel_message: z.string().nullable(),
    can_cancel: z
      .boolean()
      .openapi({ description: 'Whether PATCH /v4/bookings-staff/{id}/cancel/ is possible in this state' }),
  })
  .openapi('StaffBookingSummary')

const StaffBookingDetailSchema = StaffBookingSummarySchema.extend({
  next_timer: z
    .object({
      event: z.enum(['timer.draft_expired', 'timer.acceptance_expired', 'timer.trip_started', 'timer.trip_ended']),
      at: z.string().openapi({ format: 'date-time' }),
    })
    .nullable()
    .openapi({
      description:
        'The server timer the booking waits for and when it falls due (a draft’s expiry, an answer or payment deadline, the trip’s start or end); null for none',
    }),
  history: z
    .array(
      z.object({
        from_state: z.enum(BOOKING_STATUSES).nullable().openapi({ description: 'Null for the request itself' }),
        to_state: z.enum(BOOKING_STATUSES),
        event: z.string().openapi({ example: 'owner.accept' }),
        actor_id: z
          .number()
          .int()
          .nullable()
          .openapi({ description: 'Who sent the event; null for the server’s timers' }),
        at: z.string().openapi({ format: 'date-time' }),
      }),
    )
    .openapi({ description: 'Every status change, oldest first' }),
}).openapi('StaffBookingDetail')

export const searchStaffBookingsRoute = createRoute({
  method: 'get',
  path: '/v4/bookings-staff/',
  tags: ['Staff bookings'],
  summary: 'Staff: find bookings by id or by the guest’s or owner’s email, and by state, newest first',
  security: signedIn,
  middleware: [staffOnly] as const,
  request: {
    query: z.object({
      q: z.string().max(200, 'Ensure this field has no more than 200 characters.').optional().openapi({
        description: 'A booking id (or #id), or part of the guest’s or the owner’s email; empty lists every booking',
      }),
      state: z.enum(BOOKING_STATUSES, invalid('Not a valid choice.')).optional(),
      ...pageQueryFields(20),
    }),
  },
  responses: {
    200: jsonContent(paginatedSchema(StaffBookingSummarySchema, 'StaffBookingPage'), 'One page of bookings'),
    400: badRequest,
    401: notSignedIn,
    403: notStaff,
  },
})

export const getStaffBookingRoute = createRoute({
  method: 'get',
  path: '/v4/bookings-staff/{id}/',
  tags: ['Staff bookings'],
  summary: 'Staff: one booking with its guest, its owner and its status history',
  security: signedIn,
  middleware: [staffOnly] as const,
  request: { params: idParam },
  responses: {
    200: jsonContent(StaffBookingDetailSchema, 'The booking'),
    400: badRequest,
    401: notSignedIn,
    403: notStaff,
    404: noSuchBooking,
  },
})

export const runStaffBookingTimerRoute = createRoute({
  method: 'post',
  path: '/v4/bookings-staff/{id}/replay-clock/',
  tags: ['Staff bookings'],
  summary:
    'Replay clock (only with REPLAY_CLOCK=1, else 404): run the booking’s next timer now, as the timers job would at its due moment',
  security: signedIn,
  middleware: [staffOnly] as const,
  request: { params: idParam },
  responses: {
    200: jsonContent(StaffBookingDetailSchema, 'The booking after its timer ran'),
    400: badRequest,
    401: notSignedIn,
    403: notStaff,
    404: jsonContent(DetailErrorSchema, 'No such booking, or the server runs without REPLAY_CLOCK'),
    405: jsonContent(DetailErrorSchema, 'The booking waits for no timer (code BOOKING_NOT_IN_VALID_STATE)'),
  },
})
