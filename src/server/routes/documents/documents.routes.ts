import { createRoute, z } from '@hono/zod-openapi'
import {
  DASHBOARD_STATUSES,
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  REFUSAL_REASON_MAX_LENGTH,
} from '../../../domain/document-rules'
import { signedInOnly, staffOnly } from '../../http/authentication'
import { jsonBodyOnly, multipartBodyOnly } from '../../http/body-media-type'
import {
  badBody,
  DetailErrorSchema,
  idNumber,
  jsonBody,
  jsonContent,
  notSignedIn,
  notStaff,
  pathId,
  signedIn,
} from '../../http/openapi-helpers'
import { invalid } from '../../http/validation-hook'
import { dayField } from '../search/search-query'
import { PAGE_CONTENT_TYPES } from '../../services/documents/documents'

const documentId = z.object({ id: pathId('id', 31, 'The document id') })
const pageParams = documentId.extend({ page_id: pathId('page_id', 4, 'The page id') })

const notFound = jsonContent(DetailErrorSchema, 'No such document, or not yours (only its user and staff read it)')
const badDocumentBody = badBody('Field errors, or a body in the wrong media type')
const notInValidState = (description: string) =>
  jsonContent(DetailErrorSchema, `${description} (code DOCUMENT_NOT_IN_VALID_STATE)`)

const PageSchema = z
  .object({
    id: z.number().int(),
    doc_status: z.enum(DOCUMENT_STATUSES),
    file_name: z.string(),
    content_type: z.string(),
    size: z.number().int(),
    url: z.string().openapi({
      description: 'GET it with the same headers: only the document’s user and staff may',
      example: '/3/docs/31/pages/4/file/',
    }),
  })
  .openapi('DocumentPage')

export const DocumentSchema = z
  .object({
    id: z.number().int(),
    document_type: z.enum(DOCUMENT_TYPES),
    status: z.enum(DOCUMENT_STATUSES),
    dashboard_status: z.enum(DASHBOARD_STATUSES).openapi({ description: 'What the dashboard shows, expiry included' }),
    is_mandatory: z.boolean(),
    expiration_date: z.string().nullable().openapi({ format: 'date' }),
    expiration_date_mandatory: z.boolean(),
    real_edition_date: z.string().nullable().openapi({ format: 'date' }),
    idn: z.string().nullable().openapi({ description: 'The document’s identification number' }),
    refusal_reason: z.string().nullable(),
    check_result: z
      .string()
      .nullable()
      .openapi({ description: 'The document checker’s last verdict: authentic, suspicious or unreadable' }),
    camper_id: z.number().int().nullable(),
    booking_id: z.number().int().nullable(),
    emergency_warning_seen: z
      .boolean()
      .openapi({ description: 'The covid proof’s emergency warning page was shown (it is shown once)' }),
    pages: z.array(PageSchema),
  })
  .openapi('Document')

const DocumentListSchema = z
  .object({ count: z.number().int(), results: z.array(DocumentSchema) })
  .openapi('DocumentList')

const UpdateDocumentSchema = z
  .object({
    expiration_date: dayField.nullable().optional(),
    real_edition_date: dayField.nullable().optional(),
    idn: z
      .string(invalid('Not a valid string.'))
      .trim()
      .max(64, 'Ensure this field has no more than 64 characters.')
      .nullable()
      .optional(),
    emergency_warning_seen: z.literal(true, { error: 'Only true is accepted.' }).optional(),
  })
  .openapi('DocumentChange')

