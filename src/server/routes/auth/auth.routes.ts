import { createRoute, z } from '@hono/zod-openapi'
import { invalid } from '../../http/validation-hook'
import { jsonBodyOnly, requireBody } from '../../http/body-media-type'
import { ApiError } from '../../http/api-error'
import { signedInOnly, staffOnly } from '../../http/authentication'
import {
  DetailErrorSchema,
  FieldErrorsSchema,
  jsonBody,
  jsonContent,
  notSignedIn,
  notStaff,
  OAuthErrorSchema,
  optionallySignedIn,
  signedIn,
} from '../../http/openapi-helpers'

const formField = (max: number, description: string) => z.string().max(max).optional().openapi({ description })

export const TokenRequestSchema = z
  .object({
    grant_type: formField(32, 'password or refresh_token'),
    username: formField(254, 'The email address (password grant); `email` is accepted too'),
    email: formField(254, 'Alias of username'),
    password: formField(1024, 'password grant'),
    refresh_token: formField(256, 'refresh_token grant'),
    client_id: formField(128, 'The public client id of the app'),
    scope: formField(128, 'Ignored: every token gets the full scope'),
  })
  .openapi('TokenRequest')

export const TokenResponseSchema = z
  .object({
    access_token: z.string(),
    refresh_token: z.string(),
    expires_in: z.number().int().openapi({ description: 'Seconds until the access token expires' }),
    token_type: z.literal('Bearer'),
    scope: z.string(),
  })
  .openapi('TokenResponse')

export const RevokeTokenRequestSchema = z
  .object({
    token: formField(256, 'An access or refresh token: its whole session ends'),
    token_type_hint: formField(32, 'access_token or refresh_token; not needed'),
    client_id: formField(128, 'The public client id of the app'),
  })
  .openapi('RevokeTokenRequest')

export const LogAsRequestSchema = z
  .object({ user_id: z.number(invalid('A valid integer is required.')).int().positive().max(2_147_483_647) })
  .openapi('LogAsRequest')

const DetailSchema = z.object({ detail: z.string() }).openapi('DetailMessage')

const formBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/x-www-form-urlencoded': { schema } },
})

// OAuth calls answer in the OAuth error shape even when the body is not a form at all.
const formBodyOnly = requireBody('form', (message) => ApiError.oauth(400, 'invalid_request', message))

export const tokenRoute = createRoute({
  method: 'post',
  path: '/oauth/token/',
  tags: ['Auth'],
  summary: 'Sign in with a password, or exchange a refresh token for a new pair',
  middleware: [formBodyOnly] as const,
  request: { body: formBody(TokenRequestSchema) },
  responses: {
    200: jsonContent(TokenResponseSchema, 'A new access and refresh token'),
    400: jsonContent(
      OAuthErrorSchema,
      'bad_credentials, missing_credentials, invalid_grant, unsupported_grant_type or invalid_request',
    ),
    401: jsonContent(OAuthErrorSchema, 'invalid_client'),
    429: {
      ...jsonContent(DetailErrorSchema, 'Too many failed sign-ins for this account or address'),
      headers: z.object({ 'Retry-After': z.string().openapi({ description: 'Seconds to wait' }) }),
    },
  },
})

export const revokeTokenRoute = createRoute({
  method: 'post',
  path: '/oauth/revoke_token/',
  tags: ['Auth'],
  summary: 'End the session a token belongs to (RFC 7009: an unknown token is not an error)',
  middleware: [formBodyOnly] as const,
  request: { body: formBody(RevokeTokenRequestSchema) },
  responses: {
    200: jsonContent(DetailSchema, 'Revoked, or nothing to revoke'),
    400: jsonContent(OAuthErrorSchema, 'invalid_request: no token'),
    401: jsonContent(OAuthErrorSchema, 'invalid_client'),
  },
})

export const logoutRoute = createRoute({
  method: 'get',
  path: '/api/internals/logout',
  tags: ['Auth'],
  summary: 'End the session of the bearer token, if any',
  security: optionallySignedIn,
  responses: {
    200: jsonContent(DetailSchema, 'Logged out'),
  },
})

export const logAsRoute = createRoute({
  method: 'post',
  path: '/v4/users/auth/log-as/',
  tags: ['Auth'],
  summary: 'Staff only: open a session as another user',
  security: signedIn,
  middleware: [staffOnly, jsonBodyOnly] as const,
  request: { body: jsonBody(LogAsRequestSchema) },
  responses: {
    200: jsonContent(TokenResponseSchema, 'A token pair for the target user'),
    400: jsonContent(
      z.union([FieldErrorsSchema, DetailErrorSchema]),
      'Bad user_id, or the user is inactive or deleted',
    ),
    401: notSignedIn,
    403: notStaff,
    404: jsonContent(DetailErrorSchema, 'No such user'),
  },
})

