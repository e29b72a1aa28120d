/**
 * Booking lists benchmark on PostgreSQL (DATABASE_URL): a professional owner with BENCH_OWNER_BOOKINGS bookings (2,000)
 * and a guest with a tenth of them (200), in a throwaway `roam_bench_lists_<pid>` database. Each list is asked through
 * the app in-process, of today's code ("after") and of the code at BENCH_BEFORE_REF ("before", b7f4965: the lists
 * read every booking of the user), both on the same database in one run: p50, p95 and statements per request, with
 * the load average. "Before" comes from a detached git worktree of that commit (BENCH_BEFORE_DIR to reuse one).
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, symlinkSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import pg from 'pg'
import { createApp } from '../../src/server/app'
import { openDatabase } from '../../src/server/db/client'
import { users } from '../../src/server/db/schema'
import { defaultEnv } from '../../src/server/env'
import { hashPassword } from '../../src/server/services/auth/passwords'
import { seedBookingHistory } from '../server/support/booking-history'
import { recordStatements } from '../server/support/statement-counter'

const OWNER_BOOKINGS = Number(process.env.BENCH_OWNER_BOOKINGS ?? 2000)
const AFTER_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100)
const BEFORE_REQUESTS = Number(process.env.BENCH_BEFORE_REQUESTS ?? 5)
const WARMUP = 3
const BEFORE_REF = process.env.BENCH_BEFORE_REF ?? 'b7f4965'
const PASSWORD = 'bench lists password'

const LISTS = [
  { name: 'owner bookings, page 1', path: '/v4/bookings-owner/', who: 'owner' },
  { name: 'owner bookings, archived page 3', path: '/v4/bookings-owner/?meta_state=ARCHIVED&page=3', who: 'owner' },
  { name: 'owner options (counts)', path: '/v4/bookings-owner/options/', who: 'owner' },
  { name: 'guest trips, page 1', path: '/v4/bookings-guest/', who: 'guest' },
  { name: 'guest trips, 2026', path: '/v4/bookings-guest/?year=2026', who: 'guest' },
  { name: 'guest options (counts)', path: '/v4/bookings-guest/options/', who: 'guest' },
] as const

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')

function beforeTree(): { dir: string; remove: () => void } {
  if (process.env.BENCH_BEFORE_DIR) return { dir: resolve(process.env.BENCH_BEFORE_DIR), remove: () => {} }
  const dir = join(mkdtempSync(join(tmpdir(), 'roam-lists-before-')), 'tree')
  execFileSync('git', ['worktree', 'add', '--detach', dir, BEFORE_REF], { stdio: 'ignore' })
  // The same packages: one drizzle-orm for both apps.
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'))
  return { dir, remove: () => execFileSync('git', ['worktree', 'remove', '--force', dir], { stdio: 'ignore' }) }
}

async function main() {
  const adminUrl = process.env.DATABASE_URL
  if (!adminUrl) {
    console.error('bench:lists runs on PostgreSQL: set DATABASE_URL (e.g. postgres://roam@127.0.0.1:55433/roam)')
    process.exit(2)
  }
  const name = `roam_bench_lists_${process.pid}`
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl })
    await client.connect()
    await client.query(statement)
    await client.end()
  }
  await admin(`CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const handle = await openDatabase({ url: url.toString(), dataDir: '' })
  const tree = beforeTree()
  try {
    await handle.migrate()
    const db = handle.db
    const started = performance.now()
    const passwordHash = await hashPassword(PASSWORD)
    const person = async (email: string, isOwner: boolean) =>
      (
        await db
          .insert(users)
          .values({ email, passwordHash, firstName: 'Bench', lastName: 'User', isOwner, isPro: isOwner })
          .returning({ id: users.id, email: users.email })
      )[0]!
    const owner = await person('owner@bench.test', true)
    const guests = [await person('guest@bench.test', false)]
    for (let index = 1; index < 10; index++) guests.push(await person(`guest-${index}@bench.test`, false))
    await seedBookingHistory(db, {
      ownerId: owner.id,
      guestIds: guests.map((guest) => guest.id),
      count: OWNER_BOOKINGS,
      campers: Math.max(3, Math.ceil(OWNER_BOOKINGS / 80)),
    })
    await db.execute('ANALYZE')
    console.log(
      `PostgreSQL ${name}: an owner with ${OWNER_BOOKINGS} bookings, a guest with ${OWNER_BOOKINGS / 10}; ` +
        `loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    )

    const env = defaultEnv({ PUBLIC_READ_CACHE_MS: '0' })
    const before = (await import(join(tree.dir, 'src/server/app.ts'))) as { createApp: typeof createApp }
    const apps = { before: before.createApp({ db, env }), after: createApp({ db, env }) }
    const tokens: Record<string, string> = {}
    for (const [who, email] of [
      ['owner', owner.email],
      ['guest', guests[0]!.email],
    ] as const) {
      const response = await apps.after.request('/oauth/token/', {
        method: 'POST',
        headers: { 'X-API-KEY': env.API_KEY, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'password',
          username: email,
          password: PASSWORD,
          client_id: env.OAUTH_CLIENT_ID,
        }).toString(),
      })
      tokens[who] = ((await response.json()) as { access_token: string }).access_token
    }
    const statements = recordStatements(db)

    console.log(`load average at start: ${load()}`)
    console.log(
      `${'list'.padEnd(34)} ${'before p50'.padStart(11)} ${'before p95'.padStart(11)} ${'stmts'.padStart(6)}` +
        ` ${'after p50'.padStart(10)} ${'after p95'.padStart(10)} ${'stmts'.padStart(6)}  same answer`,
    )
    for (const list of LISTS) {
      const figures: Record<string, { p50: number; p95: number; statements: number; body: string }> = {}
      for (const [version, requests] of [
        ['before', BEFORE_REQUESTS],
        ['after', AFTER_REQUESTS],
      ] as const) {
        const timings: number[] = []
        let body = ''
        let count = 0
        for (let index = 0; index < WARMUP + requests; index++) {
          statements.take()
          const began = performance.now()
          const response = await apps[version].request(list.path, {
            headers: { 'X-API-KEY': env.API_KEY, Authorization: `Bearer ${tokens[list.who]}` },
          })
          body = await response.text()
          const elapsed = performance.now() - began
          count = statements.take().length
          if (response.status !== 200) {
            console.error(`${version} ${list.path} answered ${response.status}: ${body.slice(0, 300)}`)
            process.exit(1)
          }
          if (index >= WARMUP) timings.push(elapsed)
        }
        timings.sort((a, b) => a - b)
        figures[version] = { p50: percentile(timings, 50), p95: percentile(timings, 95), statements: count, body }
      }
      const { before: b, after: a } = figures as Record<'before' | 'after', (typeof figures)[string]>
      const ms = (value: number, width: number) => `${value.toFixed(1)} ms`.padStart(width)
      console.log(
        `${list.name.padEnd(34)} ${ms(b.p50, 11)} ${ms(b.p95, 11)} ${String(b.statements).padStart(6)}` +
          ` ${ms(a.p50, 10)} ${ms(a.p95, 10)} ${String(a.statements).padStart(6)}  ${a.body === b.body ? 'yes' : 'NO'}`,
      )
    }
    console.log(`load average at end: ${load()}`)
    console.log(`before: ${BEFORE_REQUESTS} requests a list, after: ${AFTER_REQUESTS}; target p95 ≤ 30 ms a list`)
  } finally {
    await handle.close()
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    tree.remove()
  }
}

await main()
