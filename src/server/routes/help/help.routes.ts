import { createRoute, z } from '@hono/zod-openapi'
import { LOCALES } from '../../../domain/locales'
import { signedInOnly } from '../../http/authentication'
import { badRequest, DetailErrorSchema, jsonContent, notSignedIn, signedIn } from '../../http/openapi-helpers'
import { matchLocale } from '../../http/request-locale'
import { FAQ_AUDIENCES, FAQ_TOPICS } from '../../../domain/help-topics'

const langField = z
  .string()
  .refine((value) => matchLocale(value) !== null, {
    message: 'Unknown language: use a storefront locale such as fr, de-ch or en-gb.',
  })
  .optional()
  .openapi({
    description: 'Storefront locale (fr, de-ch, en-gb…); without it, Accept-Language decides, then en-us.',
    example: 'fr',
  })
const qField = z.string().trim().max(200, 'Ensure this field has no more than 200 characters.').optional().openapi({
  description: 'Words that must all appear in the question or answer, ignoring case and accents',
  example: 'deposit card',
})
const topicField = z
  .enum(FAQ_TOPICS, { error: `Not a valid topic: use one of ${FAQ_TOPICS.join(', ')}.` })
  .optional()
  .openapi({ description: 'Only the questions of this topic (topic counts still cover every topic)' })

const FaqQuerySchema = z
  .object({
    q: qField,
    topic: topicField,
    audience: z
      .enum(FAQ_AUDIENCES, { error: `Not a valid audience: use one of ${FAQ_AUDIENCES.join(', ')}.` })
      .optional()
      .openapi({ description: 'Only the questions for guests, owners or professionals' }),
    lang: langField,
  })
  .openapi('FaqQuery')
const UserFaqQuerySchema = z.object({ q: qField, topic: topicField, lang: langField }).openapi('UserFaqQuery')

const LanguageHeadersSchema = z
  .object({ 'accept-language': z.string().optional().openapi({ example: 'fr-FR,fr;q=0.9,en;q=0.8' }) })
  .openapi('FaqLanguageHeaders')

const FaqAudienceSchema = z.enum(FAQ_AUDIENCES).openapi('FaqAudience')

export const FaqEntrySchema = z
  .object({
    id: z.number().int(),
    key: z.string().openapi({
      description: 'Stable across languages and deploys: the #anchor of the question',
      example: 'deposit-return',
    }),
    topic: z.enum(FAQ_TOPICS),
    audiences: z.array(FaqAudienceSchema),
    featured: z.boolean().openapi({ description: 'A popular question, shown on the help centre home' }),
    question: z.string(),
    answer: z.string().openapi({ description: 'Short paragraphs in Markdown (bold, lists)' }),
  })
  .openapi('FaqEntry')

const FaqTopicSchema = z
  .object({
    key: z.enum(FAQ_TOPICS),
    title: z.string(),
    count: z.number().int().openapi({ description: 'Questions of this topic matching q and audience' }),
  })
  .openapi('FaqTopic')

export const FaqSchema = z
  .object({
    lang: z.enum(LOCALES),
    count: z.number().int(),
    topics: z.array(FaqTopicSchema).openapi({ description: 'Every topic, in page order' }),
    results: z.array(FaqEntrySchema).openapi({ description: 'The matching questions, by topic then position' }),
  })
  .openapi('Faq')

const UserFaqSchema = FaqSchema.extend({
  audience: FaqAudienceSchema.openapi({
    description: 'pro for a professional account, owner with campers, guest otherwise',
  }),
}).openapi('UserFaq')

export const getFaqRoute = createRoute({
  method: 'get',
  path: '/3/faq/',
  tags: ['Help'],
  summary: 'Help-centre questions and answers, searchable, in the reader’s language',
  request: { query: FaqQuerySchema, headers: LanguageHeadersSchema },
  responses: { 200: jsonContent(FaqSchema, 'Topics and matching questions'), 400: badRequest },
})

export const getUserFaqRoute = createRoute({
  method: 'get',
  path: '/3/faq/user/{id}/',
  tags: ['Help'],
  summary: 'The questions relevant to one user (guest, owner or pro): that user or staff only',
  security: signedIn,
  middleware: [signedInOnly] as const,
  request: {
    params: z.object({
      id: z
        .string()
        .regex(/^\d{1,9}$/, 'A valid integer is required.')
        .openapi({ param: { name: 'id', in: 'path' }, example: '42' }),
    }),
    query: UserFaqQuerySchema,
    headers: LanguageHeadersSchema,
  },
  responses: {
    200: jsonContent(UserFaqSchema, 'The user’s audience, topics and matching questions'),
    400: badRequest,
    401: notSignedIn,
    403: jsonContent(DetailErrorSchema, 'Another user’s questions, asked by someone who is not staff (code forbidden)'),
    404: jsonContent(DetailErrorSchema, 'No such user'),
  },
})