export const PasswordResetRequestSchema = z
  .object({
    email: z
      .email(invalid('Enter a valid email address.'))
      .max(254, 'Ensure this field has no more than 254 characters.'),
  })
  .openapi('PasswordResetRequest')

export const PasswordResetSchema = z
  .object({
    token: z
      .string(invalid('Not a valid string.'))
      .min(1, 'This field may not be blank.')
      .max(256, 'Ensure this field has no more than 256 characters.')
      .openapi({ description: 'The token of the emailed link' }),
    new_password: z
      .string(invalid('Not a valid string.'))
      .max(1024, 'Ensure this field has no more than 1024 characters.')
      .openapi({ description: 'Checked against the same rules as at sign-up' }),
  })
  .openapi('PasswordReset')

export const requestPasswordResetRoute = createRoute({
  method: 'post',
  path: '/v4/users/auth/password-reset/',
  tags: ['Auth'],
  summary: 'Forgot password: email a single-use link to choose a new one (the same answer for an unknown address)',
  middleware: [jsonBodyOnly] as const,
  request: { body: jsonBody(PasswordResetRequestSchema) },
  responses: {
    202: jsonContent(DetailSchema, 'Taken: an email goes out when an account uses the address'),
    400: jsonContent(z.union([FieldErrorsSchema, DetailErrorSchema]), 'Not an email address, or not JSON'),
    429: {
      ...jsonContent(DetailErrorSchema, 'Too many requests for this address or from this IP address'),
      headers: z.object({ 'Retry-After': z.string().openapi({ description: 'Seconds to wait' }) }),
    },
  },
})

export const resetPasswordRoute = createRoute({
  method: 'post',
  path: '/v4/users/auth/password-reset/confirm/',
  tags: ['Auth'],
  summary: 'Choose a new password with an emailed link: every session of the user ends and a new one starts',
  middleware: [jsonBodyOnly] as const,
  request: { body: jsonBody(PasswordResetSchema) },
  responses: {
    200: jsonContent(TokenResponseSchema, 'The password is changed: a token pair for the new session'),
    400: jsonContent(
      z.union([FieldErrorsSchema, DetailErrorSchema]),
      'new_password breaks the rules (field errors), or the link is not valid (code PASSWORD_RESET_LINK_INVALID), used or replaced (PASSWORD_RESET_LINK_USED) or expired (PASSWORD_RESET_LINK_EXPIRED)',
    ),
  },
})

export const EmailVerificationSchema = z
  .object({
    token: z
      .string(invalid('Not a valid string.'))
      .min(1, 'This field may not be blank.')
      .max(256, 'Ensure this field has no more than 256 characters.')
      .openapi({ description: 'The token of the emailed link' }),
  })
  .openapi('EmailVerification')

export const resendEmailVerificationRoute = createRoute({
  method: 'post',
  path: '/v4/users/auth/email-verification/',
  tags: ['Auth'],
  summary: "Email the signed-in user a new link to confirm the account's address (earlier links stop working)",
  security: signedIn,
  middleware: [signedInOnly] as const,
  responses: {
    202: jsonContent(DetailSchema, 'The email is on its way'),
    400: jsonContent(DetailErrorSchema, 'The address is already confirmed (code EMAIL_ALREADY_VERIFIED)'),
    401: notSignedIn,
    429: {
      ...jsonContent(DetailErrorSchema, 'Too many emails for this account in the last hour'),
      headers: z.object({ 'Retry-After': z.string().openapi({ description: 'Seconds to wait' }) }),
    },
  },
})

export const verifyEmailRoute = createRoute({
  method: 'post',
  path: '/v4/users/auth/email-verification/confirm/',
  tags: ['Auth'],
  summary: "Confirm an account's email address with the emailed link (no sign-in needed)",
  middleware: [jsonBodyOnly] as const,
  request: { body: jsonBody(EmailVerificationSchema) },
  responses: {
    200: jsonContent(DetailSchema, 'The address is confirmed'),
    400: jsonContent(
      z.union([FieldErrorsSchema, DetailErrorSchema]),
      'No token (field errors), or the link is not valid (code EMAIL_VERIFICATION_LINK_INVALID), used or replaced (EMAIL_VERIFICATION_LINK_USED) or expired (EMAIL_VERIFICATION_LINK_EXPIRED)',
    ),
  },
})
