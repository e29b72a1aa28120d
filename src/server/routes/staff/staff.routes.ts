import { createRoute, z } from '@hono/zod-openapi'
import { BOOKING_STATUSES } from '../../../domain/booking-status'
import { DASHBOARD_STATUSES, DOCUMENT_TYPES } from '../../../domain/document-rules'
import { STAFF_DOCUMENT_STATUSES, STAFF_TARGET_TYPES } from '../../../domain/staff-queries'
import { CAMPER_STATUSES } from '../../db/schema'
import { staffOnly } from '../../http/authentication'
import {
  badRequest,
  coercedId,
  DetailErrorSchema,
  jsonContent,
  notSignedIn,
  notStaff,
  pathId,
  signedIn,
} from '../../http/openapi-helpers'
import { pageQueryFields, paginatedSchema } from '../../http/pagination'
import { invalid } from '../../http/validation-hook'
import { DocumentSchema } from '../documents/documents.routes'

// The spec names no staff calls besides log-as and the document decisions: these follow /v4/bookings-staff/.
const staffErrors = { 401: notSignedIn, 403: notStaff }

const PersonSchema = z
  .object({ id: z.number().int(), email: z.string(), first_name: z.string(), last_name: z.string() })
  .openapi('StaffPerson')

export const StaffUserSummarySchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    is_active: z.boolean().openapi({ description: 'False for a deactivated or deleted account (log-as refuses it)' }),
    is_owner: z.boolean(),
    is_staff: z.boolean(),
    is_pro: z.boolean(),
    joined_at: z.string().openapi({ format: 'date-time' }),
    nb_campers: z.number().int().openapi({ description: 'Campers the user owns' }),
    nb_bookings: z.number().int().openapi({ description: 'Bookings the user made as a guest' }),
  })
  .openapi('StaffUserSummary')

const StaffUserDetailSchema = StaffUserSummarySchema.extend({
  phone: z.string().nullable(),
  locale: z.string(),
  professional_type: z.string().nullable(),
  campers: z.array(z.object({ id: z.number().int(), title: z.string(), status: z.enum(CAMPER_STATUSES) })),
  bookings: z
    .array(
      z.object({
        id: z.number().int(),
        camper_id: z.number().int(),
        camper_title: z.string(),
        side: z
          .enum(['guest', 'owner'])
          .openapi({ description: 'Whether the user is the guest or the camper’s owner' }),
        state: z.enum(BOOKING_STATUSES),
        date_from: z.string().openapi({ format: 'date' }),
        date_to: z.string().openapi({ format: 'date' }),
        created_at: z.string().openapi({ format: 'date-time' }),
      }),
    )
    .openapi({ description: 'The latest 50, as guest or as owner, newest first' }),
  documents: z.array(
    z.object({
      id: z.number().int(),
      document_type: z.enum(DOCUMENT_TYPES),
      dashboard_status: z.enum(DASHBOARD_STATUSES),
      is_mandatory: z.boolean(),
      camper_id: z.number().int().nullable(),
      updated_at: z.string().openapi({ format: 'date-time' }),
    }),
  ),
}).openapi('StaffUserDetail')

const StaffDocumentSchema = DocumentSchema.extend({ user: PersonSchema }).openapi('StaffDocument')

const StaffActionSchema = z
  .object({
    id: z.number().int(),
    staff: PersonSchema,
    action: z.string().openapi({ example: 'document_validate' }),
    target_type: z.enum(STAFF_TARGET_TYPES),
    target_id: z.number().int(),
    detail: z.record(z.string(), z.unknown()).openapi({
      description: 'What the action needed to be understood later (a refusal’s reason, the log-as target…)',
    }),
    created_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('StaffAction')

export const searchStaffUsersRoute = createRoute({
  method: 'get',
  path: '/v4/staff/users/',
  tags: ['Staff'],
  summary: 'Staff: find users by email, name or id, newest first',
  security: signedIn,
  middleware: [staffOnly] as const,
  request: {
    query: z.object({
      q: z
        .string()
        .max(200, 'Ensure this field has no more than 200 characters.')
        .optional()
        .openapi({ description: 'Part of an email, a first, last or full name, or a user id; empty lists everyone' }),
      ...pageQueryFields(20),
    }),
  },
  responses: {
    200: jsonContent(paginatedSchema(StaffUserSummarySchema, 'StaffUserPage'), 'One page of users'),
    400: badRequest,
    ...staffErrors,
  },
})

export const getStaffUserRoute = createRoute({
  method: 'get',
  path: '/v4/staff/users/{id}/',
  tags: ['Staff'],
  summary: 'Staff: one user with their campers, latest bookings and documents',
  security: signedIn,
  middleware: [staffOnly] as const,
  request: { params: z.object({ id: pathId('id', 7) }) },
  responses: {
    200: jsonContent(StaffUserDetailSchema, 'The user'),
    400: badRequest,
    ...staffErrors,
    404: jsonContent(DetailErrorSchema, 'No such user'),
  },
})

export const listStaffDocumentsRoute = createRoute({
  method: 'get',
  path: '/v4/staff/documents/',
  tags: ['Staff'],
  summary:
    'Staff: documents by status with their user; VALIDATION_ASKED (the default) is a queue, oldest request first',
  security: signedIn,
  middleware: [staffOnly] as const,
  request: {
    query: z.object({
      status: z.enum(STAFF_DOCUMENT_STATUSES, invalid('Not a valid choice.')).default('VALIDATION_ASKED'),
      ...pageQueryFields(20),
    }),
  },
  responses: {
    200: jsonContent(paginatedSchema(StaffDocumentSchema, 'StaffDocumentPage'), 'One page of documents'),
    400: badRequest,
    ...staffErrors,
  },
})

export const listStaffActionsRoute = createRoute({
  method: 'get',
  path: '/v4/staff/audit/',
  tags: ['Staff'],
  summary:
    'Staff: the audit log of staff actions (log-as, document decisions, cancellations, moderation), newest first',
  security: signedIn,
  middleware: [staffOnly] as const,
  request: {
    query: z.object({
      staff_id: coercedId().optional().openapi({ description: 'Only this staff member’s actions' }),
      target_type: z.enum(STAFF_TARGET_TYPES, invalid('Not a valid choice.')).optional(),
      target_id: coercedId().optional(),
      action: z
        .string()
        .trim()
        .max(64, 'Ensure this field has no more than 64 characters.')
        .optional()
        .openapi({ example: 'log_as' }),
      ...pageQueryFields(20),
    }),
  },
  responses: {
    200: jsonContent(paginatedSchema(StaffActionSchema, 'StaffActionPage'), 'One page of staff actions'),
    400: badRequest,
    ...staffErrors,
  },
})
