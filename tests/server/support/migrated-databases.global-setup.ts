// Migrates once per test run what every server test file copies (test-app.ts), so a file does not migrate its own:
// a PGlite data directory dumped to a file, and a PostgreSQL template database when DATABASE_URL is set.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../../src/server/db/client'
import { adminQuery, databaseUrl, uniqueDatabaseName } from './postgres-admin'

export interface MigratedDatabases {
  /** A tarball of a migrated PGlite data directory (PGlite's `loadDataDir`). */
  pgliteDataDir: string
  /** A migrated database to create PostgreSQL test databases from; nobody connects to it, as `TEMPLATE` requires. */
  postgresTemplate?: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    migratedDatabases: MigratedDatabases
  }
}

async function dumpMigratedPglite(file: string) {
  const handle = await openDatabase({ dataDir: 'memory://' })
  try {
    await handle.migrate()
    writeFileSync(file, Buffer.from(await (await handle.dumpDataDir!()).arrayBuffer()))
  } finally {
    await handle.close()
  }
}

async function migratePostgresTemplate(name: string) {
  await adminQuery(`CREATE DATABASE ${name}`)
  const handle = await openDatabase({ url: databaseUrl(name), dataDir: '' })
  try {
    await handle.migrate()
  } finally {
    await handle.close()
  }
}

export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'roam-migrated-'))
  const databases: MigratedDatabases = {
    pgliteDataDir: join(folder, 'pglite-data-dir.tar.gz'),
    postgresTemplate: process.env.DATABASE_URL ? uniqueDatabaseName('roam_template') : undefined,
  }
  const teardown = async () => {
    rmSync(folder, { recursive: true, force: true })
    if (databases.postgresTemplate)
      await adminQuery(`DROP DATABASE IF EXISTS ${databases.postgresTemplate} WITH (FORCE)`)
  }
  try {
    await Promise.all([
      dumpMigratedPglite(databases.pgliteDataDir),
      databases.postgresTemplate ? migratePostgresTemplate(databases.postgresTemplate) : undefined,
    ])
  } catch (error) {
    await teardown()
    throw error
  }
  project.provide('migratedDatabases', databases)
  return teardown
}
