import { createRoute, z } from '@hono/zod-openapi'
import {
  ANALYTICS_EVENT_NAMES,
  CAMPER_EVENT_NAMES,
  MAX_EVENTS_PER_BATCH,
  MAX_UTM_LENGTH,
} from '../../../domain/analytics-events'
import { jsonBodyOnly } from '../../http/body-media-type'
import {
  DetailErrorSchema,
  FieldErrorsSchema,
  jsonBody,
  jsonContent,
  optionallySignedIn,
} from '../../http/openapi-helpers'
import { invalid, REQUIRED_MESSAGE } from '../../http/validation-hook'

const text = (max: number) =>
  z.string(invalid('Not a valid string.')).max(max, `Ensure this field has no more than ${max} characters.`)
const utm = text(MAX_UTM_LENGTH).optional()

const EventPropertiesSchema = z
  .object({
    path: text(1024).regex(/^\//, 'A path starting with / is required.').openapi({ example: '/campers/42' }),
    locale: text(10).min(2, 'A locale is required.').openapi({ example: 'fr' }),
    referrer: text(1024)
      .optional()
      .openapi({ description: 'document.referrer on the landing page, then the previous in-app address' }),
    utm_source: utm,
    utm_medium: utm,
    utm_campaign: utm,
    utm_term: utm,
    utm_content: utm,
    camper_id: z
      .number(invalid('A valid integer is required.'))
      .int('A valid integer is required.')
      .min(1)
      .max(2_147_483_647)
      .optional()
      .openapi({ description: 'Required for camper_viewed and camper_page_viewed' }),
    position: z
      .number(invalid('A valid integer is required.'))
      .int('A valid integer is required.')
      .min(0)
      .max(10_000)
      .optional()
      .openapi({ description: 'camper_viewed: the card position in the results, from 0' }),
    search_id: text(200)
      .optional()
      .openapi({ description: 'camper_viewed: identifies the search the card appeared in' }),
  })
  .openapi('AnalyticsEventProperties')

const AnalyticsEventSchema = z
  .object({
    name: z.enum(ANALYTICS_EVENT_NAMES, { error: `Expected one of ${ANALYTICS_EVENT_NAMES.join(', ')}.` }),
    occurred_at: z.iso.datetime({ offset: true, error: 'A valid ISO 8601 date-time is required.' }),
    session_id: text(64).min(8, 'A session id of at least 8 characters is required.'),
    properties: EventPropertiesSchema,
  })
  .superRefine((event, ctx) => {
    if (CAMPER_EVENT_NAMES.includes(event.name) && event.properties.camper_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['properties', 'camper_id'], message: REQUIRED_MESSAGE })
    }
  })
  .openapi('AnalyticsEvent')

export const EventBatchSchema = z
  .array(AnalyticsEventSchema, { error: 'Expected a list of events.' })
  .min(1, 'Send at least one event.')
  .max(MAX_EVENTS_PER_BATCH, `Send at most ${MAX_EVENTS_PER_BATCH} events at a time.`)
  .openapi('AnalyticsEventBatch')

export type AnalyticsEventInput = z.infer<typeof AnalyticsEventSchema>

export const sendEventsRoute = createRoute({
  method: 'post',
  path: '/v4/events/send/',
  tags: ['Analytics'],
  summary: 'Record a batch of analytics events (sent only when the visitor consented to analytics)',
  // Anonymous visitors send events too; with a valid bearer token they are tied to the user.
  security: optionallySignedIn,
  middleware: [jsonBodyOnly] as const,
  request: { body: jsonBody(EventBatchSchema) },
  responses: {
    202: jsonContent(z.object({ accepted: z.number().int() }).openapi('EventBatchAccepted'), 'Recorded'),
    400: jsonContent(
      z.union([FieldErrorsSchema, DetailErrorSchema]),
      'Field errors (keyed like 0.properties.camper_id), or a body that is not JSON',
    ),
  },
})
