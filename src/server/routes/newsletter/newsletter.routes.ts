import { createRoute, z } from '@hono/zod-openapi'
import { jsonBodyOnly } from '../../http/body-media-type'
import { DetailErrorSchema, FieldErrorsSchema, jsonBody, jsonContent } from '../../http/openapi-helpers'
import { invalid } from '../../http/validation-hook'

// The address's format is the provider's call (spec 1 §5: invalid_parameter → email_is_invalid).
const NewsletterRequestSchema = z
  .object({
    email: z
      .string(invalid('Not a valid string.'))
      .trim()
      .min(1, 'This field may not be blank.')
      .max(254, 'Ensure this field has no more than 254 characters.')
      .openapi({ example: 'ada@example.com' }),
  })
  .openapi('NewsletterRequest')

const NewsletterSubscriptionSchema = z.object({ email: z.string() }).openapi('NewsletterSubscription')

export const subscribeNewsletterRoute = createRoute({
  method: 'post',
  path: '/v4/newsletter/',
  tags: ['Newsletter'],
  summary: 'Sign an address up to the newsletter (through the mailing-list provider)',
  middleware: [jsonBodyOnly] as const,
  request: { body: jsonBody(NewsletterRequestSchema) },
  responses: {
    201: jsonContent(NewsletterSubscriptionSchema, 'Subscribed'),
    400: jsonContent(
      z.union([DetailErrorSchema, FieldErrorsSchema]),
      'Field errors, or the provider refused the address: code email_already_exists or email_is_invalid',
    ),
    502: jsonContent(DetailErrorSchema, 'The provider failed (code unknown)'),
  },
})
