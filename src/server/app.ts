import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { OpenAPIHono } from '@hono/zod-openapi'
import { serveStatic } from '@hono/node-server/serve-static'
import { HTTPException } from 'hono/http-exception'
import { compress } from 'hono/compress'
import { getCookie } from 'hono/cookie'
import type { Database } from './db/client'
import type { Env } from './env'
import type { AppEnv } from './http/app-env'
import { ApiError } from './http/api-error'
import { isDatabaseUnavailable } from './db/errors'
import { ProviderUnavailableError } from './providers/provider-unavailable'
import { validationHook } from './http/validation-hook'
import { configScript } from './http/web-boot'
import { addressLocale, webPreloads } from './http/web-preloads'
import { pageLanding } from './http/page-landing'
import { bareAddress } from './http/site-addresses'
import { publicConfig } from './http/public-config'
import { docsPage, swaggerAssetsRoot } from './http/docs-page'
import { registerCatalogueRoutes } from './routes/catalogue/catalogue.index'
import { registerMediaRoutes } from './routes/media/media.index'
import { registerReferentialRoutes } from './routes/referential/referential.index'
import { authenticate } from './http/authentication'
import { publicReadCache } from './http/public-read-cache'
import { registerHealthRoutes } from './http/health'
import { registerMetricsRoute } from './http/metrics-route'
import { requestLog } from './http/request-log'
import { staffWriteAudit } from './http/staff-write-audit'
import { createLogger, type Logger } from './observability/logger'
import { createMetrics, type Metrics } from './observability/metrics'
import { scriptNonce, securityHeaders } from './http/security-headers'
import { registerAuthRoutes } from './routes/auth/auth.index'
import { registerUsersRoutes } from './routes/users/users.index'
import { registerEmailChangesRoutes } from './routes/email-changes/email-changes.index'
import { registerMoneyboxesRoutes } from './routes/moneyboxes/moneyboxes.index'
import { registerNotificationsRoutes } from './routes/notifications/notifications.index'
import { registerNotificationPreferencesRoutes } from './routes/notification-preferences/notification-preferences.index'
import { registerOneClickUnsubscribePages } from './routes/notification-preferences/one-click-unsubscribe.pages'
import { registerAccountRoutes } from './routes/account/account.index'
import { registerProfessionalRoutes } from './routes/professional/professional.index'
import { registerListingsRoutes } from './routes/listings/listings.index'
import { registerReviewsRoutes } from './routes/reviews/reviews.index'
import { registerWishlistsRoutes } from './routes/wishlists/wishlists.index'
import { registerSearchRoutes } from './routes/search/search.index'
import { registerPlacesRoutes } from './routes/places/places.index'
import { registerCamperCalendarRoutes } from './routes/camper-calendar/camper-calendar.index'
import { registerOwnerCalendarRoutes } from './routes/owner-calendar/owner-calendar.index'
import { registerCamperPhotosRoutes } from './routes/camper-photos/camper-photos.index'
import { registerHelpRoutes } from './routes/help/help.index'
import { registerEventsRoutes } from './routes/events/events.index'
import { registerNewsletterRoutes } from './routes/newsletter/newsletter.index'
import { registerBookingExtensionsRoutes } from './routes/booking-extensions/booking-extensions.index'
import { registerBookingsGuestRoutes } from './routes/bookings-guest/bookings-guest.index'
import { registerBookingsOwnerRoutes } from './routes/bookings-owner/bookings-owner.index'
import { registerBookingsStaffRoutes } from './routes/bookings-staff/bookings-staff.index'
import { registerBookingPaymentsRoutes } from './routes/booking-payments/booking-payments.index'
import { registerBookingPricesRoutes } from './routes/booking-prices/booking-prices.index'
import { registerInsuranceRoutes } from './routes/insurance/insurance.index'
import { registerDocumentsRoutes } from './routes/documents/documents.index'
import { registerStaffRoutes } from './routes/staff/staff.index'
import { registerPayoutsRoutes } from './routes/payouts/payouts.index'
import { registerChatsRoutes } from './routes/chats/chats.index'
import { registerEarningsRoutes } from './routes/earnings/earnings.index'
import { registerListingImportRoutes } from './routes/listing-import/listing-import.index'
import { registerListingsOwnerRoutes } from './routes/listings-owner/listings-owner.index'
import { registerVehiclesRoutes } from './routes/vehicles/vehicles.index'
import { registerStaffListingsRoutes } from './routes/staff-listings/staff-listings.index'
import { registerMailSandboxPages } from './routes/mail-sandbox/mail-sandbox.pages'
import { registerSitemapPages } from './routes/sitemaps/sitemaps.pages'

