// npm run replay -- <machine> [path number]: walks a generated path (numbered as `npm run paths` prints them), or every
// shortest path, through the real pages in Debian's chromium, against a freshly seeded server (or REPLAY_BASE_URL).
// npm run replay -- --all: every shortest path of every machine with a UI script, then a table per machine.
// Screenshots per step and a trace on failure under test-results/replay/; exits 1 when a state does not show what it must.
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import type { Browser } from '@playwright/test'
import { catalogue } from '../machines/catalogue'
import { describePath, generatePaths } from '../machines/paths/machine-paths'
import type { MachinePath } from '../machines/paths/machine-paths'
import { notWalkable, uiScripts } from '../src/web/replay/ui-scripts'
import type { UiScript } from '../src/web/replay/ui-script'
import { replayUiPath } from './replay/ui-replay'
import type { UiReplayOutcome } from './replay/ui-replay'
import { startReplayServer } from './replay/replay-server'

const OUTPUT = 'test-results/replay'
const args = process.argv.slice(2)
const all = args[0] === '--all' && args.length === 1
const [machine, number, ...extra] = all ? [] : args
const usage = () => {
  console.error(
    `Usage: npm run replay -- <machine> [path number] | --all; machines with a UI script: ${Object.keys(uiScripts).join(', ')}`,
  )
  process.exit(2)
}

interface Job {
  machine: string
  script: UiScript
  paths: Array<{ path: MachinePath; number: number }>
}

function jobFor(id: string, wanted?: number): Job | undefined {
  const script = uiScripts[id]
  const entry = catalogue.find((candidate) => candidate.id === id)
  if (!script || !entry) return undefined
  const paths = generatePaths(entry)
    .map((path, index) => ({ path, number: index + 1 }))
    .filter(({ path, number }) => (wanted === undefined ? path.generator === 'shortest' : number === wanted))
  return { machine: id, script, paths }
}

let jobs: Job[]
if (all) {
  jobs = catalogue.flatMap((entry) => jobFor(entry.id) ?? [])
} else {
  if (machine === undefined || extra.length > 0 || (number !== undefined && !/^\d+$/.test(number))) usage()
  const job = jobFor(machine!, number === undefined ? undefined : Number(number))
  if (!job) usage()
  if (job!.paths.length === 0) {
    console.error(`${machine} has no path #${number} (npm run paths -- ${machine})`)
    process.exit(2)
  }
  jobs = [job!]
}

const server = process.env.REPLAY_BASE_URL
  ? undefined
  : await startReplayServer(Number(process.env.REPLAY_PORT ?? 3300))
const baseURL = process.env.REPLAY_BASE_URL ?? server!.baseURL

async function walk(browser: Browser, job: Job, path: MachinePath, pathNumber: number): Promise<UiReplayOutcome> {
  console.log(`\n${job.machine} #${pathNumber} ${describePath(path)}`)
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } })
  await context.tracing.start({ screenshots: true, snapshots: true })
  const page = await context.newPage()
  const outcome = await replayUiPath({
    context,
    page,
    baseURL,
    script: job.script,
    path,
    number: pathNumber,
    screenshots: OUTPUT,
    // A run of every machine keeps the screenshot of the failing step only: the per-step ones are for one machine.
    shoot: all ? 'failure' : 'every-step',
    log: console.log,
    timeout: 30_000,
  }).catch((error: unknown): UiReplayOutcome => ({
    status: 'failed',
    reason: error instanceof Error ? error.message : String(error),
  }))
  if (outcome.status === 'failed') {
    const trace = join(OUTPUT, job.machine, String(pathNumber), 'trace.zip')
    await context.tracing.stop({ path: trace })
    console.log(`  ✗ ${outcome.reason}\n  trace: npx playwright show-trace ${trace}`)
  } else {
    await context.tracing.stop()
  }
  await context.close()
  return outcome
}

interface Row {
  machine: string
  paths: number
  walked: number
  failed: number
  unreplayable: number
  seconds: number
}
const rows: Row[] = []
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})
try {
  for (const job of jobs) {
    console.log(`${job.machine} against ${baseURL}: ${job.paths.length} path(s)`)
    const started = Date.now()
    const outcomes: UiReplayOutcome[] = []
    for (const { path, number: pathNumber } of job.paths) outcomes.push(await walk(browser, job, path, pathNumber))
    const count = (status: UiReplayOutcome['status']) => outcomes.filter((outcome) => outcome.status === status).length
    rows.push({
      machine: job.machine,
      paths: outcomes.length,
      walked: count('passed'),
      failed: count('failed'),
      unreplayable: count('unreplayable'),
      seconds: Math.round((Date.now() - started) / 1000),
    })
    console.log(
      `\n${job.machine}: ${count('passed')} passed, ${count('failed')} failed, ${count('unreplayable')} not replayable (reasons above) in ${rows.at(-1)!.seconds} s\n`,
    )
  }
} finally {
  await browser.close()
  await server?.stop()
}

if (all) {
  // Markdown, so the table goes as it is into the README or a note.
  const line = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`
  console.log(line(['machine', 'paths', 'walked', 'failed', 'not replayable', 'time']))
  console.log(line(['---', '---:', '---:', '---:', '---:', '---:']))
  for (const row of rows)
    console.log(line([row.machine, row.paths, row.walked, row.failed, row.unreplayable, `${row.seconds} s`]))
  const sum = (key: 'paths' | 'walked' | 'failed' | 'unreplayable' | 'seconds') =>
    rows.reduce((total, row) => total + row[key], 0)
  console.log(line(['**all**', sum('paths'), sum('walked'), sum('failed'), sum('unreplayable'), `${sum('seconds')} s`]))
  const unscripted = catalogue.filter((entry) => !uiScripts[entry.id]).map((entry) => entry.id)
  for (const id of unscripted)
    console.log(`  ${id}: ${notWalkable[id] ? `not walked: ${notWalkable[id]}` : 'no UI script yet'}`)
}
process.exit(rows.some((row) => row.failed > 0) ? 1 : 0)
