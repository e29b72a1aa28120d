import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { Database } from '../db/client'
import type { AppEnv } from './app-env'

const journal = fileURLToPath(new URL('../db/migrations/meta/_journal.json', import.meta.url))
/** How many migrations this build ships: the database is ready once it has applied them all. */
const shippedMigrations = (JSON.parse(readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length

const noStore = { 'Cache-Control': 'no-store' }

/**
 * GET /health: the process is up (no database call). GET /ready: the database answers and every migration this build
 * ships is applied. Both sit outside the API key, for a load balancer or an orchestrator polling every second: /ready
 * costs one `SELECT` once the migrations have been seen applied.
 */
export function registerHealthRoutes(app: OpenAPIHono<AppEnv>, db: Database) {
  let migrated = false
  app.get('/health', (c) => c.json({ status: 'ok' }, 200, noStore))
  app.get('/ready', async (c) => {
    try {
      if (migrated) await db.execute(sql`SELECT 1`)
      else {
        const result = (await db.execute(
          sql`SELECT count(*)::int AS applied FROM drizzle.__drizzle_migrations`,
        )) as unknown as { rows: Array<{ applied: number }> }
        const applied = result.rows[0]?.applied ?? 0
        if (applied < shippedMigrations)
          return c.json(
            {
              detail: `The database has ${applied} of ${shippedMigrations} migrations applied.`,
              code: 'MIGRATIONS_PENDING',
            },
            503,
            noStore,
          )
        migrated = true
      }
      return c.json({ status: 'ready' }, 200, noStore)
    } catch {
      return c.json({ detail: 'The database does not answer.', code: 'DATABASE_UNAVAILABLE' }, 503, noStore)
    }
  })
}