export interface AppDependencies {
  db: Database
  env: Env
  /** The built web app (index.html and assets); absent in API-only tests. */
  webRoot?: string
  /** Where log lines go (LOG_LEVEL, LOG_FORMAT on standard output unless given). */
  logger?: Logger
  /** The process's metrics (main.ts shares them with the background jobs); made here when METRICS_TOKEN is set. */
  metrics?: Metrics
}

/** Paths that belong to the API: anything else is the single-page app. */
const API_PREFIXES = ['/oauth/', '/3/', '/v4/', '/api/']
export const isApiPath = (path: string) => API_PREFIXES.some((prefix) => path.startsWith(prefix))
/** Generated images are read by <img> tags, which cannot send the API key header. */
const isPublicMedia = (method: string, path: string) =>
  (method === 'GET' || method === 'HEAD') && path.startsWith('/api/media/')
/** External calendars poll a camper's iCal export by its secret token and cannot send the API key either. */
const isPublicCalendarFeed = (method: string, path: string) =>
  (method === 'GET' || method === 'HEAD') && /^\/3\/products\/\d+\/calendar-feed\/$/.test(path)

export const OPENAPI_INFO = {
  title: 'Roam API',
  version: '1.0.0',
  description: 'The HTTP API of Roam, the peer-to-peer camper rental marketplace.',
}

export function createApp(deps: AppDependencies) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })

  const logger = deps.logger ?? createLogger(deps.env)
  const metrics = deps.metrics ?? (deps.env.METRICS_TOKEN ? createMetrics(deps.db) : undefined)

  // Before every middleware: a load balancer polls these every second, without an API key or a token.
  registerHealthRoutes(app, deps.db)
  registerMetricsRoute(app, deps.env.METRICS_TOKEN, metrics)

  app.use('*', requestLog(logger, metrics))

  // Answers (JSON, HTML, SVG) are gzipped on the fly; built files arrive precompressed and are left alone.
  app.use('*', compress())
  app.use('*', securityHeaders(deps.env))

  app.use('*', async (c, next) => {
    c.set('db', deps.db)
    c.set('env', deps.env)
    c.set('userId', null)
    c.set('isStaff', false)
    c.set('actingStaffId', null)
    c.set('tokenInvalid', false)
    await next()
  })

  app.openAPIRegistry.registerComponent('securitySchemes', 'apiKey', {
    type: 'apiKey',
    in: 'header',
    name: 'X-API-KEY',
  })
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer' })

  // Every API call carries the public X-API-KEY (spec 1 §7).
  app.use('*', async (c, next) => {
    if (
      isApiPath(c.req.path) &&
      !isPublicMedia(c.req.method, c.req.path) &&
      !isPublicCalendarFeed(c.req.method, c.req.path) &&
      c.req.header('x-api-key') !== deps.env.API_KEY
    ) {
      throw new ApiError(401, { detail: 'A valid X-API-KEY header is required.' })
    }
    await next()
  })
  app.use('*', authenticate)
  app.use('*', staffWriteAudit)
  app.use('*', publicReadCache(deps.env.PUBLIC_READ_CACHE_MS))

  for (const register of routeGroups) register(app)

  app.doc31('/openapi.json', { openapi: '3.1.0', info: OPENAPI_INFO, security: [{ apiKey: [] }] })
  app.get('/docs', (c) => c.html(docsPage('/openapi.json', scriptNonce(c))))
  app.use(
    '/docs/assets/*',
    serveStatic({ root: swaggerAssetsRoot(), rewriteRequestPath: (path) => path.replace('/docs/assets', '') }),
  )
  app.get('/app-config.js', (c) => {
    c.header('Cache-Control', 'no-store')
    return c.body(configScript(deps.env), 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
    })
  })

  if (deps.webRoot) mountWebApp(app, resolve(deps.webRoot), deps)

  app.notFound((c) => c.json({ detail: 'Not found.' }, 404))
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.body, error.status)
    if (error instanceof HTTPException) return c.json({ detail: error.message || 'Request failed.' }, error.status)
    const log = c.var.log ?? logger
    if (error instanceof ProviderUnavailableError) {
      log.warn({ method: c.req.method, path: c.req.path }, error.message)
      return c.json(
        { detail: `${error.service} did not answer. Try again in a moment.`, code: 'PROVIDER_UNAVAILABLE' },
        502,
      )
    }
    // Writes run in transactions, so a request cut off here changed nothing; the pool reconnects on its own.
    if (isDatabaseUnavailable(error)) {
      log.warn({ method: c.req.method, path: c.req.path }, 'the database is unavailable')
      c.header('Retry-After', '1')
      return c.json({ detail: 'Roam is briefly unavailable. Try again in a moment.', code: 'SERVICE_UNAVAILABLE' }, 503)
    }
    log.error({ err: error, method: c.req.method, path: c.req.path }, 'the request failed')
    return c.json({ detail: 'An unexpected error occurred.' }, 500)
  })
  return app
}

