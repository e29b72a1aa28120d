import type { Server } from 'node:http'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { openDatabase } from './db/client'
import { seedIfEmpty } from './db/seed/seed'
import { loadEnv } from './env'
import { syncFaqContent } from './services/help/faq-sync'
import { BOOKING_TIMERS_INTERVAL_MS, runBookingTimers } from './services/bookings/booking-timers'
import { publishDueReviews } from './services/reviews/review-writing'
import { paymentDeps } from './services/payments/payment-deps'
import { runPaymentJobs } from './services/payments/payment-jobs'
import { icalFetchProvider } from './providers/ical-fetch/ical-fetch'
import { syncAllFeeds } from './services/owner-calendar/ical-feeds'
import { payoutProvider } from './providers/payouts/payouts'
import { runPayoutJobs } from './services/payouts/payout-jobs'
import { stopListingStats } from './services/listings/listing-stats'
import { DRAIN_TIMEOUT_MS, drainServer, trackHandlers } from './http/graceful-close'
import { answerClientErrors } from './http/client-errors'
import { mailProvider } from './providers/mail/mail'
import { runBookingReminders } from './services/notifications/booking-reminders'
import { runDocumentExpiry } from './services/documents/document-expiry'
import { runChatEmails } from './services/notifications/chat-emails'
import { deliverOutbox } from './services/outbox/outbox-delivery'
import { outboxEmailRenderer } from './mail/render-email'
import { exchangeRateProvider } from './providers/exchange-rates/exchange-rates'
import { refreshExchangeRates } from './services/exchange-rates/exchange-rates'
import { createLogger } from './observability/logger'
import { createMetrics } from './observability/metrics'

const env = loadEnv()
const logger = createLogger(env)
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR })
await database.migrate()
// The help centre follows its content files on every start, seeded database or not.
await syncFaqContent(database.db)
if (env.SEED_DEMO_DATA) {
  const seeded = await seedIfEmpty(database.db)
  if (seeded) logger.info(`Seeded demo data in ${seeded.milliseconds} ms: ${seeded.summary}`)
}

const metrics = env.METRICS_TOKEN ? createMetrics(database.db, database.poolStats) : undefined
/** Runs a background job under the metrics (runs, failures, duration, last success) and logs its failure. */
const job = (name: string, run: () => Promise<unknown>) =>
  (metrics ? metrics.trackJob(name, run) : run()).catch((error: unknown) =>
    logger.error({ err: error, job: name }, `the ${name} job failed`),
  )

const app = createApp({
  db: database.db,
  env,
  webRoot: process.env.NODE_ENV === 'development' ? undefined : 'dist/web',
  logger,
  metrics,
})
const handlers = trackHandlers(app.fetch)
const server = serve({ fetch: handlers.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  const where = database.kind === 'pglite' ? `embedded PostgreSQL in ${env.DATA_DIR}` : 'PostgreSQL at DATABASE_URL'
  logger.info(`Roam is running on http://localhost:${info.port} (${where}); API reference on /docs`)
})
// serve() without TLS options is a plain HTTP/1.1 server.
answerClientErrors(server as Server)

// Expiries, trip starts and ends, the reminders before them, documents coming to their date, and chat messages left unread. Every process may run it: each change locks its booking row, and an event the
// machine no longer allows (another process got there first) is skipped.
const bookingTimers = setInterval(() => {
  void job('booking-timers', () => runBookingTimers(database.db))
  void job('booking-reminders', () => runBookingReminders(database.db))
  void job('chat-emails', () => runChatEmails(database.db))
  void job('document-expiry', () => runDocumentExpiry(database.db))
  // Reviews whose window closed without the other side's review go public.
  void job('review-publishing', () => publishDueReviews(database.db))
}, BOOKING_TIMERS_INTERVAL_MS)

// Later instalments and payments whose request died are settled in the background; each row is claimed, so several servers may run it.
let paymentJobsRunning = false
const paymentJobs =
  env.PAYMENT_JOBS_INTERVAL_SECONDS > 0
    ? setInterval(() => {
        if (paymentJobsRunning) return
        paymentJobsRunning = true
        job('payments', () => runPaymentJobs(paymentDeps(database.db, env)))
          // Finished trips pay their owner out.
          .then(() => job('payouts', () => runPayoutJobs(database.db, payoutProvider(database.db, env))))
          .finally(() => (paymentJobsRunning = false))
      }, env.PAYMENT_JOBS_INTERVAL_SECONDS * 1000)
    : undefined

// Imported iCal feeds are re-read so days booked elsewhere stay blocked here; a failing feed keeps its last_error.
let icalSyncRunning = false
const icalSync =
  env.ICAL_SYNC_INTERVAL_MINUTES > 0
    ? setInterval(() => {
        if (icalSyncRunning) return
        icalSyncRunning = true
        void job('ical-sync', () => syncAllFeeds(database.db, icalFetchProvider(env))).finally(
          () => (icalSyncRunning = false),
        )
      }, env.ICAL_SYNC_INTERVAL_MINUTES * 60_000)
    : undefined

// Prices show in the visitor's currency at the newest reference rates: read at start, then again through the day.
const ratesProvider = exchangeRateProvider(env)
const refreshRates = () => job('exchange-rates', () => refreshExchangeRates(database.db, ratesProvider))
if (env.EXCHANGE_RATES_INTERVAL_MINUTES > 0) void refreshRates()
const exchangeRatesJob =
  env.EXCHANGE_RATES_INTERVAL_MINUTES > 0
    ? setInterval(() => void refreshRates(), env.EXCHANGE_RATES_INTERVAL_MINUTES * 60_000)
    : undefined

// The outbox's emails go out; each row is claimed with SKIP LOCKED, so several servers may run it.
// A shutdown waits for the run under way: a send cut off before its row is marked would never be sent again.
let mailDeliveryRun: Promise<void> | undefined
const mail = mailProvider(database.db, env)
const mailDelivery =
  env.MAIL_DELIVERY_INTERVAL_SECONDS > 0
    ? setInterval(() => {
        if (mailDeliveryRun) return
        mailDeliveryRun = job('mail-delivery', () =>
          deliverOutbox({
            db: database.db,
            mail,
            render: outboxEmailRenderer(env),
            maxAttempts: env.MAIL_MAX_ATTEMPTS,
          }),
        )
          .then(() => undefined)
          .finally(() => (mailDeliveryRun = undefined))
      }, env.MAIL_DELIVERY_INTERVAL_SECONDS * 1000)
    : undefined

let shuttingDown = false
async function shutdown(signal: string) {
  // A second signal while draining changes nothing; the drain timeout bounds the wait.
  if (shuttingDown) return
  shuttingDown = true
  logger.info(`${signal}: finishing the requests under way, then closing the database`)
  clearInterval(bookingTimers)
  clearInterval(paymentJobs)
  clearInterval(icalSync)
  clearInterval(exchangeRatesJob)
  clearInterval(mailDelivery)
  const started = Date.now()
  const { timedOut } = await drainServer(server)
  const unfinished = (await handlers.settled(Math.max(0, DRAIN_TIMEOUT_MS - (Date.now() - started)))).timedOut
  if (timedOut || unfinished) logger.warn(`Requests still running after ${DRAIN_TIMEOUT_MS} ms were cut off`)
  await mailDeliveryRun
  await stopListingStats(database.db)
  await database.close()
  process.exit(0)
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))
