import { createRoute, z } from '@hono/zod-openapi'
import { LOCALES } from '../../../domain/locales'
import { badRequest, DetailErrorSchema, jsonContent } from '../../http/openapi-helpers'
import { matchLocale } from '../../http/request-locale'
import { PAYMENT_ERROR_CODES } from '../../services/referential/payment-errors'
import { PAYMENT_TYPES } from '../../services/referential/storefronts'

const LangQuerySchema = z
  .object({
    lang: z
      .string()
      .refine((value) => matchLocale(value) !== null, {
        message: 'Unknown language: use a storefront locale such as fr, de-ch or en-gb.',
      })
      .optional()
      .openapi({
        description: 'Storefront locale (fr, de-ch, en-gb…); without it, Accept-Language decides, then en-us.',
        example: 'fr',
      }),
  })
  .openapi('LangQuery')

const LanguageHeadersSchema = z
  .object({ 'accept-language': z.string().optional().openapi({ example: 'fr-FR,fr;q=0.9,en;q=0.8' }) })
  .openapi('LanguageHeaders')

const LocaleSchema = z.enum(LOCALES).openapi('Locale')

const PaymentErrorTextSchema = z.object({ title: z.string(), description: z.string() }).openapi('PaymentErrorText')

export const ReferentialSchema = z
  .object({
    lang: LocaleSchema,
    phone_number: z.string().openapi({
      description: 'Customer-service phone line of the storefront’s country',
      example: '+33 1 99 00 24 24',
    }),
    can_publish_camper: z.boolean().openapi({ description: 'False: new listings go to the sister platform' }),
    payment_type_available: z
      .array(z.enum(PAYMENT_TYPES))
      .openapi({ example: ['card', 'card_2', 'cred_4', 'paypal', 'ho_vou'] }),
    second_driver_fees: z
      .object({ amount: z.number().int().openapi({ description: 'Minor units of currency' }), currency: z.string() })
      .openapi('SecondDriverFees'),
    min_days_future_rental_choices: z.array(z.number().int()),
    max_months_future_rental_choices: z.array(z.number().int()),
    booking_min_days: z.number().int(),
    payment_errors: z
      .record(z.enum(PAYMENT_ERROR_CODES), PaymentErrorTextSchema)
      .openapi({ description: 'Title and description for each payment error code, plus `default`' }),
  })
  .openapi('Referential')

const LinkSchema = z.object({ label: z.string(), url: z.string() }).openapi('RoutingLink')

export const RoutingSchema = z
  .object({
    lang: LocaleSchema,
    sign_in: z.string().nullable().openapi({ description: 'SIGN_IN_URL; null when sign-in is not configured' }),
    sign_up: z.string(),
    faq_home: z.string(),
    help_center: z.string(),
    blog: z.string(),
    contact: z.string(),
    team: z.string(),
    press: z.string(),
    partners: z.string(),
    jobs: z.string(),
    gift_card: z.string(),
    ambassador: z.string(),
    contract: z.string(),
    trusted_reviews: z.string(),
    app_store_ios: z.string(),
    app_store_android: z.string(),
    sister_platform: z.string().openapi({ description: 'Where to publish a listing when can_publish_camper is false' }),
    social_networks: z
      .object({
        facebook: z.string(),
        instagram: z.string(),
        youtube: z.string(),
        pinterest: z.string(),
        tiktok: z.string(),
        linkedin: z.string(),
      })
      .openapi('SocialNetworks'),
    help_guest: z.array(LinkSchema),
    help_owner: z.array(LinkSchema),
    insurance: z.array(LinkSchema),
    assistance: z.array(LinkSchema),
  })
  .openapi('Routing')

export const ReviewStatsSchema = z
  .object({
    count: z.number().int().openapi({ description: 'Published guest reviews' }),
    average: z.number().min(0).max(5).openapi({ description: 'Mean rating, one decimal', example: 4.6 }),
  })
  .openapi('ReviewStats')

const TrustedShopQuerySchema = z
  .object({
    tsid: z.string().min(1).max(64).optional().openapi({
      description: 'Trusted Shops id; defaults to TRUSTED_SHOPS_ID. In the sandbox, `rate-limited` answers 429.',
    }),
  })
  .openapi('TrustedShopQuery')

export const TrustedShopSchema = z
  .object({ totalReviewCount: z.number().int(), overallMark: z.number().min(0).max(5) })
  .openapi('TrustedShop')

const referentialResponses = {
  200: jsonContent(ReferentialSchema, 'The referential for the requested locale'),
  400: badRequest,
}

export const getReferential = createRoute({
  method: 'get',
  path: '/3/referential/',
  tags: ['Referential'],
  summary: 'Referential keyed by language (?lang= or Accept-Language)',
  request: { query: LangQuerySchema, headers: LanguageHeadersSchema },
  responses: referentialResponses,
})

export const getInternalReferential = createRoute({
  method: 'get',
  path: '/api/internals/referential',
  tags: ['Referential'],
  summary: 'The referential for the web app',
  request: { query: LangQuerySchema, headers: LanguageHeadersSchema },
  responses: referentialResponses,
})

export const getRouting = createRoute({
  method: 'get',
  path: '/api/internals/referential/routing',
  tags: ['Referential'],
  summary: 'Outside links of the site chrome and footer, per storefront',
  request: { query: LangQuerySchema, headers: LanguageHeadersSchema },
  responses: { 200: jsonContent(RoutingSchema, 'Links for the requested locale'), 400: badRequest },
})

export const getReviewStats = createRoute({
  method: 'get',
  path: '/api/internals/referential/stats',
  tags: ['Referential'],
  summary: 'Count and average rating of the published guest reviews',
  request: { query: LangQuerySchema },
  responses: { 200: jsonContent(ReviewStatsSchema, 'Marketplace review stats'), 400: badRequest },
})

export const getTrustedShop = createRoute({
  method: 'get',
  path: '/api/internals/trustedshop',
  tags: ['Referential'],
  summary: 'The trusted-reviews rating of the shop',
  description:
    'Answered by the TRUSTED_REVIEWS_PROVIDER adapter. The sandbox computes the figures from the reviews table; ' +
    'it answers 429 {detail, code: "too_many"} for `?tsid=rate-limited` and 400 {detail: "TSID is invalid", code: "invalid_id"} ' +
    'for any tsid other than TRUSTED_SHOPS_ID.',
  request: { query: TrustedShopQuerySchema },
  responses: {
    200: jsonContent(TrustedShopSchema, 'Review count and overall mark'),
    400: jsonContent(DetailErrorSchema, 'Invalid TSID (code invalid_id), or a malformed query'),
    429: jsonContent(DetailErrorSchema, 'Rate limited by the provider (code too_many)'),
    502: jsonContent(DetailErrorSchema, 'The provider failed (code unknown)'),
  },
})
