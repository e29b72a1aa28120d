import { createRoute, z } from '@hono/zod-openapi'
import { PASSWORD_MAX_LENGTH, PHONE_CODE_LENGTH } from '../../../domain/account-rules'
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
import { invalid } from '../../http/validation-hook'

const required = 'This field is required.'

export const ManagePasswordRequestSchema = z
  .object({
    old_password: z
      .string(invalid(required))
      .min(1, 'This field may not be blank.')
      .max(PASSWORD_MAX_LENGTH * 4, 'Your current password is not correct.'),
    // The policy (length, breached list, numeric, email) is checked by the service, all messages at once.
    new_password: z
      .string(invalid(required))
      .max(PASSWORD_MAX_LENGTH * 4, `Ensure this field has no more than ${PASSWORD_MAX_LENGTH} characters.`),
  })
  .openapi('ManagePasswordRequest')

export const managePasswordRoute = createRoute({
  method: 'post',
  path: '/3/manage-password/',
  tags: ['Users'],
  summary: 'Change the password; every other session of the user ends',
  security: signedIn,
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: { body: jsonBody(ManagePasswordRequestSchema) },
  responses: {
    200: jsonContent(z.object({ detail: z.string() }).openapi('PasswordChanged'), 'Changed'),
    400: badBody(),
    401: notSignedIn,
  },
})

export const PhoneCertificationSchema = z
  .object({
    phone: z.string().openapi({ example: '+33612345678' }),
    phone_verified: z.boolean(),
    sent: z.boolean().openapi({
      description:
        'Whether this call sent a new code (false when the last one is too recent, or the phone is already certified)',
    }),
    expires_at: z.string().nullable().openapi({ format: 'date-time' }),
    attempts_left: z.number().int().nullable(),
  })
  .openapi('PhoneCertification')

export const sendPhoneCodeRoute = createRoute({
  method: 'get',
  path: '/3/certify-phone/',
  tags: ['Users'],
  summary: "Send a certification code by SMS to the profile's phone",
  security: signedIn,
  middleware: [signedInOnly] as const,
  responses: {
    200: jsonContent(PhoneCertificationSchema, 'The pending code (expiry, tries left)'),
    400: jsonContent(FieldErrorsSchema, 'No phone on the profile'),
    401: notSignedIn,
    503: jsonContent(DetailErrorSchema, 'The SMS gateway did not take the message (code sms_unavailable)'),
  },
})

export const CertifyPhoneRequestSchema = z
  .object({
    code: z
      .string(invalid(required))
      .trim()
      .regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), `Enter the ${PHONE_CODE_LENGTH}-digit code.`)
      .openapi({ example: '042917' }),
  })
  .openapi('CertifyPhoneRequest')

export const certifyPhoneRoute = createRoute({
  method: 'post',
  path: '/3/certify-phone/',
  tags: ['Users'],
  summary: 'Certify the phone with the code received by SMS',
  security: signedIn,
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: { body: jsonBody(CertifyPhoneRequestSchema) },
  responses: {
    200: jsonContent(
      z.object({ phone: z.string(), phone_verified: z.literal(true) }).openapi('PhoneCertified'),
      'Certified',
    ),
    400: jsonContent(
      z.union([FieldErrorsSchema, DetailErrorSchema]),
      'Wrong, expired or used-up code (field code), or no phone',
    ),
    401: notSignedIn,
  },
})