const MAX_PAGE_BYTES = 5 * 1024 * 1024
const PageFormSchema = z
  .object({
    page: z
      .custom<File>((value) => value instanceof File, 'Upload a file.')
      .refine(
        (file) => (PAGE_CONTENT_TYPES as readonly string[]).includes(file.type),
        'Upload a JPEG, PNG, WebP or PDF file.',
      )
      .refine((file) => file.size > 0 && file.size <= MAX_PAGE_BYTES, 'The file must be between 1 byte and 5 MB.')
      .openapi({ type: 'string', format: 'binary', description: 'JPEG, PNG, WebP or PDF, up to 5 MB' }),
    expiration_date: dayField
      .optional()
      .openapi({ description: 'Sent along when the document’s expiration date is mandatory' }),
  })
  .openapi('DocumentPageUpload')

const RefuseSchema = z
  .object({
    reason: z
      .string(invalid('Not a valid string.'))
      .trim()
      .min(1, 'This field may not be blank.')
      .max(REFUSAL_REASON_MAX_LENGTH, `Ensure this field has no more than ${REFUSAL_REASON_MAX_LENGTH} characters.`),
  })
  .openapi('DocumentRefusal')
const CheckRequestSchema = z.object({ document_id: idNumber() }).openapi('DocumentCheckRequest')
const CheckResultSchema = z
  .object({
    document_id: z.number().int(),
    verdict: z.enum(['authentic', 'suspicious', 'unreadable']),
    score: z.number().int().min(0).max(100),
  })
  .openapi('DocumentCheckResult')

const documentAnswer = (description: string) => ({
  200: jsonContent(DocumentSchema, description),
  401: notSignedIn,
  404: notFound,
})

export const getDocumentRoute = createRoute({
  method: 'get',
  path: '/3/docs/{id}/',
  tags: ['Documents'],
  summary: 'One document with its pages',
  security: signedIn,
  middleware: [signedInOnly] as const,
  request: { params: documentId },
  responses: documentAnswer('The document'),
})

export const updateDocumentRoute = createRoute({
  method: 'patch',
  path: '/3/docs/{id}/',
  tags: ['Documents'],
  summary: 'Change the expiration date, edition date or number, or mark the emergency warning seen',
  security: signedIn,
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: { params: documentId, body: jsonBody(UpdateDocumentSchema) },
  responses: { ...documentAnswer('The changed document'), 400: badDocumentBody },
})

export const addPageRoute = createRoute({
  method: 'post',
  path: '/3/docs/{id}/pages/',
  tags: ['Documents'],
  summary: 'Upload a page (multipart field page); the document becomes ADDED unless VALIDATION_ASKED',
  security: signedIn,
  middleware: [signedInOnly, multipartBodyOnly] as const,
  request: {
    params: documentId,
    body: { required: true, content: { 'multipart/form-data': { schema: PageFormSchema } } },
  },
  responses: {
    201: jsonContent(DocumentSchema, 'The document with its new page'),
    401: notSignedIn,
    404: notFound,
    400: badDocumentBody,
    405: notInValidState('A document valid today takes no new pages'),
  },
})

export const deletePageRoute = createRoute({
  method: 'delete',
  path: '/3/docs/{id}/pages/{page_id}/',
  tags: ['Documents'],
  summary: 'Remove a page and its file',
  security: signedIn,
  middleware: [signedInOnly] as const,
  request: { params: pageParams },
  responses: {
    204: { description: 'Removed' },
    401: notSignedIn,
    404: notFound,
    400: badDocumentBody,
    405: notInValidState('A document valid today keeps its pages'),
  },
})

export const pageFileRoute = createRoute({
  method: 'get',
  path: '/3/docs/{id}/pages/{page_id}/file/',
  tags: ['Documents'],
  summary: 'A page’s file, for the document’s user and staff only',
  security: signedIn,
  middleware: [signedInOnly] as const,
  request: { params: pageParams },
  responses: {
    200: {
      content: { 'application/octet-stream': { schema: z.string().openapi({ type: 'string', format: 'binary' }) } },
      description: 'The file, as an attachment',
    },
    401: notSignedIn,
    404: notFound,
  },
})

