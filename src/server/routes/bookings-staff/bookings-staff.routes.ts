import { createRoute, z } from '@hono/zod-openapi'
import { staffOnly } from '../../http/authentication'
import { jsonBodyOnly } from '../../http/body-media-type'
import { DetailErrorSchema, jsonContent } from '../../http/error-schemas'
import { invalid } from '../../http/validation-hook'
import { BookingSchema, badBody, idParam, jsonBody, noSuchBooking, notInValidState, notSignedIn, signedIn } from '../bookings-guest/bookings-guest.routes'

// The spec names no staff booking call: this path follows the guest and owner ones (/v4/bookings-<side>/{id}/cancel/).
const StaffCancelRequestSchema = z
  .object({
    reason: z
      .string(invalid('Not a valid string.'))
      .trim()
      .min(1, 'This field may not be blank.')
      .max(2000, 'Ensure this field has no more than 2000 characters.')
      .openapi({ description: 'Why staff cancel the booking (kept as the cancel message; the cancel reason becomes staff or both)' }),
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
    400: badBody,
    401: notSignedIn,
    403: jsonContent(DetailErrorSchema, 'Not staff (code not_staff)'),
    404: noSuchBooking,
    405: notInValidState,
  },
})
