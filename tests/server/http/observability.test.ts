import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../../src/server/app'
import { createLogger } from '../../../src/server/observability/logger'
import { createMetrics } from '../../../src/server/observability/metrics'
import { createUser, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

const TOKEN = 'a-metrics-token-for-tests'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

describe.each(TEST_DATABASES)('request logs and metrics on %s', (kind) => {
  let t: TestApp
  let app: ReturnType<typeof createApp>
  let lines: Record<string, unknown>[]
  let metrics: ReturnType<typeof createMetrics>

  beforeAll(async () => {
    t = await createTestApp(kind)
    lines = []
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line))
        done()
      },
    })
    metrics = createMetrics(t.db)
    app = createApp({
      db: t.db,
      env: { ...t.env, METRICS_TOKEN: TOKEN, LOG_LEVEL: 'info' },
      logger: createLogger({ LOG_LEVEL: 'info', LOG_FORMAT: 'json' }, sink),
      metrics,
    })
    app.get('/3/test-failure/', () => {
      throw new Error('a bug with a secret in its stack')
    })
  })
  afterAll(() => t.close())

  const call = (path: string, headers: Record<string, string> = {}) =>
    app.request(path, { headers: { 'X-API-KEY': t.env.API_KEY, ...headers } })

  it('gives every answer a request id: the caller’s when it looks like one, else a new one', async () => {
    const passed = await call('/3/referential/', { 'X-Request-Id': 'edge-7f3a9c01-beef' })
    expect(passed.headers.get('X-Request-Id')).toBe('edge-7f3a9c01-beef')
    expect((await call('/3/referential/')).headers.get('X-Request-Id')).toMatch(UUID)
    for (const odd of ['short', 'has spaces in it', 'x'.repeat(200), '<script>alert(1)</script>'])
      expect((await call('/3/referential/', { 'X-Request-Id': odd })).headers.get('X-Request-Id')).toMatch(UUID)
  })

  it('writes one JSON line per request: id, method, route, path, status, duration and the signed-in user', async () => {
    const owner = await createUser(t, { isOwner: true })
    const camper = await createCamper(t, owner.id)
    const token = (await tokensFor(t, owner.email)).access_token
    lines.length = 0
    const answer = await call(`/3/products/${camper.id}/`, { Authorization: `Bearer ${token}` })
    expect(answer.status).toBe(200)
    const line = lines.find((entry) => entry.msg === 'request')
    expect(line).toMatchObject({
      level: 30,
      service: 'roam',
      req_id: answer.headers.get('X-Request-Id'),
      method: 'GET',
      route: '/3/products/:id/',
      path: `/3/products/${camper.id}/`,
      status: 200,
      user_id: owner.id,
    })
    expect(line!.duration_ms).toEqual(expect.any(Number))
    expect(typeof line!.time).toBe('string')
  })

  it('logs an error with its stack under the request’s id, and answers without it', async () => {
    lines.length = 0
    const answer = await call('/3/test-failure/')
    expect(answer.status).toBe(500)
    const body = await answer.text()
    expect(JSON.parse(body)).toEqual({ detail: 'An unexpected error occurred.' })
    expect(body).not.toContain('secret')
    const logged = lines.find((entry) => entry.level === 50)
    expect(logged).toMatchObject({
      req_id: answer.headers.get('X-Request-Id'),
      method: 'GET',
      path: '/3/test-failure/',
      err: { type: 'Error', message: 'a bug with a secret in its stack' },
    })
    expect((logged!.err as { stack: string }).stack).toContain('observability.test.ts')
    expect(lines.find((entry) => entry.msg === 'request')).toMatchObject({ status: 500 })
  })

  it('serves Prometheus metrics to the holder of the token only; 404 when no token is set', async () => {
    expect((await app.request('/metrics')).status).toBe(401)
    expect(
      (await app.request('/metrics', { headers: { Authorization: 'Bearer wrong-token-for-tests!' } })).status,
    ).toBe(401)
    expect((await t.app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(404)

    await call('/3/referential/')
    await call('/3/products/999999/')
    await metrics.trackJob('payments', async () => 1)
    await expect(
      metrics.trackJob('payouts', async () => {
        throw new Error('the provider is down')
      }),
    ).rejects.toThrow('the provider is down')

    const scraped = await app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } })
    expect(scraped.status).toBe(200)
    expect(scraped.headers.get('Content-Type')).toContain('text/plain')
    const text = await scraped.text()
    expect(text).toMatch(
      /roam_http_request_duration_seconds_count\{method="GET",route="\/3\/referential\/",status="200"\} \d+/,
    )
    expect(text).toMatch(
      /roam_http_request_duration_seconds_count\{method="GET",route="\/3\/products\/:id\/",status="404"\} 1/,
    )
    expect(text).toContain('roam_job_runs_total{job="payments"} 1')
    expect(text).toContain('roam_job_failures_total{job="payouts"} 1')
    expect(text).toMatch(/roam_job_last_success_timestamp_seconds\{job="payments"\} \d+/)
    expect(text).toMatch(/roam_payments_waiting \d+/)
    expect(text).toContain('# TYPE roam_outbox_messages gauge')
    expect(text).toMatch(/process_cpu_seconds_total \d/)
  })
})
