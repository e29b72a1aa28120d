// The Playwright side of a UI replay, shared by `npm run replay` (scripts/replay.ts) and tests/e2e/replay.spec.ts:
// a generated path, planned from its UiScript (src/web/replay), walked in a browser page step by step.
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, type BrowserContext, type Locator, type Page, type Route } from '@playwright/test'
import { CONSENT_COOKIE, serializeConsent } from '../../src/domain/consent'
import { doElsewhere } from '../../src/web/replay/elsewhere'
import { describeStep, describeTarget, fillPlaceholders, planPath } from '../../src/web/replay/replay-plan'
import type { PlannedStep } from '../../src/web/replay/replay-plan'
import type {
  ReplayActor,
  ReplayApi,
  UiExpectation,
  UiRequest,
  UiScript,
  UiStep,
  UiTarget,
} from '../../src/web/replay/ui-script'
import type { MachinePath } from '../../machines/paths/machine-paths'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, nodeReplayApi } from './replay-api'

export interface UiReplayOptions {
  context: BrowserContext
  page: Page
  baseURL: string
  script: UiScript
  path: MachinePath
  /** The path's number in `npm run paths`. */
  number: number
  /** Screenshots go to <screenshots>/<machine>/<number>/NN-<state>.png. */
  screenshots: string
  /** Which steps to photograph: every one (what a tester reads), or only the one that failed (the suite has its trace). */
  shoot?: 'every-step' | 'failure'
  log: (line: string) => void
  /** How long a state may take to show (the machine is shared and slow). */
  timeout?: number
}

export type UiReplayOutcome =
  { status: 'passed' } | { status: 'unreplayable'; reason: string } | { status: 'failed'; reason: string }

type Answers = Record<string, string>

function locate(page: Page, target: UiTarget, answers: Answers): Locator {
  const text = (value: string | RegExp) => (typeof value === 'string' ? fillPlaceholders(value, answers) : value)
  const exact = (value: string | RegExp) => typeof value === 'string'
  const found =
    'role' in target
      ? page.getByRole(target.role as Parameters<Page['getByRole']>[0], {
          name: text(target.name),
          exact: exact(target.name),
        })
      : 'label' in target
        ? page.getByLabel(text(target.label), { exact: exact(target.label) })
        : page.getByText(text(target.text), { exact: exact(target.text) })
  return found.filter({ visible: true }).first()
}

/** A failure armed by a `fail-next-request` step, and how many of its requests the page has not sent yet. */
interface Armed {
  request: UiRequest
  left: () => number
}

/**
 * The next `times` fetches of the page matching `request` end as a dropped network ends them (net::ERR_FAILED, no
 * answer); then the route is removed and the same requests reach the server again.
 */
async function failNextRequests(page: Page, request: UiRequest, times: number, armed: Armed[]) {
  let left = times
  armed.push({ request, left: () => left })
  const matches = (url: URL) => request.path.test(url.pathname + url.search)
  const handler = async (route: Route) => {
    const sent = route.request()
    // Only the app's API calls: a page load or a script with a matching address goes through.
    if (left === 0 || sent.method() !== request.method || !['fetch', 'xhr'].includes(sent.resourceType()))
      return route.fallback()
    left -= 1
    await route.abort('failed')
    if (left === 0) await page.unroute(matches, handler)
  }
  await page.route(matches, handler)
}

async function presetConsent(context: BrowserContext, baseURL: string) {
  // A stored choice keeps the cookie banner out of the way of the path's clicks.
  const value = encodeURIComponent(serializeConsent({ analytics: false, marketing: false }))
  await context.addCookies([{ name: CONSENT_COOKIE.name, value, url: baseURL, sameSite: 'Lax' }])
}

async function signIn(options: UiReplayOptions, actor: Exclude<ReplayActor, 'anonymous'>, next: string) {
  const { context, page, baseURL } = options
  await context.clearCookies()
  await presetConsent(context, baseURL)
  await page.goto(new URL(`/sign-in?next=${encodeURIComponent(next)}`, baseURL).href)
  await page.getByLabel('Email address').fill(DEMO_ACCOUNTS[actor])
  await page.getByLabel('Password').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page).not.toHaveURL(/\/sign-in/, { timeout: options.timeout })
}

async function perform(options: UiReplayOptions, step: UiStep, answers: Answers, armed: Armed[], api: ReplayApi) {
  const { page, baseURL, timeout } = options
  switch (step.do) {
    case 'click':
      return locate(page, step.target, answers).click({ timeout })
    case 'fill':
      return locate(page, step.target, answers).fill(fillPlaceholders(step.value, answers), { timeout })
    case 'check':
      return locate(page, step.target, answers).check({ timeout })
    case 'select':
      return void (await locate(page, step.target, answers).selectOption(fillPlaceholders(step.option, answers), {
        timeout,
      }))
    case 'goto':
      return void (await page.goto(new URL(fillPlaceholders(step.path, answers), baseURL).href))
    case 'see':
      return expect(locate(page, step.target, answers), `the page shows ${describeTarget(step.target)}`).toBeVisible({
        timeout,
      })
    case 'sign-in':
      // To the home page: the page left behind may be another account's (a 403 there would sign the new one out).
      return signIn(options, step.actor, '/')
    case 'upload': {
      const files = step.files.map((name) => {
        const file = options.script.files?.[fillPlaceholders(name, answers)]
        if (!file) throw new Error(`the ${options.script.machine} UI script has no file ${name}`)
        return { name: file.name, mimeType: file.mimeType, buffer: Buffer.from(file.base64, 'base64') }
      })
      return locate(page, step.target, answers).setInputFiles(files, { timeout })
    }
    case 'fail-next-request':
      return failNextRequests(page, step.request, step.times ?? 1, armed)
    case 'elsewhere':
      return doElsewhere(options.script.elsewhere, api, step.action, answers)
    case 'remember': {
      await expect(page).toHaveURL(step.from, { timeout })
      const value = step.from.exec(page.url())?.[1]
      if (value === undefined) throw new Error(`${step.from} has no group to remember as {${step.name}}`)
      answers[step.name] = value
      return
    }
  }
}

