import { createRoute, z } from '@hono/zod-openapi'
import { invalid } from '../../http/validation-hook'
import { signedInOnly } from '../../http/authentication'
import { jsonBodyOnly } from '../../http/body-media-type'
import {
  badBody,
  DetailErrorSchema,
  FieldErrorsSchema,
  jsonBody,
  jsonContent,
  notSignedIn,
  signedIn,
} from '../../http/openapi-helpers'

export const EmailChangeRequestSchema = z
  .object({
    new_email: z
      .email(invalid('Enter a valid email address.'))
      .max(254, 'Ensure this field has no more than 254 characters.'),
    password: z
      .string(invalid('Not a valid string.'))
      .min(1, 'This field may not be blank.')
      .max(1024, 'Ensure this field has no more than 1024 characters.')
      .openapi({ description: 'The current password: changing the sign-in address asks the account holder again' }),
  })
  .openapi('EmailChangeRequest')

export const PendingEmailChangeSchema = z
  .object({
    new_email: z.string().openapi({ description: 'The address the link was sent to' }),
    expires_at: z.string().openapi({ format: 'date-time', description: 'When the link stops working' }),
  })
  .openapi('PendingEmailChange')

export const EmailChangeStateSchema = z
  .object({ pending: PendingEmailChangeSchema.nullable() })
  .openapi('EmailChangeState')

export const EmailChangeConfirmationSchema = z
  .object({
    token: z
      .string(invalid('Not a valid string.'))
      .min(1, 'This field may not be blank.')
      .max(256, 'Ensure this field has no more than 256 characters.')
      .openapi({ description: 'The token of the link emailed to the new address' }),
  })
  .openapi('EmailChangeConfirmation')

const DetailSchema = z.object({ detail: z.string() }).openapi('EmailChangeDetail')

const tooMany = {
  ...jsonContent(DetailErrorSchema, 'Too many change emails for this account in the last hour'),
  headers: z.object({ 'Retry-After': z.string().openapi({ description: 'Seconds to wait' }) }),
}

export const getEmailChangeRoute = createRoute({
  method: 'get',
  path: '/v4/users/me/email-change/',
  tags: ['Users'],
  summary: 'The change of email address waiting for its link, if any',
  security: signedIn,
  middleware: [signedInOnly] as const,
  responses: {
    200: jsonContent(EmailChangeStateSchema, 'The pending change, or null'),
    401: notSignedIn,
  },
})

export const requestEmailChangeRoute = createRoute({
  method: 'post',
  path: '/v4/users/me/email-change/',
  tags: ['Users'],
  summary:
    'Ask to change the email address: a link goes to the new address, a notice to the current one; the address changes when the link is opened',
  security: signedIn,
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: { body: jsonBody(EmailChangeRequestSchema) },
  responses: {
    202: jsonContent(PendingEmailChangeSchema, 'The change waits for its link (an earlier pending one is replaced)'),
    400: badBody(
      'Field errors: new_email not an address, the current one, or used by another account; password not correct',
    ),
    401: notSignedIn,
    429: tooMany,
  },
})

export const cancelEmailChangeRoute = createRoute({
  method: 'delete',
  path: '/v4/users/me/email-change/',
  tags: ['Users'],
  summary: 'Cancel the pending change of email address: its link stops working',
  security: signedIn,
  middleware: [signedInOnly] as const,
  responses: {
    204: { description: 'Cancelled, or nothing was pending' },
    401: notSignedIn,
  },
})

export const resendEmailChangeRoute = createRoute({
  method: 'post',
  path: '/v4/users/me/email-change/resend/',
  tags: ['Users'],
  summary: 'Email a new link for the pending change of address (the earlier link stops working)',
  security: signedIn,
  middleware: [signedInOnly] as const,
  responses: {
    202: jsonContent(PendingEmailChangeSchema, 'A new link is on its way'),
    400: jsonContent(DetailErrorSchema, 'No change is pending (code NO_PENDING_EMAIL_CHANGE)'),
    401: notSignedIn,
    429: tooMany,
  },
})

export const confirmEmailChangeRoute = createRoute({
  method: 'post',
  path: '/v4/users/auth/email-change/confirm/',
  tags: ['Auth'],
  summary: 'Open the link emailed to the new address: the account signs in with it from now on (no sign-in needed)',
  middleware: [jsonBodyOnly] as const,
  request: { body: jsonBody(EmailChangeConfirmationSchema) },
  responses: {
    200: jsonContent(DetailSchema, 'The address is changed'),
    400: jsonContent(
      z.union([FieldErrorsSchema, DetailErrorSchema]),
      'No token (field errors), or the link is not valid (code EMAIL_CHANGE_LINK_INVALID), used (EMAIL_CHANGE_LINK_USED), cancelled or replaced (EMAIL_CHANGE_LINK_CANCELLED), expired (EMAIL_CHANGE_LINK_EXPIRED), or another account took the address meanwhile (EMAIL_TAKEN)',
    ),
  },
})
