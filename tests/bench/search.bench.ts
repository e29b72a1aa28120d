/**
 * Search benchmark: a fresh database (PGlite, and also the server at DATABASE_URL when set), the demo seed,
 * then BENCH_CAMPERS campers and BENCH_PERIODS calendar periods + bookings generated SQL-side, then a fixed
 * mix of GET /3/products/ searches through the app in-process. Reports latencies; exits 1 only on a non-200.
 */
import pg from 'pg'
import { sql, type SQL } from 'drizzle-orm'
import { createApp } from '../../src/server/app'
import { openDatabase, type Database, type DatabaseHandle } from '../../src/server/db/client'
import { seedDemoData } from '../../src/server/db/seed/seed'
import { createSandboxExchangeRates } from '../../src/server/providers/exchange-rates/sandbox-exchange-rates'
import { refreshExchangeRates } from '../../src/server/services/exchange-rates/exchange-rates'
import { defaultEnv } from '../../src/server/env'
import { addDays } from '../../src/domain/stay-price'

const CAMPERS = Number(process.env.BENCH_CAMPERS ?? 100_000)
const PERIODS = Number(process.env.BENCH_PERIODS ?? 1_000_000)
const MEASURED = Number(process.env.BENCH_REQUESTS ?? 300)
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20)
const TARGET_P95_MS = { pglite: 150, postgres: 50 } as const
/** Campers generated per INSERT statement. */
const CAMPER_CHUNK = 10_000

type Kind = 'pglite' | 'postgres'
type QueryKind = 'a radius+types+price' | 'b radius sort=price' | 'c country place' | 'd page 50 broad'
const QUERY_KINDS: QueryKind[] = ['a radius+types+price', 'b radius sort=price', 'c country place', 'd page 50 broad']
/** Date windows searched, as [days from today, nights]. */
const WINDOWS: Array<[number, number]> = [
  [14, 7],
  [30, 5],
  [45, 10],
  [75, 7],
  [110, 14],
  [160, 4],
  [220, 7],
  [300, 10],
]

