import { createRoute, z } from '@hono/zod-openapi'
import { OPTIONAL_EMAIL_CATEGORIES } from '../../../domain/email-categories'
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

const EmailPreferenceSchema = z
  .object({
    category: z.enum(['booking_updates', ...OPTIONAL_EMAIL_CATEGORIES]).openapi({ example: 'messages' }),
    enabled: z.boolean(),
    locked: z.boolean().openapi({ description: 'Always on (booking updates): the user cannot turn it off' }),
  })
  .openapi('EmailPreference')

export const NotificationPreferencesSchema = z
  .object({
    email: z.array(EmailPreferenceSchema).openapi({
      description:
        'One switch per email category; `news` is the newsletter consent. In-app notifications are always on.',
    }),
  })
  .openapi('NotificationPreferences')

const aBoolean = invalid('Must be a valid boolean.')

// Strict: a misspelt category is an error, not a change silently ignored; booking updates cannot be turned off.
const NotificationPreferencesPatchSchema = z
  .strictObject(
    {
      messages: z.boolean(aBoolean).optional(),
      reminders: z.boolean(aBoolean).optional(),
      reviews: z.boolean(aBoolean).optional(),
      news: z.boolean(aBoolean).optional(),
      booking_updates: z
        .unknown()
        .refine(
          (value) => value === undefined,
          'Booking updates are always sent: they may ask you to act before a deadline.',
        )
        .optional()
        .openapi({ description: 'Refused: booking updates are always on' }),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? `Unknown email category: ${issue.keys.join(', ')}.` : undefined,
    },
  )
  .openapi('NotificationPreferencesPatch')

export const getNotificationPreferencesRoute = createRoute({
  method: 'get',
  path: '/v4/notification-preferences/',
  tags: ['Notifications'],
  summary: "The signed-in user's email preferences, per category",
  security: signedIn,
  middleware: [signedInOnly] as const,
  responses: {
    200: jsonContent(NotificationPreferencesSchema, 'Every category'),
    401: notSignedIn,
  },
})

export const patchNotificationPreferencesRoute = createRoute({
  method: 'patch',
  path: '/v4/notification-preferences/',
  tags: ['Notifications'],
  summary: 'Turn email categories on or off; the ones left out stay as they are',
  security: signedIn,
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: { body: jsonBody(NotificationPreferencesPatchSchema) },
  responses: {
    200: jsonContent(NotificationPreferencesSchema, 'Every category, after the change'),
    400: badBody('Field errors (not a boolean), an unknown category, or booking_updates (always on)'),
    401: notSignedIn,
  },
})

const TokenQuerySchema = z.object({
  token: z
    .string(invalid('This field is required.'))
    .min(1, 'This field may not be blank.')
    .max(200, 'This unsubscribe link is not valid.')
    .openapi({ description: "The token of an email's unsubscribe link" }),
})

const UnsubscribeLinkSchema = z
  .object({
    category: z.enum(OPTIONAL_EMAIL_CATEGORIES),
    enabled: z.boolean().openapi({ description: 'Whether that category is still on (false once unsubscribed)' }),
  })
  .openapi('UnsubscribeLink')

const badLink = jsonContent(
  z.union([DetailErrorSchema, FieldErrorsSchema]),
  'No token, or one that is not ours (code invalid_unsubscribe_link)',
)

export const getUnsubscribeLinkRoute = createRoute({
  method: 'get',
  path: '/v4/email-unsubscribe/',
  tags: ['Notifications'],
  summary: "What an email's unsubscribe link turns off, without signing in (the confirmation page reads it)",
  request: { query: TokenQuerySchema },
  responses: { 200: jsonContent(UnsubscribeLinkSchema, 'The category'), 400: badLink },
})

export const unsubscribeRoute = createRoute({
  method: 'post',
  path: '/v4/email-unsubscribe/',
  tags: ['Notifications'],
  summary: "Follows an email's unsubscribe link, without signing in: its category is turned off",
  request: { query: TokenQuerySchema },
  responses: { 200: jsonContent(UnsubscribeLinkSchema, 'Turned off'), 400: badLink },
})