async function check(options: UiReplayOptions, expectations: UiExpectation[], answers: Answers) {
  for (const expectation of expectations) {
    if ('path' in expectation) await expect(options.page).toHaveURL(expectation.path, { timeout: options.timeout })
    else
      await expect(
        locate(options.page, expectation.see, answers),
        `the page shows ${describeTarget(expectation.see)}`,
      ).toBeVisible({ timeout: options.timeout })
  }
}

const SCREENSHOT_TIMEOUT_MS = 15_000

const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n').find((line) => line.trim()) ?? 'failed'

/** Replays one path: setup through the API, sign-in as the script's actor, start, then each event's actions and its state's view. */
export async function replayUiPath(options: UiReplayOptions): Promise<UiReplayOutcome> {
  const { script, path, number, page, log } = options
  const plan = planPath(script, path)
  if (plan.kind === 'unreplayable') {
    const reason = `${plan.event} (from ${plan.from}): ${plan.reason}`
    log(`  #${number} not replayable — ${reason}`)
    return { status: 'unreplayable', reason }
  }
  if (plan.kind === 'incomplete') {
    const reason = `the ${script.machine} UI script is incomplete: ${plan.problems.join('; ')}`
    log(`  #${number} ✗ ${reason}`)
    return { status: 'failed', reason }
  }
  const folder = join(options.screenshots, script.machine, String(number))
  await mkdir(folder, { recursive: true })
  // A screenshot taken while the page leaves for another document (the redirect a state starts) can hang in
  // Chromium: bound it, let the new document load, and take it once more.
  const shoot = async (index: number, state: string) => {
    const path = join(folder, `${String(index).padStart(2, '0')}-${state}.png`)
    try {
      await page.screenshot({ path, fullPage: true, timeout: SCREENSHOT_TIMEOUT_MS })
    } catch {
      log(`  (screenshot ${index} timed out while the page changed: taken again once it loaded)`)
      await page.waitForLoadState('load')
      await page.screenshot({ path, fullPage: true, timeout: SCREENSHOT_TIMEOUT_MS })
    }
  }

  const armed: Armed[] = []
  const api = nodeReplayApi(options.baseURL)
  const answers: Answers = script.setup ? await script.setup(api, { events: plan.steps.map((step) => step.event) }) : {}
  if (!script.undecidedConsent) await presetConsent(options.context, options.baseURL)
  const start = fillPlaceholders(script.start, answers)
  if (script.actor !== 'anonymous') await signIn(options, script.actor, start)
  const walk: Array<{ label: string; state: string; run: () => Promise<void>; expect: UiExpectation[] }> = [
    {
      label: `open ${start}`,
      state: plan.initial.state,
      run: async () => {
        for (const action of plan.initial.actions) await perform(options, action, answers, armed, api)
        await page.goto(new URL(start, options.baseURL).href)
      },
      expect: plan.initial.expect,
    },
    ...plan.steps.map((step: PlannedStep) => ({
      label: step.event,
      state: step.to,
      run: async () => {
        for (const action of step.actions) {
          await perform(options, action, answers, armed, api).catch((error: unknown) => {
            throw new Error(`${describeStep(action)}: ${firstLine(error)}`)
          })
        }
      },
      expect: step.expect,
    })),
  ]
  for (const [index, step] of walk.entries()) {
    const line = `  ${String(index).padStart(2, '0')} ${step.label} → ${step.state}`
    try {
      await step.run()
      await check(options, step.expect, answers)
    } catch (error) {
      await shoot(index, step.state).catch(() => undefined)
      const reason = `step ${index} (${step.label} → ${step.state}): ${firstLine(error)}`
      log(`${line} ✗ ${firstLine(error)}`)
      return { status: 'failed', reason }
    }
    if (options.shoot !== 'failure') await shoot(index, step.state)
    log(`${line} ✓${step.expect.length === 0 ? ' (passes through: nothing to see)' : ''}`)
  }
  // A failure the page never met: the states showed, but not because of the failure the path is about.
  // The page may send it after the state showed (a failure that shows nothing new): wait for it as for a state.
  const pending = () => armed.filter((failure) => failure.left() > 0)
  await expect
    .poll(() => pending().length, { timeout: options.timeout })
    .toBe(0)
    .catch(() => undefined)
  const unmet = pending()
  if (unmet.length > 0) {
    const reason = `the page never sent ${unmet.map(({ request }) => `${request.method} ${String(request.path)}`).join(', ')}: the failure the path needs did not happen`
    log(`  ✗ ${reason}`)
    return { status: 'failed', reason }
  }
  return { status: 'passed' }
}
