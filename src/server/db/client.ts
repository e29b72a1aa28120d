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
  /** PostgreSQL only: the connection pool's clients (all, idle, and requests waiting for one), for the metrics. */
  poolStats?(): { total: number; idle: number; waiting: number }
  /** PGlite only: the data directory as a gzipped tarball, for `openDatabase`'s `loadDataDir`. */
  dumpDataDir?(): Promise<Blob>
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

const guarded = new WeakSet<pg.PoolClient>()

/**
 * Drizzle's transaction sends BEGIN before entering its try/finally, so a connection dropped at that
 * moment is never released: each such drop would take a client from the pool for good, until requests
 * wait forever. A checked-out client whose BEGIN fails is therefore released here, as broken.
 */
function releaseClientsWhoseBeginFailed(pool: pg.Pool) {
  const connect = pool.connect.bind(pool)
  const guardedConnect = async () => {
    const client = await connect()
    if (!guarded.has(client)) {
      guarded.add(client)
      const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>
      client.query = ((...args: unknown[]) => {
        const [config] = args
        const text = typeof config === 'string' ? config : (config as { text?: unknown } | undefined)?.text
        const result = query(...args)
        if (typeof text !== 'string' || !/^\s*begin\b/i.test(text)) return result
        return result.catch((error: unknown) => {
          client.release(error instanceof Error ? error : new Error(String(error)))
          throw error
        })
      }) as typeof client.query
    }
    return client
  }
  // pg-pool calls connect with a callback for its own pool.query; only the promise form is drizzle's.
  pool.connect = ((...args: unknown[]) =>
    args.length > 0
      ? (connect as (...callbackArgs: unknown[]) => void)(...args)
      : guardedConnect()) as typeof pool.connect
}

/**
 * Opens PostgreSQL: a server when `url` is given, otherwise embedded PGlite in `dataDir`
 * ('memory://' keeps it in memory, for tests), started from the tarball `loadDataDir` when given.
 */
export async function openDatabase(options: {
  url?: string
  dataDir: string
  loadDataDir?: Blob
}): Promise<DatabaseHandle> {
  if (options.url) {
    // JIT compiling costs seconds on a search over many campers (its plans are costly on paper) and saves little.
    // Parallel workers cost more to start and to build their own hashes than they save on a search's count over
    // 100,000 narrow index rows, and take the cores other requests need.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      options: '-c jit=off -c max_parallel_workers_per_gather=0',
    })
    // A server restart or an admin ending a backend kills idle clients; the pool replaces them, so log, never crash.
    pool.on('error', (error) => console.warn(`PostgreSQL dropped an idle connection: ${error.message}`))
    // pool.end() resolves before its clients' sockets have closed; close() waits for them, so that a caller
    // dropping the database afterwards (the tests do) never terminates a connection still saying goodbye.
    const connected = new Set<pg.PoolClient>()
    pool.on('connect', (client) => {
      connected.add(client)
      // A connection ended while checked out between two queries (in a transaction) emits 'error' on the
      // client, where no pool listener is: unheard, it would crash the process. Its next query fails instead.
      client.on('error', (error) => console.warn(`PostgreSQL dropped a connection in use: ${error.message}`))
      client.once('end', () => connected.delete(client))
    })
    releaseClientsWhoseBeginFailed(pool)
    const db = drizzlePg({ client: pool, schema })
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      async close() {
        const closing = [...connected].map((client) => new Promise((resolve) => client.once('end', resolve)))
        await pool.end()
        await Promise.all(closing)
      },
    }
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true })
  const client = await PGlite.create(options.dataDir, {
    extensions: { btree_gist },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  })
  const db = drizzlePglite({ client, schema })
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('gzip'),
  }
}
