import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoData } from '../../../src/server/db/seed/seed'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

describe.each(TEST_DATABASES)('review stats and trusted shop on %s', (kind) => {
  let t: TestApp
  let expected: { total: number; mean: number }
  beforeAll(async () => {
    t = await createTestApp(kind)
    await seedDemoData(t.db)
    const result = (await t.db.execute(
      sql`SELECT count(*)::int AS total, avg(rating)::float AS mean FROM reviews WHERE author_type = 'guest' AND published_date IS NOT NULL`,
    )) as unknown as { rows: Array<{ total: number; mean: number }> }
    expected = result.rows[0]!
  })
  afterAll(() => t.close())

  it('counts the published guest reviews and averages them to one decimal', async () => {
    const response = await t.request('/api/internals/referential/stats?lang=fr')
    expect(response.status).toBe(200)
    const stats = await response.json()
    expect(stats).toEqual({ count: expected.total, average: Math.round(expected.mean * 10) / 10 })
    expect(stats.count).toBeGreaterThan(300)
    expect(stats.average).toBeGreaterThanOrEqual(0)
    expect(stats.average).toBeLessThanOrEqual(5)
  })

  it('gives the trusted-shop rating from the sandbox provider', async () => {
    const response = await t.request('/api/internals/trustedshop')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      totalReviewCount: expected.total,
      overallMark: Math.round(expected.mean * 100) / 100,
    })
    const explicit = await t.request(`/api/internals/trustedshop?tsid=${t.env.TRUSTED_SHOPS_ID}`)
    expect(explicit.status).toBe(200)
  })

  it('answers 429 too_many when the sandbox is asked with tsid=rate-limited', async () => {
    const response = await t.request('/api/internals/trustedshop?tsid=rate-limited')
    expect(response.status).toBe(429)
    expect(await response.json()).toEqual({ detail: expect.any(String), code: 'too_many' })
  })

  it('answers 400 invalid_id for a tsid that is not the configured shop', async () => {
    const response = await t.request('/api/internals/trustedshop?tsid=X0000000000000000000000000000000')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ detail: 'TSID is invalid', code: 'invalid_id' })
  })
})

describe.each(TEST_DATABASES)('review stats on an empty marketplace on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())

  it('answers zero rather than failing', async () => {
    expect(await (await t.request('/api/internals/referential/stats')).json()).toEqual({ count: 0, average: 0 })
    expect(await (await t.request('/api/internals/trustedshop')).json()).toEqual({
      totalReviewCount: 0,
      overallMark: 0,
    })
  })
})