const rowsOf = async <T>(db: Database, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows

/** A deterministic pseudo-random number in [0, 1) from an SQL integer expression and a salt. */
const rnd = (expr: string, salt: number) =>
  `((hashint4((${expr})::int * 31 + ${salt})::bigint & 2147483647)::float8 / 2147483648.0)`

async function load(db: Database) {
  const started = performance.now()
  console.log(`  seed: ${await seedDemoData(db)}`)
  // Searches convert every price into the asked currency, as a running server does once it has read the day's rates.
  await refreshExchangeRates(db, createSandboxExchangeRates())
  const [meta] = await rowsOf<{ max_id: number; templates: number }>(
    db,
    sql`
    SELECT max(id)::int AS max_id, count(*) FILTER (WHERE latitude IS NOT NULL)::int AS templates FROM campers`,
  )
  const { max_id: base, templates } = meta!
  const today = new Date().toISOString().slice(0, 10)
  await db.execute(
    sql.raw(`CREATE TEMP TABLE bench_templates AS
    SELECT row_number() OVER (ORDER BY id)::int - 1 AS rn, * FROM campers WHERE latitude IS NOT NULL`),
  )

  // Campers: copies of the seeded ones (owner, city, vehicle, prices), every type, jittered around their city.
  for (let from = 1; from <= CAMPERS; from += CAMPER_CHUNK) {
    const to = Math.min(CAMPERS, from + CAMPER_CHUNK - 1)
    await db.execute(
      sql.raw(`
      INSERT INTO campers (id, owner_id, title, description, vehicle_type, brand, model, year, seats, beds, place_id,
        address_city, address_country, latitude, longitude, price_per_day, currency, instant_booking, pets_allowed,
        smoking_allowed, abroad_allowed, deposit_amount, deposit_mean, min_days, max_months_future_rental, status,
        published_at, review_average, review_count)
      SELECT ${base} + g, t.owner_id, t.title, t.description, (g % 7) + 1, t.brand, t.model, t.year, t.seats, t.beds, t.place_id,
        t.address_city, t.address_country,
        t.latitude + (${rnd('g', 1)} - 0.5) * 0.6, t.longitude + (${rnd('g', 2)} - 0.5) * 0.8,
        (round(t.price_per_day * (0.7 + 0.6 * ${rnd('g', 3)}) / 500) * 500)::int, t.currency,
        ${rnd('g', 4)} < 0.3, t.pets_allowed, t.smoking_allowed, t.abroad_allowed, t.deposit_amount, t.deposit_mean,
        t.min_days, 12, 'published', now(),
        CASE WHEN ${rnd('g', 5)} < 0.6 THEN round((3.5 + 1.5 * ${rnd('g', 6)})::numeric, 2) END,
        CASE WHEN ${rnd('g', 5)} < 0.6 THEN 1 + (${rnd('g', 7)} * 40)::int ELSE 0 END
      FROM generate_series(${from}, ${to}) g
      JOIN bench_templates t ON t.rn = g % ${templates}`),
    )
  }
  await db.execute(sql.raw(`SELECT setval(pg_get_serial_sequence('campers', 'id'), (SELECT max(id) FROM campers))`))
  await db.execute(
    sql.raw(`
    INSERT INTO camper_photos (camper_id, url, position)
    SELECT c.id, ph.url, ph.position FROM campers c
    JOIN bench_templates t ON t.rn = (c.id - ${base}) % ${templates}
    JOIN camper_photos ph ON ph.camper_id = t.id
    WHERE c.id > ${base}`),
  )

  // Calendar: `slots` non-overlapping stretches per camper over the next 12 months; 6 in 10 are calendar
  // periods (half available with a price, half unavailable), 4 in 10 bookings (80 % confirmed).
  const slots = Math.max(1, Math.min(30, Math.round(PERIODS / Math.max(CAMPERS, 1))))
  const width = Math.floor(365 / slots)
  const isBooking = `((c.id + s) % 5 IN (1, 3))`
  const start = `('${today}'::date + s * ${width} + 1 + (${rnd('c.id * 37 + s', 8)} * ${Math.max(1, Math.floor(width / 2))})::int)`
  const length = `(2 + (${rnd('c.id * 37 + s', 9)} * ${Math.max(1, Math.floor(width / 2) - 3)})::int)`
  // A bulk load: the blocked-days triggers wait, and each camper's days are computed once after the load (below)
  // instead of once for its periods and again for its bookings, on a camper table that bloats without autovacuum.
  for (const table of ['calendar_periods', 'bookings'])
    await db.execute(sql.raw(`ALTER TABLE ${table} DISABLE TRIGGER USER`))
  for (let from = base + 1; from <= base + CAMPERS; from += CAMPER_CHUNK) {
    const to = Math.min(base + CAMPERS, from + CAMPER_CHUNK - 1)
    const slotRows = `FROM campers c CROSS JOIN generate_series(0, ${slots - 1}) s WHERE c.id BETWEEN ${from} AND ${to}`
    await db.execute(
      sql.raw(`
      INSERT INTO calendar_periods (camper_id, period, kind, reason, price_per_day, season, color, min_days)
      SELECT c.id, daterange(${start}, ${start} + ${length}, '[)'),
        CASE WHEN ${rnd('c.id * 37 + s', 10)} < 0.5 THEN 'available' ELSE 'unavailable' END::calendar_period_kind,
        CASE WHEN ${rnd('c.id * 37 + s', 10)} < 0.5 THEN NULL ELSE 'personal_use' END,
        CASE WHEN ${rnd('c.id * 37 + s', 10)} < 0.5 THEN (c.price_per_day * 1.25)::int END,
        CASE WHEN ${rnd('c.id * 37 + s', 10)} < 0.5 THEN 3 END,
        CASE WHEN ${rnd('c.id * 37 + s', 10)} < 0.5 THEN 2 END,
        CASE WHEN ${rnd('c.id * 37 + s', 11)} < 0.2 THEN 3 END
      ${slotRows} AND NOT ${isBooking}`),
    )
    await db.execute(
      sql.raw(`
      INSERT INTO bookings (camper_id, guest_id, period, status, total_price, currency)
      SELECT c.id, gs.ids[1 + (${rnd('c.id * 37 + s', 12)} * array_length(gs.ids, 1))::int % array_length(gs.ids, 1)],
        daterange(${start}, ${start} + ${length}, '[)'),
        (ARRAY['TO_COME', 'TO_COME', 'ACCEPTED', 'TO_COME_NOT_PAID', 'VALIDATED', 'CANCELLED_GUEST'])[
          CASE WHEN ${rnd('c.id * 37 + s', 13)} < 0.8 THEN 1 + (${rnd('c.id * 37 + s', 14)} * 4)::int % 4
               ELSE 5 + (${rnd('c.id * 37 + s', 14)} * 2)::int % 2 END],
        c.price_per_day * ${length}, c.currency
      ${slotRows.replace('CROSS JOIN', `CROSS JOIN (SELECT array_agg(id) AS ids FROM users WHERE NOT is_owner AND NOT is_staff) gs CROSS JOIN`)}
        AND ${isBooking}`),
    )
    process.stdout.write(`  … ${to - base} campers with their calendars\r`)
  }
  process.stdout.write('\n')
  for (const table of ['calendar_periods', 'bookings'])
    await db.execute(sql.raw(`ALTER TABLE ${table} ENABLE TRIGGER USER`))
  // Statistics of the loaded tables first (PGlite has no autoanalyze), so the recomputation reads them by index.
  for (const table of ['campers', 'calendar_periods', 'bookings']) await db.execute(sql.raw(`ANALYZE ${table}`))
  for (let from = base + 1; from <= base + CAMPERS; from += CAMPER_CHUNK) {
    const to = Math.min(base + CAMPERS, from + CAMPER_CHUNK - 1)
    await db.execute(sql.raw(`SELECT refresh_camper_blocked_days(ARRAY(SELECT generate_series(${from}, ${to})))`))
    process.stdout.write(`  … blocked days of ${to - base} campers\r`)
  }
  process.stdout.write('\n')
  await db.execute(sql.raw('DROP TABLE bench_templates'))
  // The blocked days rewrote every camper row: clear the dead rows as autovacuum would in production (PGlite has
  // none) so the searches read the table as it would be, not twice its size.
  await db.execute(sql.raw('VACUUM ANALYZE'))
  const [counts] = await rowsOf<{ campers: number; periods: number; bookings: number; photos: number }>(
    db,
    sql`
    SELECT (SELECT count(*) FROM campers)::int AS campers, (SELECT count(*) FROM calendar_periods)::int AS periods,
      (SELECT count(*) FROM bookings)::int AS bookings, (SELECT count(*) FROM camper_photos)::int AS photos`,
  )
  console.log(
    `  rows: ${counts!.campers} campers, ${counts!.periods} calendar periods, ${counts!.bookings} bookings, ${counts!.photos} photos`,
  )
  console.log(`  load: ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

/** The fixed search mix, round-robin over the kinds, cities, countries and date windows. */
async function searchPaths(db: Database) {
  const cities = await rowsOf<{ latitude: number; longitude: number }>(
    db,
    sql`
    SELECT avg(latitude)::float8 AS latitude, avg(longitude)::float8 AS longitude FROM campers
    WHERE latitude IS NOT NULL GROUP BY address_city ORDER BY count(*) DESC, address_city LIMIT 5`,
  )
  const countries = await rowsOf<{ slug: string }>(
    db,
    sql`
    SELECT p.slug FROM places p
    JOIN (SELECT address_country, count(*) AS n FROM campers GROUP BY 1) c ON c.address_country = p.country_code
    WHERE p.place_type = 'COUNTRY' ORDER BY c.n DESC, p.slug LIMIT 3`,
  )
  const today = new Date().toISOString().slice(0, 10)
  return (index: number): { kind: QueryKind; path: string } => {
    const kind = QUERY_KINDS[index % QUERY_KINDS.length]!
    const round = Math.floor(index / QUERY_KINDS.length)
    const [offset, nights] = WINDOWS[round % WINDOWS.length]!
    const dateFrom = addDays(today, offset)
    const dates = `date_from=${dateFrom}&date_to=${addDays(dateFrom, nights)}`
    const city = cities[round % cities.length]!
    const radius = `latitude=${city.latitude.toFixed(4)}&longitude=${city.longitude.toFixed(4)}&radius=100&types=2&types=4&min_price=50&max_price=250`
    switch (kind) {
      case 'a radius+types+price':
        return { kind, path: `/3/products/?${dates}&${radius}` }
      case 'b radius sort=price':
        return { kind, path: `/3/products/?${dates}&${radius}&sort=price` }
      case 'c country place':
        return { kind, path: `/3/products/?place=${countries[round % countries.length]!.slug}&${dates}` }
      case 'd page 50 broad':
        return { kind, path: `/3/products/?${dates}&page=50&page_size=20` }
    }
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
const ms = (value: number) => value.toFixed(1).padStart(8)

async function openFresh(kind: Kind): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (kind === 'pglite') return { handle: await openDatabase({ dataDir: 'memory://' }), drop: async () => {} }
  const adminUrl = process.env.DATABASE_URL!
  const name = `roam_bench_${process.pid}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    handle: await openDatabase({ url: url.toString(), dataDir: '' }),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    },
  }
}

