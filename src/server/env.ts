import { z } from 'zod'

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1')

const optionalUrl = z.preprocess((value) => (value === '' ? undefined : value), z.url().optional())

/** A comma-separated list of positive integers ("2,7"). */
const idList = z
  .string()
  .regex(/^\s*\d+\s*(,\s*\d+\s*)*$/, 'Expected comma-separated list ids, e.g. 2,7')
  .transform((value) => value.split(',').map((id) => Number(id.trim())))

/** Every setting of the server, read once at start. The README's configuration table mirrors this. */
export const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: optionalUrl,
    DATA_DIR: z.string().default('./data'),
    PUBLIC_URL: z.url().default('http://localhost:3000'),
    API_KEY: z.string().min(8).default('roam-public-web-key'),
    OAUTH_CLIENT_ID: z.string().min(1).default('roam-web'),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).default(3600),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(30).default(30),
    // A refresh token used again this soon after its first use is a lost answer, not a theft.
    REFRESH_TOKEN_REUSE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
    SIGN_IN_URL: z.string().default('/sign-in'),
    SINGLE_SIGN_ON: flag,
    LOCALE_STRATEGY: z
      .enum(['no_prefix', 'prefix', 'prefix_except_default', 'prefix_and_default'])
      .default('prefix_except_default'),
    LOCALE_COOKIE_DISABLED: flag,
    CAN_PUBLISH_CAMPER: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    SENTRY_DSN: optionalUrl,
    ADMIN_URL: optionalUrl,
    FLEET_MANAGER_URL: optionalUrl,
    CHATBOT_ENABLED: flag,
    CHATBOT_SCRIPT_URL: optionalUrl,
    CHATBOT_ID: z.string().optional(),
    SHOW_GET_THE_APPS: flag,
    /** Mounts POST /v4/bookings-staff/{id}/replay-clock/ (staff run a booking's next timer now): for UI replays and demos, never in production. */
    REPLAY_CLOCK: flag,
    /** A MapLibre style for production tiles; unset means the offline country-shapes basemap. */
    MAP_STYLE_URL: optionalUrl,
    /** The Trusted Shops id of the shop whose rating the footer shows (spec 1 §3 Trusted reviews). */
    TRUSTED_SHOPS_ID: z.string().min(1).default('X8A4F2C61D3B94E07A5C2F1E9D8B7A601'),
    /** Which trusted-reviews adapter answers: only the built-in sandbox exists so far. */
    TRUSTED_REVIEWS_PROVIDER: z.enum(['sandbox']).default('sandbox'),
    /**
     * Which sister-platform adapter answers the sister listings of the search page and the listing import: none (the
     * default: no sister listings, imports refused) or the built-in offline sandbox (see README).
     */
    SISTER_PLATFORM_PROVIDER: z.enum(['none', 'sandbox']).default('none'),
    /** How long the sister-platform sandbox takes to answer, like a real service over the network. */
    SISTER_PLATFORM_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(200),
    /** A sister-platform call that takes longer is given up (502 PROVIDER_UNAVAILABLE). */
    SISTER_PLATFORM_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    /** Where newsletter sign-ups go: the built-in sandbox (default) or Brevo's contacts API. */
    MAILING_LIST_PROVIDER: z.enum(['sandbox', 'brevo']).default('sandbox'),
    /** The provider's api-key header; the sandbox accepts any non-empty key and uses its own when unset. */
    MAILING_LIST_API_KEY: z.string().optional(),
    /** The lists a new contact joins. */
    MAILING_LIST_IDS: idList.default([2]),
    MAILING_LIST_API_URL: z.url().default('https://api.brevo.com/v3'),
    /** How long the sandbox takes to answer, like a real service over the network. */
    MAILING_LIST_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(150),
    /** Where earnings-simulator leads go: the built-in sandbox (default, kept in crm_sandbox_pushes) or HubSpot's CRM API. */
    CRM_PROVIDER: z.enum(['sandbox', 'hubspot']).default('sandbox'),
    /** A HubSpot private app's access token (scope crm.objects.contacts.write); the sandbox uses its own when unset. */
    HUBSPOT_ACCESS_TOKEN: z.string().optional(),
    HUBSPOT_API_URL: z.url().default('https://api.hubapi.com'),
    /** Which payment provider adapter moves the money: only the built-in sandbox exists so far (see README). */
    PAYMENT_PROVIDER: z.enum(['sandbox']).default('sandbox'),
    /** How long each sandbox provider call takes, like a provider over the network. */
    PAYMENT_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(300),
    /** Makes the sandbox fail like a provider outage: every call answers an error (after the delay). For fault drills. */
    PAYMENT_SANDBOX_FAILURE: z.enum(['none', 'unavailable']).default('none'),
    /** A payment provider call that takes longer is given up: the payment's outcome is then reconciled by its key. */
    PAYMENT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
    /** mbway in the sandbox: a pending request confirms itself after this long (or on the sandbox page). */
    PAYMENT_SANDBOX_MOBILE_CONFIRM_MS: z.coerce.number().int().min(0).default(8000),
    /** A 3-D Secure, hosted or mobile step left unanswered this long fails with MPG_AUTH_EXPIRED. */
    PAYMENT_AUTH_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(900),
    /** A bank transfer pay-in waits this long for the wire before it fails with MPG_AUTH_EXPIRED. */
    PAYMENT_TRANSFER_TIMEOUT_HOURS: z.coerce.number().int().min(1).default(72),
    /** A payment whose provider call has been in flight this long is reconciled with the provider (a crashed process). */
    PAYMENT_RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(0).default(60),
    /** How often main.ts runs the payments job (later instalments, reconciliation); 0 turns it off. */
    PAYMENT_JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
    /** The payout sandbox decides a submitted UBO declaration after this long (validated, or refused when an owner is a minor). */
    PAYOUT_SANDBOX_UBO_REVIEW_SECONDS: z.coerce.number().int().min(0).default(60),
    /** Which rental cover adapter quotes the guest's deductible cover: only the built-in sandbox exists so far. */
    RENTAL_COVER_PROVIDER: z.enum(['sandbox']).default('sandbox'),
    /** `down` makes the sandbox fail like an unreachable service (503 RENTAL_COVER_SERVICE_UNAVAILABLE). */
    RENTAL_COVER_SANDBOX: z.enum(['up', 'down']).default('up'),
    RENTAL_COVER_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(120),
    /** Which SMS gateway sends phone certification codes: only the built-in sandbox (the server log) exists so far. */
    SMS_PROVIDER: z.enum(['sandbox']).default('sandbox'),
    /** The sandbox also appends every message to this file, one JSON line each (the e2e tests read codes there). */
    SMS_SANDBOX_OUTBOX_FILE: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
    /** Where document pages are stored: a directory (default) or an S3-compatible bucket (see README). */
    FILE_STORAGE: z.enum(['directory', 's3']).default('directory'),
    /** The directory store's folder; unset means DATA_DIR/documents (in memory with DATA_DIR=memory://). */
    DOCUMENTS_DIR: z.string().optional(),
    S3_ENDPOINT: optionalUrl,
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** Which document checker answers POST /v4/doctective/check/: only the built-in sandbox exists so far. */
    DOCUMENT_CHECK_PROVIDER: z.enum(['sandbox']).default('sandbox'),
    /** Who fetches imported iCal feeds: `http` (the internet) or the sandbox, which reads `<ICAL_SANDBOX_DIR>/<last URL segment>`. */
    ICAL_FETCH_PROVIDER: z.enum(['sandbox', 'http']).default('sandbox'),
    ICAL_SANDBOX_DIR: z.string().default('./data/ical-sandbox'),
    /** How often the server re-syncs every imported iCal feed; 0 turns the job off. */
    ICAL_SYNC_INTERVAL_MINUTES: z.coerce.number().int().min(0).default(60),
    /**
     * How long an anonymous public read (listing, search, price, availabilities) is answered from memory (issue 8);
     * any write through the API clears it at once. 0 turns the cache off.
     */
    PUBLIC_READ_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
    SEED_DEMO_DATA: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    LOGIN_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
    LOGIN_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(50),
    LOGIN_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  })
  .superRefine((env, ctx) => {
    if (env.FILE_STORAGE === 's3') {
      for (const key of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'Required when FILE_STORAGE is s3' })
      }
    }
    if (env.CRM_PROVIDER === 'hubspot' && !env.HUBSPOT_ACCESS_TOKEN) {
      ctx.addIssue({ code: 'custom', path: ['HUBSPOT_ACCESS_TOKEN'], message: 'Required when CRM_PROVIDER is hubspot' })
    }
    if (env.MAILING_LIST_PROVIDER === 'brevo' && !env.MAILING_LIST_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAILING_LIST_API_KEY'],
        message: 'Required when MAILING_LIST_PROVIDER is brevo',
      })
    }
  })

export type Env = z.infer<typeof envSchema>

/** Parses the environment, or prints every bad setting and exits: a server with bad config must not start. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source)
  if (parsed.success) return parsed.data
  console.error('Roam cannot start: the configuration is not valid.')
  for (const issue of parsed.error.issues) console.error(`  ${issue.path.join('.')}: ${issue.message}`)
  process.exit(1)
}

/** The defaults, for tests and tools that build an app without reading the process environment. */
export function defaultEnv(overrides: Partial<Record<keyof Env, string>> = {}): Env {
  return envSchema.parse(overrides)
}
