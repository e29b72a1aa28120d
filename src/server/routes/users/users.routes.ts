import { createRoute, z } from '@hono/zod-openapi'
import { invalid } from '../../http/validation-hook'
import {
  birthDateProblem,
  normalisePhone,
  PICTURE_MAX_BYTES,
  PICTURE_MIN_HEIGHT,
  PICTURE_MIN_WIDTH,
  type BirthDateProblem,
} from '../../../domain/account-rules'
import { LOCALES } from '../../../domain/locales'
import { isTimeZone } from '../../../domain/time-zones'
import { signedInOnly } from '../../http/authentication'
import { jsonBodyOnly, pictureBodyOnly } from '../../http/body-media-type'
import {
  badBody,
  DetailErrorSchema,
  FieldErrorsSchema,
  jsonBody,
  jsonContent,
  notSignedIn,
  signedIn,
  textIdParam,
} from '../../http/openapi-helpers'
import { MoneyboxSchema } from '../moneyboxes/moneyboxes.routes'

const tooLong = (max: number) => `Ensure this field has no more than ${max} characters.`
const notText = invalid('Not a valid string.')

const nameField = z.string(notText).trim().min(1, 'This field may not be blank.').max(60, tooLong(60))
const localeField = z.enum(LOCALES, invalid(`Not a valid locale: use one of ${LOCALES.join(', ')}.`))
/** An IANA zone name the server's Intl knows (an alias is stored as its zone's name), or UTC. */
const timeZoneField = z
  .string(notText)
  .max(64, tooLong(64))
  .refine(isTimeZone, 'Not a valid time zone: use an IANA name such as Europe/Paris.')
  .openapi({
    example: 'Europe/Paris',
    description: 'IANA time zone the emails and notifications write dates and times in',
  })

export const RegisterUserRequestSchema = z
  .object({
    email: z.email(invalid('Enter a valid email address.')).max(254, tooLong(254)),
    password: z
      .string(notText)
      .min(8, 'This password is too short. It must contain at least 8 characters.')
      .max(128, tooLong(128))
      .refine((value) => !/^\d+$/.test(value), 'This password is entirely numeric.'),
    first_name: nameField,
    last_name: nameField,
    locale: localeField.optional(),
    time_zone: timeZoneField.optional(),
    newsletter: z.boolean(invalid('Must be a valid boolean.')).optional(),
  })
  .openapi('RegisterUserRequest')

const BIRTH_DATE_MESSAGES: Record<BirthDateProblem, string> = {
  not_a_date: 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.',
  too_old: 'Enter a real date of birth.',
  in_the_future: 'Enter a real date of birth.',
  under_age: 'You must be at least 18 years old.',
}

/** A birth date (YYYY-MM-DD) read with the spec's ISO parser; one message for the first problem. */
export const birthDateField = z
  .string(notText)
  .superRefine((value, ctx) => {
    const problem = birthDateProblem(value)
    if (problem) ctx.addIssue({ code: 'custom', message: BIRTH_DATE_MESSAGES[problem] })
  })
  .openapi({ format: 'date', example: '1990-04-21' })

export const UpdateMeRequestSchema = z
  .object({
    first_name: nameField.optional(),
    last_name: nameField.optional(),
    phone: z
      .string(notText)
      .max(32, tooLong(32))
      .refine(
        (value) => normalisePhone(value) !== null,
        'Enter a valid phone number in international format, e.g. +33612345678.',
      )
      .nullable()
      .optional()
      .openapi({ example: '+33612345678' }),
    borned_on: birthDateField.nullable().optional(),
    locale: localeField.optional(),
    time_zone: timeZoneField.nullable().optional(),
    languages: z
      .array(
        z.string(notText).regex(/^[a-z]{2}$/, 'Not a valid language code: use two lower-case letters, e.g. "fr".'),
        {
          error: 'Expected a list of language codes.',
        },
      )
      .max(20, 'Ensure this field has no more than 20 elements.')
      .optional(),
    description: z.string(notText).max(2000, tooLong(2000)).nullable().optional(),
  })
  .openapi('UpdateMeRequest')

export const ProfilePictureSchema = z.object({ url: z.string().nullable() }).openapi('ProfilePicture')

