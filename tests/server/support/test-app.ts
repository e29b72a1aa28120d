import pg from 'pg'
import { createApp, type App } from '../../../src/server/app'
import { openDatabase, type Database, type DatabaseHandle } from '../../../src/server/db/client'
import { defaultEnv, type Env } from '../../../src/server/env'
import { stopListingStats } from '../../../src/server/services/listings/listing-stats'

export interface TestApp {
  app: App
  db: Database
  env: Env
  /** The PostgreSQL database's address (postgres kind only), for a server process of the test's own. */
  url?: string
  /** Calls the API with the public key; pass `token` for an authenticated call. */
  request(
    path: string,
    init?: RequestInit & { token?: string; json?: unknown; form?: Record<string, string> },
  ): Promise<Response>
  close(): Promise<void>
}

/** The databases every server test runs against: PGlite always, and the server at DATABASE_URL when set. */
export const TEST_DATABASES: Array<'pglite' | 'postgres'> = process.env.DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite']

/**
 * A fresh, migrated, empty database and an app on it. Each call gets a database of its own, except PGlite given a
 * `dataDir`: the embedded database then lives in that folder and outlives close(), for a server process to open after.
 */
export async function createTestApp(
  kind: 'pglite' | 'postgres',
  envOverrides: Partial<Record<keyof Env, string>> = {},
  options: { dataDir?: string } = {},
): Promise<TestApp> {
  // The public-read cache stays off unless a test turns it on: tests write the database directly and read it back.
  const env = defaultEnv({ PUBLIC_READ_CACHE_MS: '0', ...envOverrides })
  let handle: DatabaseHandle
  let dropDatabase = async () => {}
  let databaseUrl: string | undefined
  if (kind === 'postgres') {
    const adminUrl = process.env.DATABASE_URL!
    const name = `roam_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
    handle = await openDatabase({ url: databaseUrl, dataDir: '' })
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    }
  } else {
    handle = await openDatabase({ dataDir: options.dataDir ?? 'memory://' })
  }
  await handle.migrate()
  const app = createApp({ db: handle.db, env })

  return {
    app,
    db: handle.db,
    env,
    url: databaseUrl,
    request(path, init = {}) {
      const { token, json, form, headers, ...rest } = init
      const merged = new Headers(headers)
      merged.set('X-API-KEY', env.API_KEY)
      if (token) merged.set('Authorization', `Bearer ${token}`)
      let body = rest.body
      if (json !== undefined) {
        merged.set('Content-Type', 'application/json')
        body = JSON.stringify(json)
      } else if (form) {
        merged.set('Content-Type', 'application/x-www-form-urlencoded')
        body = new URLSearchParams(form).toString()
      }
      return Promise.resolve(app.request(path, { ...rest, headers: merged, body }))
    },
    async close() {
      await stopListingStats(handle.db)
      await handle.close()
      await dropDatabase()
    },
  }
}
