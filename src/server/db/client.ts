import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import * as schema from './schema'

export type Schema = typeof schema
export type Database = PgDatabase<PgQueryResultHKT, Schema>

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  migrate(): Promise<void>
  close(): Promise<void>
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/**
 * Opens PostgreSQL: a server when `url` is given, otherwise embedded PGlite in `dataDir`
 * ('memory://' keeps it in memory, for tests).
 */
export async function openDatabase(options: { url?: string; dataDir: string }): Promise<DatabaseHandle> {
  if (options.url) {
    // JIT compiling costs seconds on a search over many campers (its plans are costly on paper) and saves little.
    // Parallel workers cost more to start and to build their own hashes than they save on a search's count over
    // 100,000 narrow index rows, and take the cores other requests need.
    const pool = new pg.Pool({ connectionString: options.url, max: 10, options: '-c jit=off -c max_parallel_workers_per_gather=0' })
    // A server restart or an admin ending a backend kills idle clients; the pool replaces them, so log, never crash.
    pool.on('error', (error) => console.warn(`PostgreSQL dropped an idle connection: ${error.message}`))
    // pool.end() resolves before its clients' sockets have closed; close() waits for them, so that a caller
    // dropping the database afterwards (the tests do) never terminates a connection still saying goodbye.
    const connected = new Set<pg.PoolClient>()
    pool.on('connect', (client) => {
      connected.add(client)
      client.once('end', () => connected.delete(client))
    })
    const db = drizzlePg({ client: pool, schema })
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      async close() {
        const closing = [...connected].map((client) => new Promise((resolve) => client.once('end', resolve)))
        await pool.end()
        await Promise.all(closing)
      },
    }
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true })
  const client = await PGlite.create(options.dataDir, { extensions: { btree_gist } })
  const db = drizzlePglite({ client, schema })
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  }
}
