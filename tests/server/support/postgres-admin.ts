import pg from 'pg'

/** Runs one statement as the DATABASE_URL user on a connection of its own (CREATE and DROP DATABASE). */
export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/** DATABASE_URL with another database name. */
export function databaseUrl(name: string): string {
  const url = new URL(process.env.DATABASE_URL!)
  url.pathname = `/${name}`
  return url.toString()
}

/** A database name no other process picks: tests of several runs share one server. */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`
}
