import { timingSafeEqual } from 'node:crypto'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { Metrics } from '../observability/metrics'
import type { AppEnv } from './app-env'

const sameToken = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected))

/**
 * GET /metrics in Prometheus' text format, for a scraper holding METRICS_TOKEN (`Authorization: Bearer …`); outside the
 * API key. With no token set the metrics are off and the address is unknown (404).
 */
export function registerMetricsRoute(app: OpenAPIHono<AppEnv>, token: string, metrics: Metrics | undefined) {
  app.get('/metrics', async (c) => {
    if (!token || !metrics) return c.json({ detail: 'Not found.' }, 404)
    const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? ''
    if (!sameToken(given, token)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"')
      return c.json({ detail: 'The metrics token is missing or wrong.' }, 401)
    }
    c.header('Cache-Control', 'no-store')
    return c.body(await metrics.registry.metrics(), 200, { 'Content-Type': metrics.registry.contentType })
  })
}