export const askValidationRoute = createRoute({
  method: 'post',
  path: '/3/docs/{id}/ask-validation/',
  tags: ['Documents'],
  summary: 'Send an ADDED document to staff (VALIDATION_ASKED)',
  security: signedIn,
  middleware: [signedInOnly] as const,
  request: { params: documentId },
  responses: {
    ...documentAnswer('The document, VALIDATION_ASKED'),
    400: badDocumentBody,
    405: notInValidState('Only an ADDED document can be sent'),
  },
})

const staffDecision = {
  403: notStaff,
  405: notInValidState('Not waiting for a decision'),
}

export const validateDocumentRoute = createRoute({
  method: 'post',
  path: '/3/docs/{id}/validate/',
  tags: ['Documents'],
  summary: 'Staff: validate a document',
  security: signedIn,
  middleware: [staffOnly] as const,
  request: { params: documentId },
  responses: { ...documentAnswer('The validated document'), ...staffDecision },
})

export const refuseDocumentRoute = createRoute({
  method: 'post',
  path: '/3/docs/{id}/refuse/',
  tags: ['Documents'],
  summary: 'Staff: refuse a document with a reason',
  security: signedIn,
  middleware: [staffOnly, jsonBodyOnly] as const,
  request: { params: documentId, body: jsonBody(RefuseSchema) },
  responses: { ...documentAnswer('The refused document'), ...staffDecision, 400: badDocumentBody },
})

export const guestDocumentsRoute = createRoute({
  method: 'get',
  path: '/3/docs/guest/',
  tags: ['Documents'],
  summary: 'The caller’s driver documents (staff: any user’s with user_id)',
  security: signedIn,
  middleware: [signedInOnly] as const,
  request: {
    query: z.object({
      user_id: pathId('user_id', 12, 'Staff only: whose documents')
        .optional()
        .openapi({ param: { name: 'user_id', in: 'query' } }),
    }),
  },
  responses: { 200: jsonContent(DocumentListSchema, 'The documents'), 401: notSignedIn, 404: notFound },
})

export const ownerDocumentsRoute = createRoute({
  method: 'get',
  path: '/3/docs/owner/',
  tags: ['Documents'],
  summary: 'The caller’s owner and company documents (staff: any user’s with user_id)',
  security: signedIn,
  middleware: [signedInOnly] as const,
  request: {
    query: z.object({
      user_id: pathId('user_id', 12, 'Staff only: whose documents')
        .optional()
        .openapi({ param: { name: 'user_id', in: 'query' } }),
    }),
  },
  responses: { 200: jsonContent(DocumentListSchema, 'The documents'), 401: notSignedIn, 404: notFound },
})

const listAnswer = { 200: jsonContent(DocumentListSchema, 'The documents'), 401: notSignedIn, 404: notFound }

export const vehicleDocumentsRoute = createRoute({
  method: 'get',
  path: '/3/docs/vehicle/{id}/',
  tags: ['Documents'],
  summary: 'A camper’s documents, for its owner and staff',
  security: signedIn,
  middleware: [signedInOnly] as const,
  request: { params: z.object({ id: pathId('id', 12, 'The camper id') }) },
  responses: listAnswer,
})

export const bookingDocumentsRoute = createRoute({
  method: 'get',
  path: '/3/docs/booking/{id}/',
  tags: ['Documents'],
  summary: 'A trip’s documents, for its guest and staff',
  security: signedIn,
  middleware: [signedInOnly] as const,
  request: { params: z.object({ id: pathId('id', 1204, 'The booking id') }) },
  responses: listAnswer,
})

export const documentCheckRoute = createRoute({
  method: 'post',
  path: '/v4/doctective/check/',
  tags: ['Documents'],
  summary: 'Have the document checker read a document’s pages',
  security: signedIn,
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: { body: jsonBody(CheckRequestSchema) },
  responses: {
    200: jsonContent(CheckResultSchema, 'The checker’s verdict'),
    401: notSignedIn,
    404: notFound,
    400: badDocumentBody,
  },
})