export type App = ReturnType<typeof createApp>

/** Each route group adds its operations here, in the order they appear in the API reference. */
const routeGroups: Array<(app: OpenAPIHono<AppEnv>) => void> = [
  registerAuthRoutes,
  registerUsersRoutes,
  registerEmailChangesRoutes,
  registerMoneyboxesRoutes,
  registerAccountRoutes,
  registerProfessionalRoutes,
  registerReferentialRoutes,
  registerCatalogueRoutes,
  registerMediaRoutes,
  registerListingsOwnerRoutes,
  registerListingImportRoutes,
  registerListingsRoutes,
  registerVehiclesRoutes,
  registerStaffListingsRoutes,
  registerReviewsRoutes,
  registerWishlistsRoutes,
  registerSearchRoutes,
  registerPlacesRoutes,
  registerCamperCalendarRoutes,
  registerOwnerCalendarRoutes,
  registerCamperPhotosRoutes,
  registerHelpRoutes,
  registerEventsRoutes,
  registerNewsletterRoutes,
  registerBookingExtensionsRoutes,
  registerBookingsGuestRoutes,
  registerBookingsOwnerRoutes,
  registerBookingsStaffRoutes,
  registerNotificationsRoutes,
  registerNotificationPreferencesRoutes,
  registerBookingPaymentsRoutes,
  registerBookingPricesRoutes,
  registerInsuranceRoutes,
  registerDocumentsRoutes,
  registerStaffRoutes,
  registerPayoutsRoutes,
  registerChatsRoutes,
  registerEarningsRoutes,
  registerMailSandboxPages,
  registerOneClickUnsubscribePages,
  registerSitemapPages,
]

/** Built files whose names carry a content hash: they never change, so browsers keep them for a year. */
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable'

function mountWebApp(app: OpenAPIHono<AppEnv>, webRoot: string, { db, env }: Pick<AppDependencies, 'db' | 'env'>) {
  const indexFile = join(webRoot, 'index.html')
  if (!existsSync(indexFile)) throw new Error(`The web app is not built: ${indexFile} is missing. Run npm run build.`)
  const preloads = webPreloads(webRoot, readFileSync(indexFile, 'utf8'), env)
  // The build writes .br and .gz next to each file (vite.config.ts), served to browsers that accept them.
  app.use('/assets/*', async (c, next) => {
    await next()
    // Only a found file: a missing one must not be remembered for a year.
    if (c.res.status === 200) c.res.headers.set('Cache-Control', HASHED_ASSET_CACHE)
  })
  app.use('/assets/*', serveStatic({ root: webRoot, precompressed: true }))
  app.use('*', async (c, next) => {
    // A folder address (/ above all) is a page of the app, answered below with its preload hints, not dist's index.html.
    if (c.req.method !== 'GET' || isApiPath(c.req.path) || c.req.path.endsWith('/')) return next()
    // Unhashed files (favicon, latest.json the app polls for a newer build, index.html) are revalidated on every use.
    c.header('Cache-Control', 'no-cache')
    return serveStatic({ root: webRoot, precompressed: true, onNotFound: () => undefined })(c, next)
  })
  const routing = publicConfig(env)
  // Every other GET is a route of the single-page app, which renders its own "Page not found" (with a 404 status).
  // A missing build file (an old chunk after a deploy) is a 404, not the page: its importer can then fail and reload.
  app.get('*', async (c, next) => {
    if (isApiPath(c.req.path) || c.req.path.startsWith('/assets/')) return next()
    c.header('Cache-Control', 'no-cache')
    const origin = new URL(c.req.url).origin
    const landing = await pageLanding(db, {
      bare: bareAddress(c.req.path, routing),
      locale: addressLocale(c.req.path, routing) ?? routing.defaultLocale,
      origin,
      routing,
      // The web app's logged_in cookie (src/web/lib/auth-tokens.ts): only an anonymous visit gets the listing written in.
      signedIn: getCookie(c, 'logged_in') === 'true',
    })
    return c.html(preloads.html(c.req.path, origin, scriptNonce(c), landing), landing.status)
  })
}
