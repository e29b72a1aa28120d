import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../../src/server/app'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

describe.each(TEST_DATABASES)('health and readiness on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())

  it('answers /health and /ready without an API key or a token, never cached', async () => {
    for (const path of ['/health', '/ready']) {
      const response = await t.app.request(path)
      expect(response.status).toBe(200)
      expect(response.headers.get('Cache-Control')).toBe('no-store')
    }
    expect(await (await t.app.request('/health')).json()).toEqual({ status: 'ok' })
    expect(await (await t.app.request('/ready')).json()).toEqual({ status: 'ready' })
    expect((await t.app.request('/ready', { method: 'HEAD' })).status).toBe(200)
  })

  it('is not ready while a migration of this build is missing from the database', async () => {
    // A fresh app (its readiness not yet seen) on a database that lacks the last migration's record.
    const [last] = (
      (await t.db.execute(
        sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = (SELECT max(id) FROM drizzle.__drizzle_migrations) RETURNING *`,
      )) as unknown as { rows: Array<Record<string, unknown>> }
    ).rows
    try {
      const app = createApp({ db: t.db, env: t.env })
      const response = await app.request('/ready')
      expect(response.status).toBe(503)
      expect(await response.json()).toMatchObject({ code: 'MIGRATIONS_PENDING' })
      expect((await app.request('/health')).status).toBe(200)
    } finally {
      await t.db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${last!.id}, ${last!.hash}, ${last!.created_at})`,
      )
    }
    expect((await createApp({ db: t.db, env: t.env }).request('/ready')).status).toBe(200)
  })
})

describe('readiness without a database', () => {
  it('answers 503 in the error shape when the database does not answer', async () => {
    const t = await createTestApp('pglite')
    const app = t.app
    await t.close()
    const response = await app.request('/ready')
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ detail: 'The database does not answer.', code: 'DATABASE_UNAVAILABLE' })
    expect((await app.request('/health')).status).toBe(200)
  })
})
