/**
 * API load benchmark: starts the real server (`src/server/main.ts`, demo data; embedded PGlite, or the PostgreSQL
 * server at DATABASE_URL when set) as its own process, then runs autocannon against it: listing reads, searches with
 * dates, booking-request prices, sign-ins, and all four mixed. Prints requests per second and latencies for each
 * and compares them with the targets. Exits 1 only when a scenario answers errors or non-2xx.
 */
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { cpus, loadavg } from 'node:os'
import autocannon from 'autocannon'
import { addDays } from '../../src/domain/stay-price'

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
const API_KEY = 'roam-public-web-key'
const TARGETS: Record<string, { rps: number; p99Ms: number } | undefined> = {
  'listing reads': { rps: 1000, p99Ms: 100 },
  'searches with dates': { rps: 300, p99Ms: 100 },
}

interface Scenario {
  name: string
  requests: autocannon.Request[]
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

async function startServer(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: 'memory://',
      DATABASE_URL: process.env.DATABASE_URL ?? '',
      LOGIN_RATE_LIMIT_PER_IP: '1000000',
      LOGIN_RATE_LIMIT_PER_ACCOUNT: '1000000',
      PAYMENT_JOBS_INTERVAL_SECONDS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}`
  for (let waited = 0; waited < 300; waited++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`)
    try {
      if ((await fetch(`${base}/ping/front`)).ok) return { base, stop: () => child.kill('SIGTERM') }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  child.kill('SIGKILL')
  throw new Error('the server did not answer /ping/front within 300 s')
}

const headers = { 'x-api-key': API_KEY, accept: 'application/json' }
const get = (path: string): autocannon.Request => ({ method: 'GET', path, headers })

async function scenarios(base: string): Promise<Scenario[]> {
  const page = (await (await fetch(`${base}/3/products/?page_size=40`, { headers })).json()) as {
    results: Array<{ id: number }>
  }
  const ids = page.results.map((camper) => camper.id)
  if (ids.length === 0) throw new Error('the demo data has no published camper')
  const today = new Date().toISOString().slice(0, 10)
  const windows = [
    [20, 7],
    [45, 5],
    [90, 10],
    [150, 4],
  ].map(([from, nights]) => [addDays(today, from!), addDays(today, from! + nights!)] as const)
  const around = [
    [48.8566, 2.3522],
    [52.52, 13.405],
    [41.3874, 2.1686],
    [45.4642, 9.19],
    [52.3676, 4.9041],
  ]
  const listing = ids.map((id) => get(`/3/products/${id}/`))
  const searches = windows.flatMap(([from, to]) =>
    around.map(([lat, lng]) =>
      get(`/3/products/?date_from=${from}&date_to=${to}&latitude=${lat}&longitude=${lng}&radius=150&page_size=20`),
    ),
  )
  const prices = ids.slice(0, 20).flatMap((id, index) => {
    const [from, to] = windows[index % windows.length]!
    return [get(`/3/products/${id}/price/?date_from=${from}&date_to=${to}`)]
  })
  const signIn: autocannon.Request = {
    method: 'POST',
    path: '/oauth/token/',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: 'guest@roam.test',
      password: 'roam-demo-2026',
      client_id: 'roam-web',
    }).toString(),
  }
  // The mix leans on reads, as a marketplace's traffic does: 10 listings, 4 searches, 3 prices, 1 sign-in.
  const mixed = [...listing.slice(0, 10), ...searches.slice(0, 4), ...prices.slice(0, 3), signIn]
  return [
    { name: 'listing reads', requests: listing },
    { name: 'searches with dates', requests: searches },
    { name: 'booking prices', requests: prices },
    { name: 'sign-ins', requests: [signIn] },
    { name: 'mixed', requests: mixed },
  ]
}

function run(base: string, scenario: Scenario, seconds: number) {
  return autocannon({ url: base, connections: CONNECTIONS, duration: seconds, requests: scenario.requests })
}

const port = Number(process.env.BENCH_PORT ?? (await freePort()))
console.log(
  `bench:api on ${cpus().length} CPU (${cpus()[0]?.model ?? 'unknown'}), load average ${loadavg()[0]!.toFixed(2)}, ` +
    `${process.env.DATABASE_URL ? 'PostgreSQL at DATABASE_URL' : 'embedded PGlite'}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s a scenario`,
)
const server = await startServer(port)
let failed = false
try {
  const rows: Record<string, Record<string, string>> = {}
  for (const scenario of await scenarios(server.base)) {
    await run(server.base, scenario, 2) // warm-up: JIT, connection pools, query plans
    const result = await run(server.base, scenario, DURATION_SECONDS)
    const target = TARGETS[scenario.name]
    const mark = (ok: boolean) => (ok ? 'ok' : 'MISS')
    const errors = result.errors + result.timeouts + result.non2xx
    if (errors > 0) failed = true
    rows[scenario.name] = {
      'req/s': `${result.requests.average.toFixed(0)}${target ? ` ${mark(result.requests.average >= target.rps)} (≥ ${target.rps})` : ''}`,
      'p50 ms': result.latency.p50.toFixed(1),
      'p99 ms': `${result.latency.p99.toFixed(1)}${target ? ` ${mark(result.latency.p99 < target.p99Ms)} (< ${target.p99Ms})` : ''}`,
      requests: String(result.requests.total),
      'errors/non-2xx': String(errors),
    }
  }
  console.table(rows)
} finally {
  server.stop()
}
process.exit(failed ? 1 : 0)
