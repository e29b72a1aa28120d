/**
 * Web benchmark: builds the app (unless BENCH_SKIP_BUILD=1), starts the real server on an in-memory database,
 * runs Lighthouse (mobile, the default config) in Debian's Chromium on /, /s and /campers/{id}, and prints the
 * scores, the main metrics and the gzip size of the JavaScript each page loads. Exits 1 only when something
 * breaks (build, server, Lighthouse), never because of the figures. BENCH_REPORT_DIR=<dir> also writes each page's
 * full Lighthouse report there (<name>.json), to read the LCP element, its phases and the main-thread work.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { addMonths, format, startOfMonth } from 'date-fns'
import lighthouse from 'lighthouse'
import type { Result as LighthouseResult } from 'lighthouse'
import { launch } from 'chrome-launcher'

const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const API_KEY = process.env.API_KEY ?? 'roam-public-web-key'
const TARGETS = { performance: 90, accessibility: 95, initialJsKb: 170 }
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

interface PageFigures {
  name: string
  path: string
  performance: number
  accessibility: number
  bestPractices: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** gzip KB of the scripts index.html asks for (entry + module preloads). */
  entryJsKb: number
  /** gzip KB of every script the page loaded during the navigation, with no interaction. */
  initialJsKb: number
  scripts: number
  failedAudits: string[]
}

async function freePort(): Promise<number> {
  if (process.env.BENCH_PORT) return Number(process.env.BENCH_PORT)
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

function build() {
  if (process.env.BENCH_SKIP_BUILD === '1') return console.log('build: skipped (BENCH_SKIP_BUILD=1)')
  const started = performance.now()
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`)
  console.log(`build: ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

async function startServer(port: number): Promise<ChildProcess> {
  const server = spawn('npx', ['tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      DATA_DIR: 'memory://',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  })
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`)
    const ready = await fetch(`http://127.0.0.1:${port}/ping/front`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) return server
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('the server did not answer /ping/front within 120 s')
}

function stopServer(server: ChildProcess | undefined) {
  // The server runs in its own process group (npx → tsx → node): end the whole group, nothing else.
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM')
}

async function firstCamperId(origin: string): Promise<number> {
  const response = await fetch(`${origin}/3/products/?page_size=1`, { headers: { 'X-API-KEY': API_KEY } })
  if (!response.ok) throw new Error(`GET /3/products/ answered ${response.status}`)
  const body = (await response.json()) as { results: Array<{ id: number }> }
  const camper = body.results[0]
  if (!camper) throw new Error('the demo seed has no published camper')
  return camper.id
}

/** The gzip size of a file's bytes, measured here so the figure does not depend on the server's compression. */
const gzipSizes = new Map<string, number>()
async function gzipSize(url: string): Promise<number> {
  const known = gzipSizes.get(url)
  if (known !== undefined) return known
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } })
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`)
  const size = gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length
  gzipSizes.set(url, size)
  return size
}

async function entryScripts(origin: string): Promise<string[]> {
  const html = await (await fetch(origin + '/')).text()
  const sources = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ]
  return sources.map((match) => new URL(match[1]!, origin).href)
}

interface NetworkRequest {
  url: string
  resourceType?: string
}

async function audit(origin: string, name: string, path: string, port: number, entry: string[]): Promise<PageFigures> {
  const result = await lighthouse(origin + path, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  })
  if (!result) throw new Error(`Lighthouse gave no result for ${path}`)
  const lhr: LighthouseResult = result.lhr
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${path}: ${lhr.runtimeError.message}`)
  const reportDir = process.env.BENCH_REPORT_DIR
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true })
    writeFileSync(join(reportDir, `${name}.json`), JSON.stringify(lhr))
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const requests = (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? []
  const scripts = [
    ...new Set(
      requests
        .filter((request) => request.resourceType === 'Script' && request.url.startsWith(origin))
        .map((request) => request.url),
    ),
  ]
  let initial = 0
  for (const url of scripts) initial += await gzipSize(url)
  let entryTotal = 0
  for (const url of entry) entryTotal += await gzipSize(url)
  // Each failed accessibility or best-practices audit, with the first elements it names, to know what to fix.
  const failedAudits = ['accessibility', 'best-practices'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => {
        const items =
          (
            lhr.audits[ref.id]?.details as
              { items?: Array<{ node?: { selector?: string; explanation?: string } }> } | undefined
          )?.items ?? []
        const nodes = items
          .slice(0, 3)
          .map(
            (item) => `    ${item.node?.selector ?? '?'}: ${(item.node?.explanation ?? '').split('\n').slice(-1)[0]}`,
          )
        return [`  ${category}: ${ref.id}`, ...nodes].join('\n')
      }),
  )
  return {
    name,
    path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    entryJsKb: entryTotal / 1024,
    initialJsKb: initial / 1024,
    scripts: scripts.length,
    failedAudits,
  }
}

function report(pages: PageFigures[]) {
  const mark = (ok: boolean) => (ok ? 'PASS' : 'MISS')
  const rows = pages.map((page) => ({
    page: `${page.name} ${page.path}`.slice(0, 48),
    perf: `${page.performance} ${mark(page.performance >= TARGETS.performance)}`,
    a11y: `${page.accessibility} ${mark(page.accessibility >= TARGETS.accessibility)}`,
    'best-pr.': String(page.bestPractices),
    'LCP ms': page.lcpMs.toFixed(0),
    'TBT ms': page.tbtMs.toFixed(0),
    CLS: page.cls.toFixed(3),
    'entry JS KB': page.entryJsKb.toFixed(1),
    'initial JS KB': `${page.initialJsKb.toFixed(1)} (${page.scripts}) ${mark(page.initialJsKb <= TARGETS.initialJsKb)}`,
  }))
  console.log(
    `\nTargets: performance ≥ ${TARGETS.performance}, accessibility ≥ ${TARGETS.accessibility}, initial JavaScript ≤ ${TARGETS.initialJsKb} KB gzip`,
  )
  console.table(rows)
  for (const page of pages) {
    if (page.failedAudits.length > 0) console.log(`${page.path}: audits not passed:\n${page.failedAudits.join('\n')}`)
  }
}

async function main() {
  build()
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  let server: ChildProcess | undefined
  let chrome: Awaited<ReturnType<typeof launch>> | undefined
  try {
    server = await startServer(port)
    const camperId = await firstCamperId(origin)
    // A realistic search: a week starting on the 10th of next month.
    const month = startOfMonth(addMonths(new Date(), 1))
    const from = format(new Date(month.getFullYear(), month.getMonth(), 10), 'yyyy-MM-dd')
    const to = format(new Date(month.getFullYear(), month.getMonth(), 17), 'yyyy-MM-dd')
    const pages: Array<[string, string]> = [
      ['home', '/'],
      ['search', `/s?date_from=${from}&date_to=${to}`],
      ['listing', `/campers/${camperId}`],
    ]
    const entry = await entryScripts(origin)
    chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' })
    const figures: PageFigures[] = []
    for (const [name, path] of pages) {
      const started = performance.now()
      figures.push(await audit(origin, name, path, chrome.port, entry))
      console.log(`lighthouse ${path}: ${((performance.now() - started) / 1000).toFixed(1)} s`)
    }
    report(figures)
  } finally {
    await chrome?.kill()
    stopServer(server)
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
