// npm run replay -- <machine> [path number]: walks a generated path (numbered as `npm run paths` prints them), or every
// shortest path, through the real pages in Debian's chromium, against a freshly seeded server (or REPLAY_BASE_URL).
// Screenshots per step and a trace on failure under test-results/replay/; exits 1 when a state does not show what it must.
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { catalogue } from '../machines/catalogue'
import { describePath, generatePaths } from '../machines/paths/machine-paths'
import { uiScripts } from '../src/web/replay/ui-scripts'
import { replayUiPath } from './replay/ui-replay'
import type { UiReplayOutcome } from './replay/ui-replay'
import { startReplayServer } from './replay/replay-server'

const OUTPUT = 'test-results/replay'
const [machine, number, ...extra] = process.argv.slice(2)
const script = machine === undefined ? undefined : uiScripts[machine]
const entry = catalogue.find((candidate) => candidate.id === machine)
if (!script || !entry || extra.length > 0 || (number !== undefined && !/^\d+$/.test(number))) {
  console.error(
    `Usage: npm run replay -- <machine> [path number]; machines with a UI script: ${Object.keys(uiScripts).join(', ')}`,
  )
  process.exit(2)
}

const paths = generatePaths(entry).map((path, index) => ({ path, number: index + 1 }))
const chosen =
  number === undefined
    ? paths.filter(({ path }) => path.generator === 'shortest')
    : paths.filter((candidate) => candidate.number === Number(number))
if (chosen.length === 0) {
  console.error(`${machine} has ${paths.length} paths (npm run paths -- ${machine}); there is no #${number}`)
  process.exit(2)
}

const server = process.env.REPLAY_BASE_URL
  ? undefined
  : await startReplayServer(Number(process.env.REPLAY_PORT ?? 3300))
const baseURL = process.env.REPLAY_BASE_URL ?? server!.baseURL
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
const outcomes: Array<{ number: number; outcome: UiReplayOutcome }> = []
try {
  console.log(`${machine} against ${baseURL}: ${chosen.length} path(s)`)
  for (const { path, number: pathNumber } of chosen) {
    console.log(`\n#${pathNumber} ${describePath(path)}`)
    const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } })
    await context.tracing.start({ screenshots: true, snapshots: true })
    const page = await context.newPage()
    const outcome = await replayUiPath({
      context,
      page,
      baseURL,
      script,
      path,
      number: pathNumber,
      screenshots: OUTPUT,
      log: console.log,
      timeout: 30_000,
    }).catch((error: unknown): UiReplayOutcome => ({
      status: 'failed',
      reason: error instanceof Error ? error.message : String(error),
    }))
    if (outcome.status === 'failed') {
      const trace = join(OUTPUT, machine!, String(pathNumber), 'trace.zip')
      await context.tracing.stop({ path: trace })
      console.log(`  ✗ ${outcome.reason}\n  trace: npx playwright show-trace ${trace}`)
    } else {
      await context.tracing.stop()
    }
    await context.close()
    outcomes.push({ number: pathNumber, outcome })
  }
} finally {
  await browser.close()
  await server?.stop()
}

const count = (status: UiReplayOutcome['status']) => outcomes.filter(({ outcome }) => outcome.status === status).length
console.log(
  `\n${machine}: ${count('passed')} passed, ${count('failed')} failed, ${count('unreplayable')} not replayable (reasons above)`,
)
process.exit(count('failed') > 0 ? 1 : 0)