export const PrivateUserSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    email_verified: z.boolean().openapi({
      description:
        'The address is proven (its emailed link was opened); sending a booking request or a listing for review needs it',
    }),
    first_name: z.string(),
    last_name: z.string(),
    is_active: z.boolean(),
    is_owner: z.boolean(),
    is_staff: z.boolean(),
    is_pro: z.boolean(),
    professional: z.boolean().openapi({ description: 'Same as is_pro' }),
    professional_type: z.enum(['SOLETRADER', 'BUSINESS', 'PARTNERSHIP_DE', 'PARTNERSHIP_NL']).nullable(),
    booking_as_guest: z
      .number()
      .int()
      .openapi({ description: 'Bookings the user made as guest that went through (confirmed, under way or over)' }),
    booking_as_owner: z
      .number()
      .int()
      .openapi({ description: "Bookings of the user's vehicles that went through (confirmed, under way or over)" }),
    phone: z.string().nullable(),
    phone_verified: z.boolean(),
    borned_on: z.string().nullable().openapi({ format: 'date', example: '1990-04-21' }),
    joined_at: z.string().openapi({ format: 'date-time' }),
    locale: z.string(),
    time_zone: z.string().nullable().openapi({
      example: 'Europe/Paris',
      description: 'IANA time zone of the emails and notifications; null until set (they then use Europe/Paris)',
    }),
    languages: z.array(z.string()),
    description: z.string().nullable(),
    profile_picture: ProfilePictureSchema,
    moneyboxes: z.array(MoneyboxSchema),
    nb_campers: z.number().int().openapi({ description: 'Vehicles the user owns that are not deleted' }),
    acting_staff: z
      .object({ id: z.number().int(), first_name: z.string() })
      .nullable()
      .openapi({ description: 'The staff member browsing as this user (log-as); null in the user’s own session' }),
  })
  .openapi('PrivateUser')

export const PublicUserSchema = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    profile_picture: ProfilePictureSchema,
    joined_at: z.string().openapi({ format: 'date-time' }),
    languages: z.array(z.string()),
    is_pro: z.boolean(),
    is_owner: z.boolean(),
    description: z.string().nullable(),
  })
  .openapi('PublicUser')

export const registerUserRoute = createRoute({
  method: 'post',
  path: '/3/users/',
  tags: ['Users'],
  summary: 'Create an account (signing in is a separate token call)',
  middleware: [jsonBodyOnly] as const,
  request: { body: jsonBody(RegisterUserRequestSchema) },
  responses: {
    201: jsonContent(PrivateUserSchema, 'The new account'),
    400: badBody(),
  },
})

export const getMeRoute = createRoute({
  method: 'get',
  path: '/3/users/me/',
  tags: ['Users'],
  summary: 'The signed-in user',
  security: signedIn,
  responses: {
    200: jsonContent(PrivateUserSchema, 'The account'),
    401: notSignedIn,
  },
})

export const updateMeRoute = createRoute({
  method: 'patch',
  path: '/3/users/me/',
  tags: ['Users'],
  summary: 'Change the profile of the signed-in user',
  security: signedIn,
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: { body: jsonBody(UpdateMeRequestSchema) },
  responses: {
    200: jsonContent(PrivateUserSchema, 'The updated account'),
    400: badBody(),
    401: notSignedIn,
  },
})

export const deleteMeRoute = createRoute({
  method: 'delete',
  path: '/3/users/me/',
  tags: ['Users'],
  summary: 'Delete the account: personal data is erased and every session ends',
  security: signedIn,
  responses: {
    204: { description: 'Deleted' },
    401: notSignedIn,
  },
})

export const getUserRoute = createRoute({
  method: 'get',
  path: '/3/users/{id}/',
  tags: ['Users'],
  summary: "Another user's public profile",
  request: {
    params: textIdParam,
  },
  responses: {
    200: jsonContent(PublicUserSchema, 'Public fields only'),
    404: jsonContent(DetailErrorSchema, 'No such user, a deleted one, or an id that is not a number'),
  },
})

export const PictureUploadSchema = z
  .object({
    picture: z
      .custom<File>((value) => value instanceof File, 'Upload a picture.')
      .openapi({
        type: 'string',
        format: 'binary',
        description: `JPEG, PNG or WebP, at least ${PICTURE_MIN_WIDTH}×${PICTURE_MIN_HEIGHT} px, at most ${PICTURE_MAX_BYTES / 1024 / 1024} MB`,
      }),
  })
  .openapi('PictureUpload')

export const uploadPictureRoute = createRoute({
  method: 'post',
  path: '/3/users/me/pictures/',
  tags: ['Users'],
  summary: 'Upload a new profile picture (multipart field picture)',
  security: signedIn,
  middleware: [signedInOnly, pictureBodyOnly] as const,
  request: { body: { required: true, content: { 'multipart/form-data': { schema: PictureUploadSchema } } } },
  responses: {
    201: jsonContent(
      z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }).openapi('UploadedPicture'),
      'The picture, now the profile picture',
    ),
    400: jsonContent(
      z.union([FieldErrorsSchema, DetailErrorSchema]),
      'Too small, too large, not an image, or not multipart/form-data',
    ),
    401: notSignedIn,
  },
})
