import { z } from 'zod'
import { parseTrustProxy } from './http/trust-proxy'
import { parseVatRates } from '../domain/billing-documents'

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

/** Every setting of the server, read once at start; `npm run config:generate` writes docs/configuration.md from it. */
export const envSchema = z
  .object({
    PORT: z.coerce
      .number()
      .int()
      .min(1)
      .max(65535)
      .default(3000)
      .describe('HTTP port of the app, the API and the API reference.'),
    HOST: z.string().default('0.0.0.0').describe('The network interface to listen on.'),
    DATABASE_URL: optionalUrl.describe(
      'A PostgreSQL server (`postgres://user:pass@host:5432/db`); unset means embedded PGlite in `DATA_DIR`.',
    ),
    DATA_DIR: z
      .string()
      .default('./data')
      .describe('Where embedded PGlite keeps its files (`memory://` keeps nothing), and document pages by default.'),
    PUBLIC_URL: z.url().default('http://localhost:3000').describe('The address people reach the app at.'),
    BILLING_ISSUER: z
      .string()
      .min(1)
      .default('Roam')
      .describe('Who issues receipts: the legal name, address and tax number printed on them, lines separated by `|`.'),
    BILLING_VAT_RATES: z
      .string()
      .default('AT:20,BE:21,CH:8.1,DE:19,ES:21,FR:20,GB:20,IE:23,IT:22,LU:17,NL:21,PT:23')
      .refine(
        (value) => parseVatRates(value) !== null,
        'Write COUNTRY:RATE pairs separated by commas, e.g. FR:20,CH:8.1.',
      )
      .describe(
        "The VAT rate (percent) included in Roam's service fee, by the country the vehicle is rented in, as invoices show it; a country not listed shows no VAT.",
      ),
    API_KEY: z
      .string()
      .min(8)
      .default('roam-public-web-key')
      .describe('The public `X-API-KEY` every API call must carry.'),
    OAUTH_CLIENT_ID: z.string().min(1).default('roam-web').describe('The `client_id` the token endpoint accepts.'),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(30)
      .default(3600)
      .describe('Access token lifetime (`expires_in`).'),
    REFRESH_TOKEN_TTL_DAYS: z.coerce
      .number()
      .int()
      .min(1)
      .max(30)
      .default(30)
      .describe('Absolute lifetime of a sign-in (refresh tokens rotate inside it).'),
    // A refresh token used again this soon after its first use is a lost answer, not a theft.
    REFRESH_TOKEN_REUSE_SECONDS: z.coerce
      .number()
      .int()
      .min(0)
      .max(300)
      .default(30)
      .describe(
        'A refresh token used again within this many seconds gets a new pair (its client lost the answer); later it is a replay and ends the sign-in.',
      ),
    SIGN_IN_URL: z
      .string()
      .default('/sign-in')
      .describe("Where `/login` sends visitors (Roam's own page by default; empty makes `/login` an error)."),
    SINGLE_SIGN_ON: flag.describe('Log in and sign up open modals instead of pages.'),
    LOCALE_STRATEGY: z
      .enum(['no_prefix', 'prefix', 'prefix_except_default', 'prefix_and_default'])
      .default('prefix_except_default')
      .describe(
        'How addresses carry the locale: `no_prefix`, `prefix`, `prefix_except_default` or `prefix_and_default`.',
      ),
    LOCALE_COOKIE_DISABLED: flag.describe('Do not remember the chosen language in the `i18n_redirected` cookie.'),
    CAN_PUBLISH_CAMPER: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true')
      .describe('`false` sends "Rent out your vehicle" to the sister platform.'),
    SENTRY_DSN: optionalUrl.describe(
      'Error reporting: the browser reports to Sentry (minus the errors the spec says not to report); unset means none.',
    ),
    ADMIN_URL: optionalUrl.describe("Back-office address for the staff links; unset points them at Roam's staff area."),
    FLEET_MANAGER_URL: optionalUrl.describe('Fleet manager link for staff.'),
    CHATBOT_ENABLED: flag.describe(
      'Shows the optional chatbot, only when `CHATBOT_SCRIPT_URL` and `CHATBOT_ID` are set too.',
    ),
    CHATBOT_SCRIPT_URL: optionalUrl.describe("The chatbot's script (see `CHATBOT_ENABLED`)."),
    CHATBOT_ID: z.string().optional().describe("The chatbot's id (see `CHATBOT_ENABLED`)."),
    SHOW_GET_THE_APPS: flag.describe('Shows "Get the apps" in the menu.'),
    REPLAY_CLOCK: flag.describe(
      'Replays and demos only, never production: mounts `POST /v4/bookings-staff/{id}/replay-clock/` (404 without it), which lets staff run a booking\'s next timer now, as the timers job would when it falls due; the staff booking page then shows "Run the next timer now".',
    ),
    HELP_CENTER_URL: optionalUrl.describe(
      "An outside help centre (Zendesk, Intercom, …) that the Help menus open instead of Roam's own /help pages; unset keeps Roam's.",
    ),
    MAP_STYLE_URL: optionalUrl.describe(
      'A MapLibre style URL for production map tiles; unset draws the built-in offline basemap (country shapes).',
    ),
    TRUSTED_SHOPS_ID: z
      .string()
      .min(1)
      .default('X8A4F2C61D3B94E07A5C2F1E9D8B7A601')
      .describe(
        'The Trusted Shops id of the shop whose rating the footer shows (spec 1 §3 Trusted reviews); the sandbox answers `invalid_id` for any other id and `too_many` (429) for `rate-limited`.',
      ),
    TRUSTED_REVIEWS_PROVIDER: z
      .enum(['sandbox'])
      .default('sandbox')
      .describe(
        'The trusted-reviews service behind `/api/internals/trustedshop`: only the built-in sandbox exists so far.',
      ),
    SISTER_PLATFORM_PROVIDER: z
      .enum(['none', 'sandbox'])
      .default('none')
      .describe(
        'The sister platform behind `/3/sister-listings/` and the listing import `/3/products/{id}/import/`: `none` (search always empty, imports answer 409 `SISTER_PLATFORM_NOT_CONFIGURED`) or `sandbox` (built in, offline).',
      ),
    SISTER_PLATFORM_SANDBOX_DELAY_MS: z.coerce
      .number()
      .int()
      .min(0)
      .max(10_000)
      .default(200)
      .describe('How long the sister-platform sandbox takes to answer, like a real service over the network.'),
    SISTER_PLATFORM_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(100)
      .default(10_000)
      .describe('A sister-platform call that takes longer is given up (502 `PROVIDER_UNAVAILABLE`).'),
    MAILING_LIST_PROVIDER: z
      .enum(['sandbox', 'brevo'])
      .default('sandbox')
      .describe("Where newsletter sign-ups go: `sandbox` (built in, offline) or `brevo` (Brevo's contacts API)."),
    MAILING_LIST_API_KEY: z
      .string()
      .optional()
      .describe("The provider's `api-key` header; required for `brevo` (the sandbox uses its own key when unset)."),
    MAILING_LIST_IDS: idList.default([2]).describe('Comma-separated ids of the lists a new subscriber joins (`2,7`).'),
    MAILING_LIST_API_URL: z.url().default('https://api.brevo.com/v3').describe("Brevo's API base address."),
    MAILING_LIST_SANDBOX_DELAY_MS: z.coerce
      .number()
      .int()
      .min(0)
      .max(10_000)
      .default(150)
      .describe('How long the mailing-list sandbox takes to answer, like a real service over the network.'),
    CRM_PROVIDER: z
      .enum(['sandbox', 'hubspot'])
      .default('sandbox')
      .describe(
        "Where earnings-simulator leads go: `sandbox` (built in, kept in `crm_sandbox_pushes`) or `hubspot` (HubSpot's CRM API).",
      ),
    HUBSPOT_ACCESS_TOKEN: z
      .string()
      .optional()
      .describe(
        "A HubSpot private app's access token (scope `crm.objects.contacts.write`); required for `hubspot` (the sandbox uses its own when unset).",
      ),
    HUBSPOT_API_URL: z.url().default('https://api.hubapi.com').describe("HubSpot's API base address."),
    PAYMENT_PROVIDER: z
      .enum(['sandbox'])
      .default('sandbox')
      .describe(
        'The payment provider adapter that moves the money (`src/server/providers/payments/`): only the built-in sandbox exists so far (see docs/payments.md).',
      ),
    PAYMENT_SANDBOX_DELAY_MS: z.coerce
      .number()
      .int()
      .min(0)
      .max(60_000)
      .default(300)
      .describe('How long each sandbox provider call takes, like a provider over the network.'),
    PAYMENT_SANDBOX_FAILURE: z
      .enum(['none', 'unavailable'])
      .default('none')
      .describe(
        '`unavailable`: every sandbox provider call fails as in an outage (a fault drill), after the delay; guests get a 502 `PROVIDER_UNAVAILABLE` and nothing is charged.',
      ),
    PAYMENT_PROVIDER_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(100)
      .default(20_000)
      .describe(
        'A payment provider call that takes longer is given up (502); a charge it may still have made is settled by the payments job through its idempotency key.',
      ),
    PAYMENT_SANDBOX_MOBILE_CONFIRM_MS: z.coerce
      .number()
      .int()
      .min(0)
      .default(8000)
      .describe('A pending mbway payment confirms itself after this long in the sandbox (or on the sandbox page).'),
    PAYMENT_AUTH_TIMEOUT_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .default(900)
      .describe('A 3-D Secure, hosted or mobile step left unanswered this long fails with `MPG_AUTH_EXPIRED`.'),
    PAYMENT_TRANSFER_TIMEOUT_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .default(72)
      .describe(
        'A bank transfer pay-in whose wire has not arrived by then fails with `MPG_AUTH_EXPIRED` (its `bank_wire.expires_at`).',
      ),
    PAYMENT_RECONCILE_AFTER_SECONDS: z.coerce
      .number()
      .int()
      .min(0)
      .default(60)
      .describe(
        'A payment or Idempotency-Key request whose provider call has been in flight this long (a crashed process) is reconciled with the provider.',
      ),
    PAYMENT_JOBS_INTERVAL_SECONDS: z.coerce
      .number()
      .int()
      .min(0)
      .default(60)
      .describe(
        'How often the payments job runs (later instalments, reconciliation, refunds, payouts); `0` turns it off.',
      ),
    PAYOUT_SANDBOX_UBO_REVIEW_SECONDS: z.coerce
      .number()
      .int()
      .min(0)
      .default(60)
      .describe(
        'The payout sandbox decides a submitted UBO declaration after this long: validated, or refused when a declared owner is under 18.',
      ),
    RENTAL_COVER_PROVIDER: z
      .enum(['sandbox'])
      .default('sandbox')
      .describe(
        "The rental cover (deductible reimbursement) service that quotes a booking's `rental_cover`: only the built-in sandbox exists so far.",
      ),
    RENTAL_COVER_SANDBOX: z
      .enum(['up', 'down'])
      .default('up')
      .describe(
        '`down` makes the sandbox fail like an unreachable service: the API answers 503 `RENTAL_COVER_SERVICE_UNAVAILABLE`.',
      ),
    RENTAL_COVER_SANDBOX_DELAY_MS: z.coerce
      .number()
      .int()
      .min(0)
      .max(10_000)
      .default(120)
      .describe('How long the rental cover sandbox takes to answer, like a real service over the network.'),
    SMS_PROVIDER: z
      .enum(['sandbox'])
      .default('sandbox')
      .describe(
        'The SMS gateway that texts phone certification codes (`src/server/providers/sms/`): only the built-in sandbox (the server log) exists so far.',
      ),
    SMS_SANDBOX_OUTBOX_FILE: z
      .preprocess((value) => (value === '' ? undefined : value), z.string().optional())
      .describe(
        'The SMS sandbox also appends every text to this file, one JSON line each (the e2e tests read codes there).',
      ),
    MAIL_PROVIDER: z
      .enum(['sandbox', 'smtp'])
      .default('sandbox')
      .describe(
        'Where emails go (`src/server/providers/mail/`): `sandbox` keeps every email in the database and shows them at `/sandbox/mail`; `smtp` sends them through `SMTP_URL`.',
      ),
    SMTP_URL: z
      .preprocess(
        (value) => (value === '' ? undefined : value),
        z
          .string()
          .regex(/^smtps?:\/\//)
          .optional(),
      )
      .describe(
        'The SMTP server for `MAIL_PROVIDER=smtp`: `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`.',
      ),
    MAIL_FROM: z
      .string()
      .min(3)
      .default('Roam <no-reply@roam.localhost>')
      .describe('The sender of every email (`Name <address>`).'),
    MAIL_DELIVERY_INTERVAL_SECONDS: z.coerce
      .number()
      .int()
      .min(0)
      .default(5)
      .describe("How often the delivery job sends the outbox's due emails; `0` turns it off."),
    MAIL_MAX_ATTEMPTS: z.coerce
      .number()
      .int()
      .min(1)
      .max(50)
      .default(8)
      .describe('Tries of one email before the outbox marks it dead, keeping its last error.'),
    FILE_STORAGE: z
      .enum(['directory', 's3'])
      .default('directory')
      .describe(
        'Where document pages and camper photos are stored: `directory` or `s3` (any S3-compatible store, path-style URLs, Signature V4; needs the `S3_*` settings).',
      ),
    DOCUMENTS_DIR: z
      .string()
      .optional()
      .describe(
        "The directory store's folder; unset means `DATA_DIR/documents` (in memory with `DATA_DIR=memory://`).",
      ),
    S3_ENDPOINT: optionalUrl.describe(
      'The S3-compatible store (AWS S3, MinIO, Garage, R2); required with `FILE_STORAGE=s3`.',
    ),
    S3_BUCKET: z.string().optional().describe('The bucket; required with `FILE_STORAGE=s3`.'),
    S3_REGION: z.string().default('us-east-1').describe('The region the requests are signed for.'),
    S3_ACCESS_KEY_ID: z.string().optional().describe('The access key id; required with `FILE_STORAGE=s3`.'),
    S3_SECRET_ACCESS_KEY: z.string().optional().describe('The secret access key; required with `FILE_STORAGE=s3`.'),
    DOCUMENT_CHECK_PROVIDER: z
      .enum(['sandbox'])
      .default('sandbox')
      .describe('The document checker behind `POST /v4/doctective/check/`: only the built-in sandbox exists so far.'),
    EXCHANGE_RATES_PROVIDER: z
      .enum(['sandbox', 'ecb'])
      .default('sandbox')
      .describe(
        "Where the daily reference rates that convert prices into the visitor's currency come from: `ecb` (the European Central Bank's daily XML at `ECB_RATES_URL`) or `sandbox` (a fixed table, offline).",
      ),
    ECB_RATES_URL: z
      .url()
      .default('https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml')
      .describe("The European Central Bank's daily reference rates, for `EXCHANGE_RATES_PROVIDER=ecb`."),
    EXCHANGE_RATES_INTERVAL_MINUTES: z.coerce
      .number()
      .int()
      .min(0)
      .default(360)
      .describe(
        'How often the reference rates are read again (also once at start); `0` turns the job off. The bank publishes once a working day.',
      ),
    ICAL_FETCH_PROVIDER: z
      .enum(['sandbox', 'http'])
      .default('sandbox')
      .describe(
        'Who reads imported iCal feeds: `http` (the internet) or `sandbox`, which answers a URL with `<ICAL_SANDBOX_DIR>/<last path segment>`.',
      ),
    ICAL_SANDBOX_DIR: z.string().default('./data/ical-sandbox').describe("The iCal sandbox's feed files."),
    ICAL_SYNC_INTERVAL_MINUTES: z.coerce
      .number()
      .int()
      .min(0)
      .default(60)
      .describe('How often the server re-syncs every imported iCal feed; `0` turns the job off.'),
    PUBLIC_READ_CACHE_MS: z.coerce
      .number()
      .int()
      .min(0)
      .max(60_000)
      .default(3000)
      .describe(
        'How long an anonymous public read (listing, search, price, availabilities) is answered from memory; any write through the API clears it at once. `0` turns the cache off.',
      ),
    SEED_DEMO_DATA: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true')
      .describe('Seed demo data into an empty database.'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info')
      .describe(
        'The least severe log line written: `info` logs every request (method, route, status, duration, user, request id); `warn` only problems; `silent` nothing.',
      ),
    LOG_FORMAT: z
      .enum(['auto', 'json', 'pretty'])
      .default('auto')
      .describe(
        'How log lines are written: `json`, one JSON object per line for a log collector; `pretty`, readable lines for a person; `auto` (default) is pretty in a terminal and JSON otherwise.',
      ),
    METRICS_TOKEN: z
      .string()
      .default('')
      .describe(
        'The bearer token Prometheus sends to read `GET /metrics` (request durations by route and status, the database pool, background jobs, outbox and payment queues); empty (default) turns the metrics off and `/metrics` answers 404.',
      ),
    TRUST_PROXY: z
      .string()
      .default('')
      .refine((value) => !('error' in parseTrustProxy(value)), {
        message: 'Expected empty, a number of hops, or comma-separated IP addresses or CIDR subnets',
      })
      .describe(
        'Which proxies in front of the server may say who the client is (X-Forwarded-For): empty (default) trusts none and counts the socket address; a number trusts that many hops (1 behind one load balancer); or comma-separated addresses and CIDR subnets of the trusted proxies. Used by the per-address rate limits.',
      ),
    LOGIN_RATE_LIMIT_PER_ACCOUNT: z.coerce
      .number()
      .int()
      .min(1)
      .default(10)
      .describe(
        'Failed sign-ins on one account from one address per window before that address gets 429 for it; past twice as many on the account from all addresses, each try waits longer (1 s doubling, at most 60 s), so the owner is never locked out.',
      ),
    LOGIN_RATE_LIMIT_PER_IP: z.coerce
      .number()
      .int()
      .min(1)
      .default(50)
      .describe('Failed sign-ins per IP address per window before 429.'),
    LOGIN_RATE_LIMIT_WINDOW_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .default(900)
      .describe('The sign-in rate-limit window.'),
    PASSWORD_RESET_RATE_LIMIT_PER_ACCOUNT: z.coerce
      .number()
      .int()
      .min(1)
      .default(3)
      .describe('"Forgot password?" requests per email address per window before 429 (known address or not).'),
    PASSWORD_RESET_RATE_LIMIT_PER_IP: z.coerce
      .number()
      .int()
      .min(1)
      .default(20)
      .describe('"Forgot password?" requests per IP address per window before 429.'),
    PASSWORD_RESET_RATE_LIMIT_WINDOW_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .default(3600)
      .describe('The password reset rate-limit window.'),
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
    if (env.MAIL_PROVIDER === 'smtp' && !env.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'Required when MAIL_PROVIDER is smtp' })
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

/**
 * The defaults, for tests and tools that build an app without reading the process environment; they log only
 * problems unless told otherwise.
 */
export function defaultEnv(overrides: Partial<Record<keyof Env, string>> = {}): Env {
  return envSchema.parse({ LOG_LEVEL: 'warn', ...overrides })
}
