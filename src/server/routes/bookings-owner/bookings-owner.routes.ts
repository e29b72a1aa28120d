import { createRoute } from '@hono/zod-openapi'
import { signedInOnly } from '../../http/authentication'
import { jsonBodyOnly } from '../../http/body-media-type'
import { jsonContent } from '../../http/error-schemas'
import {
  BookingListQuerySchema, BookingOptionsSchema, OwnerBookingListSchema, OwnerBookingSchema, OwnerCancelRequestSchema, alreadyBooked, badBody, idParam,
  jsonBody, noSuchBooking, notInValidState, notSignedIn, notYours, signedIn,
} from '../bookings-guest/bookings-guest.routes'

const actionResponses = { 200: jsonContent(OwnerBookingSchema, 'The booking after the action'), 401: notSignedIn, 403: notYours, 404: noSuchBooking, 405: notInValidState }

export const listOwnerBookingsRoute = createRoute({
  method: 'get',
  path: '/v4/bookings-owner/',
  tags: ['Owner bookings'],
  summary: "Bookings of the caller's campers (requests sent, not drafts): to-dos first",
  security: signedIn,
  middleware: [signedInOnly] as const,
  request: { query: BookingListQuerySchema },
  responses: { 200: jsonContent(OwnerBookingListSchema, 'One page of bookings'), 400: badBody, 401: notSignedIn },
})

export const ownerBookingOptionsRoute = createRoute({
  method: 'get',
  path: '/v4/bookings-owner/options/',
  tags: ['Owner bookings'],
  summary: 'Filter choices with counts (the list opens on the first non-empty of TO_DO, WAITING, CONFIRMED), owner cancel reasons',
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
  responses: { 200: jsonContent(OwnerBookingSchema, 'The booking'), 401: notSignedIn, 403: notYours, 404: noSuchBooking },
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
  responses: { ...actionResponses, 400: badBody },
})

export const cancelOwnerBookingRoute = createRoute({
  method: 'patch',
  path: '/v4/bookings-owner/{id}/cancel/',
  tags: ['Owner bookings'],
  summary: 'Cancel an accepted booking with one of the owner reasons',
  security: signedIn,
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: { params: idParam, body: jsonBody(OwnerCancelRequestSchema) },
  responses: { ...actionResponses, 400: badBody },
})
