import { createRoute, z } from '@hono/zod-openapi'
import { badRequest, DetailErrorSchema, idParam, jsonContent, notSignedIn, signedIn } from '../../http/openapi-helpers'
import { pageQueryFields, paginatedSchema } from '../../http/pagination'

const route = { tags: ['Notifications'], security: signedIn }

export const NotificationSchema = z
  .object({
    id: z.number().int(),
    kind: z.string().openapi({ description: 'What happened (machines/booking.notifications.ts)', example: 'accepted' }),
    booking_id: z.number().int().nullable(),
    title: z.string().openapi({ description: "In the request's language; the email's subject" }),
    body: z.string(),
    path: z.string().openapi({ description: 'The page it is about, without the locale', example: '/d/trips/42' }),
    created_at: z.string().openapi({ format: 'date-time' }),
    read_at: z.string().nullable().openapi({ format: 'date-time' }),
  })
  .openapi('Notification')

const NotificationPageSchema = paginatedSchema(NotificationSchema, 'NotificationPage').extend({
  unread_count: z.number().int().openapi({ description: 'Unread notifications in all pages: the bell’s badge' }),
})

export const listNotificationsRoute = createRoute({
  ...route,
  method: 'get',
  path: '/v4/notifications/',
  summary: "The signed-in user's notifications, newest first, with the unread count",
  request: { query: z.object(pageQueryFields(20)) },
  responses: {
    200: jsonContent(NotificationPageSchema, 'One page of notifications'),
    400: badRequest,
    401: notSignedIn,
  },
})

export const readNotificationRoute = createRoute({
  ...route,
  method: 'post',
  path: '/v4/notifications/{id}/read/',
  summary: 'Marks one notification read',
  request: { params: idParam },
  responses: {
    204: { description: 'Read' },
    400: badRequest,
    401: notSignedIn,
    404: jsonContent(DetailErrorSchema, 'No such notification of yours'),
  },
})

export const readAllNotificationsRoute = createRoute({
  ...route,
  method: 'post',
  path: '/v4/notifications/read-all/',
  summary: 'Marks every notification read',
  responses: { 204: { description: 'All read' }, 401: notSignedIn },
})
