import { and, count, inArray, sql } from 'drizzle-orm'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { Database, DatabaseHandle } from '../db/client'
import { outbox, payments } from '../db/schema'
import { UNSETTLED_STATES } from '../services/payments/payment-status'

export interface Metrics {
  registry: Registry
  observeRequest(method: string, route: string, status: number, seconds: number): void
  /** Runs a background job, counting its runs and failures and timing it; a failure is counted and thrown on. */
  trackJob<T>(job: string, run: () => Promise<T>): Promise<T>
}

/**
 * Prometheus metrics of one server process (`GET /metrics`, behind METRICS_TOKEN): the process's own (CPU, memory,
 * event loop lag), request durations by route and status, each background job's runs, failures, duration and last
 * success (its lag is now minus that), the database pool, and the queues read from the database when scraped: outbox
 * messages by status and payments waiting for the provider.
 */
export function createMetrics(db: Database, pool?: DatabaseHandle['poolStats']): Metrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })

  const requests = new Histogram({
    name: 'roam_http_request_duration_seconds',
    help: 'HTTP answers by method, route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const jobRuns = new Counter({
    name: 'roam_job_runs_total',
    help: 'Background job runs',
    labelNames: ['job'],
    registers: [registry],
  })
  const jobFailures = new Counter({
    name: 'roam_job_failures_total',
    help: 'Background job runs that failed',
    labelNames: ['job'],
    registers: [registry],
  })
  const jobDuration = new Histogram({
    name: 'roam_job_duration_seconds',
    help: 'Background job run durations',
    labelNames: ['job'],
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
    registers: [registry],
  })
  const jobLastSuccess = new Gauge({
    name: 'roam_job_last_success_timestamp_seconds',
    help: 'When each background job last ran to its end (lag: time() minus this)',
    labelNames: ['job'],
    registers: [registry],
  })

  new Gauge({
    name: 'roam_outbox_messages',
    help: 'Outbox messages by status (pending and sending are the queue)',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset()
      const rows = await db.select({ status: outbox.status, n: count() }).from(outbox).groupBy(outbox.status)
      for (const row of rows) this.set({ status: row.status }, row.n)
    },
  })
  new Gauge({
    name: 'roam_payments_waiting',
    help: 'Payments sent to the provider, or about to be, whose answer is not recorded yet',
    registers: [registry],
    async collect() {
      const [row] = await db
        .select({ n: count() })
        .from(payments)
        .where(and(sql`${payments.status} = 'CREATED'`, inArray(payments.state, [...UNSETTLED_STATES])))
      this.set(row?.n ?? 0)
    },
  })
  if (pool) {
    new Gauge({
      name: 'roam_db_pool_connections',
      help: 'PostgreSQL pool connections: all, idle, and requests waiting for one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = pool()
        this.set({ state: 'total' }, stats.total)
        this.set({ state: 'idle' }, stats.idle)
        this.set({ state: 'waiting' }, stats.waiting)
      },
    })
  }

  return {
    registry,
    observeRequest(method, route, status, seconds) {
      requests.observe({ method, route, status: String(status) }, seconds)
    },
    async trackJob(job, run) {
      jobRuns.inc({ job })
      const end = jobDuration.startTimer({ job })
      try {
        const result = await run()
        jobLastSuccess.set({ job }, Date.now() / 1000)
        return result
      } catch (error) {
        jobFailures.inc({ job })
        throw error
      } finally {
        end()
      }
    },
  }
}
