import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { inject } from 'vitest'
import { createApp, type App } from '../../../src/server/app'
import { openDatabase, type Database, type DatabaseHandle } from '../../../src/server/db/client'
import { defaultEnv, type Env } from '../../../src/server/env'
import { stopListingStats } from '../../../src/server/services/listings/listing-stats'
import type { MigratedDatabases } from './migrated-databases.global-setup'
import { adminQuery, databaseUrl, uniqueDatabaseName } from './postgres-admin'

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

export interface TestDatabase {
  handle: DatabaseHandle
  /** The PostgreSQL database's address (postgres kind only). */
  url?: string
  /** Closes the handle and drops the database (PostgreSQL); a PGlite `dataDir` stays. */
  close(): Promise<void>
}

/**
 * A fresh, migrated, empty database of its own, copied from the one the run migrated once
 * (migrated-databases.global-setup.ts): PostgreSQL from its template, PGlite from its dumped data directory. PGlite
 * given a `dataDir` lives in that folder and outlives close(); a folder that already holds a database is opened as is.
 */
export async function openTestDatabase(
  kind: 'pglite' | 'postgres',
  options: { dataDir?: string } = {},
): Promise<TestDatabase> {
  // Missing when the server project's global setup did not run: each database is then migrated from nothing.
  const migrated: MigratedDatabases | undefined = inject('migratedDatabases')
  let handle: DatabaseHandle
  let url: string | undefined
  let drop = async () => {}
  if (kind === 'postgres') {
    const name = uniqueDatabaseName('roam_test')
    const template = migrated?.postgresTemplate
    await adminQuery(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`)
    url = databaseUrl(name)
    handle = await openDatabase({ url, dataDir: '' })
    drop = () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  } else {
    const dataDir = options.dataDir ?? 'memory://'
    const empty = dataDir.startsWith('memory://') || !existsSync(join(dataDir, 'PG_VERSION'))
    const loadDataDir = empty && migrated ? new Blob([readFileSync(migrated.pgliteDataDir)]) : undefined
    handle = await openDatabase({ dataDir, loadDataDir })
  }
  // Nothing to apply on a copy; migrates a database made without one.
  await handle.migrate()
  return {
    handle,
    url,
    async close() {
      await handle.close()
      await drop()
    },
  }
}

/** A fresh, migrated, empty database (openTestDatabase) and an app on it. */
export async function createTestApp(
  kind: 'pglite' | 'postgres',
  envOverrides: Partial<Record<keyof Env, string>> = {},
  options: { dataDir?: string } = {},
): Promise<TestApp> {
  // The public-read cache stays off unless a test turns it on: tests write the database directly and read it back.
  const env = defaultEnv({ PUBLIC_READ_CACHE_MS: '0', ...envOverrides })
  const database = await openTestDatabase(kind, options)
  const { handle, url } = database
  const app = createApp({ db: handle.db, env })

  return {
    app,
    db: handle.db,
    env,
    url,
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
      await database.close()
    },
  }
}
