import { createRoute, z } from '@hono/zod-openapi'
import {
  ANALYTICS_EVENT_NAMES,
  CAMPER_EVENT_NAMES,
  MAX_EVENTS_PER_BATCH,
  MAX_UTM_LENGTH,
  MAX_VISITOR_TOKEN_LENGTH,
  MIN_VISITOR_TOKEN_LENGTH,
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
/** Absent, null or text: the web sends null for a utm the landing address did not carry. */
const optionalText = (max: number) => text(max).nullable().optional()
const integer = (min: number, max: number) =>
  z.number(invalid('A valid integer is required.')).int('A valid integer is required.').min(min).max(max).optional()

const EventPropertiesSchema = z
  .object({
    locale: text(10).min(2, 'A locale is required.').optional().openapi({ example: 'fr' }),
    camper_id: integer(1, 2_147_483_647).openapi({ description: 'Required for camper_viewed and camper_page_viewed' }),
    position: integer(0, 10_000).openapi({ description: 'camper_viewed: the card position in the results, from 0' }),
    search_id: text(200)
      .optional()
      .openapi({ description: 'camper_viewed: identifies the search the card appeared in' }),
  })
  .openapi('AnalyticsEventProperties')

const UserPropertiesSchema = z
  .object({
    utm_source: optionalText(MAX_UTM_LENGTH),
    utm_medium: optionalText(MAX_UTM_LENGTH),
    utm_campaign: optionalText(MAX_UTM_LENGTH),
    utm_term: optionalText(MAX_UTM_LENGTH),
    utm_content: optionalText(MAX_UTM_LENGTH),
    referrer: optionalText(1024).openapi({
      description: 'document.referrer on the landing page, then the previous in-app address',
    }),
    gb_visitor_token: text(MAX_VISITOR_TOKEN_LENGTH)
      .min(MIN_VISITOR_TOKEN_LENGTH, `A visitor token of at least ${MIN_VISITOR_TOKEN_LENGTH} characters is required.`)
      .openapi({ description: 'The random token the browser keeps while the visitor allows analytics' }),
  })
  .openapi('AnalyticsUserProperties')

const AnalyticsEventSchema = z
  .object({
    path: text(1024).regex(/^\//, 'A path starting with / is required.').openapi({ example: '/fr/campers/42' }),
    event_type: z.enum(ANALYTICS_EVENT_NAMES, invalid(`Expected one of ${ANALYTICS_EVENT_NAMES.join(', ')}.`)),
    created_at: z.iso.datetime({ offset: true, ...invalid('A valid ISO 8601 date-time is required.') }),
    event_properties: EventPropertiesSchema,
    user_properties: UserPropertiesSchema,
  })
  .superRefine((event, ctx) => {
    if (CAMPER_EVENT_NAMES.includes(event.event_type) && event.event_properties.camper_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['event_properties', 'camper_id'], message: REQUIRED_MESSAGE })
    }
  })
  .openapi('AnalyticsEvent')

const EventBatchSchema = z
  .array(AnalyticsEventSchema, { error: 'Expected a list of events.' })
  .min(1, 'Send at least one event.')
  .max(MAX_EVENTS_PER_BATCH, `Send at most ${MAX_EVENTS_PER_BATCH} events at a time.`)
  .openapi('AnalyticsEventBatch')

export const sendEventsRoute = createRoute({
  method: 'post',
  path: '/v4/events/send/',
  tags: ['Analytics'],
  summary: 'Record a batch of page-view events (sent only when the visitor consented to analytics)',
  // Anonymous visitors send events too; with a valid bearer token they are tied to the user.
  security: optionallySignedIn,
  middleware: [jsonBodyOnly] as const,
  request: { body: jsonBody(EventBatchSchema) },
  responses: {
    202: jsonContent(z.object({ accepted: z.number().int() }).openapi('EventBatchAccepted'), 'Recorded'),
    400: jsonContent(
      z.union([FieldErrorsSchema, DetailErrorSchema]),
      'Field errors (keyed like 0.event_properties.camper_id), or a body that is not JSON',
    ),
  },
})