async function bench(kind: Kind) {
  console.log(`\n== ${kind}: ${CAMPERS} campers, ${PERIODS} calendar periods + bookings ==`)
  const { handle, drop } = await openFresh(kind)
  try {
    await handle.migrate()
    await load(handle.db)
    // Remember the SQL of each request so a slow kind can be explained.
    let lastQuery: SQL | undefined
    const db = handle.db
    const spy = new Proxy(db, {
      get(target, property, receiver) {
        if (property === 'execute')
          return (query: SQL) => {
            lastQuery = query
            return target.execute(query)
          }
        return Reflect.get(target, property, receiver) as unknown
      },
    })
    // Each query is measured: the public-read cache would answer repeats from memory.
    const env = defaultEnv({ PUBLIC_READ_CACHE_MS: '0' })
    const app = createApp({ db: spy, env })
    const pathAt = await searchPaths(db)
    const timings = new Map<QueryKind, number[]>(QUERY_KINDS.map((queryKind) => [queryKind, []]))
    const slowest = new Map<QueryKind, { ms: number; query: SQL | undefined; path: string }>()
    for (let index = 0; index < WARMUP + MEASURED; index++) {
      const { kind: queryKind, path } = pathAt(index)
      const started = performance.now()
      const response = await app.request(path, { headers: { 'X-API-KEY': env.API_KEY } })
      const body = await response.text()
      const elapsed = performance.now() - started
      if (response.status !== 200) {
        console.error(`${kind}: ${path} answered ${response.status}: ${body.slice(0, 500)}`)
        process.exit(1)
      }
      if (index < WARMUP) continue
      timings.get(queryKind)!.push(elapsed)
      if (elapsed > (slowest.get(queryKind)?.ms ?? -1)) slowest.set(queryKind, { ms: elapsed, query: lastQuery, path })
    }

    const target = TARGET_P95_MS[kind]
    console.log(
      `\n  ${'query'.padEnd(24)}${'count'.padStart(7)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'max'.padStart(8)}  (ms, target p95 ≤ ${target})`,
    )
    const all: number[] = []
    for (const queryKind of QUERY_KINDS) {
      const sorted = [...timings.get(queryKind)!].sort((a, b) => a - b)
      all.push(...sorted)
      const p95 = percentile(sorted, 95)
      console.log(
        `  ${queryKind.padEnd(24)}${String(sorted.length).padStart(7)}${ms(percentile(sorted, 50))}${ms(p95)}${ms(sorted.at(-1) ?? 0)}  ${p95 <= target ? 'PASS' : 'MISS'}`,
      )
    }
    all.sort((a, b) => a - b)
    const p95 = percentile(all, 95)
    console.log(
      `  ${'overall'.padEnd(24)}${String(all.length).padStart(7)}${ms(percentile(all, 50))}${ms(p95)}${ms(all.at(-1) ?? 0)}  ${p95 <= target ? 'PASS' : 'MISS'}`,
    )

    for (const queryKind of QUERY_KINDS) {
      const sorted = [...timings.get(queryKind)!].sort((a, b) => a - b)
      const slow = slowest.get(queryKind)
      if (!slow?.query || (percentile(sorted, 95) <= target * 2 && !process.env.BENCH_EXPLAIN)) continue
      console.log(`\n  EXPLAIN ANALYZE ${queryKind} (${slow.path}):`)
      const plan = await rowsOf<{ 'QUERY PLAN': string }>(db, sql`EXPLAIN (ANALYZE, BUFFERS) ${slow.query}`)
      for (const line of plan) console.log(`    ${line['QUERY PLAN']}`)
    }
  } finally {
    await handle.close()
    await drop()
  }
}

const available: Kind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']
/** BENCH_DATABASES=postgres (or pglite) runs one of them only. */
const kinds = available.filter(
  (kind) => !process.env.BENCH_DATABASES || process.env.BENCH_DATABASES.split(',').includes(kind),
)
for (const kind of kinds) await bench(kind)
process.exit(0)
