// The in-tab side of a UI replay (the staff tester's "replay here"): the same UiScript steps the Playwright runner
// (scripts/replay/ui-replay.ts) performs, done on the live DOM of the current tab with plain DOM queries.
import { doElsewhere } from './elsewhere'
import { describeTarget, fillPlaceholders } from './replay-plan'
import type { ElsewhereAction, ReplayActor, ReplayApi, UiExpectation, UiRequest, UiStep, UiTarget } from './ui-script'

export type Answers = Record<string, string>

/** Marks the replay panel, which the executor never looks into. */
export const REPLAY_PANEL_ATTRIBUTE = 'data-replay-panel'

/** What the executor needs from the app around it. */
export interface DomReplayContext {
  /** Where targets are looked for (the page's body). */
  root: Element
  /** Moves the app to an address inside it (react-router, the tab's locale prefix added). */
  navigate: (path: string) => void | Promise<void>
  /** Signs the tab out and in again as a demo account. */
  signIn: (actor: Exclude<ReplayActor, 'anonymous'>) => Promise<void>
  currentUrl: () => string
  /** How long an element or an address may take to show. */
  timeout: number
  signal: AbortSignal
  /** Whose `fetch` the app calls (the window); `fail-next-request` intercepts it. */
  network?: FetchHost
  /** The API and the script's actions for `elsewhere` steps (what happens away from this tab). */
  elsewhere?: { api: ReplayApi; actions: Record<string, ElsewhereAction> | undefined }
}

export interface FetchHost {
  fetch: typeof fetch
}

/** Why a step cannot be done in a tab, or null when it can. */
export function needsPlaywright(step: UiStep): string | null {
  // A page script cannot choose files for a file input: only the browser's file chooser (or Playwright) can.
  return step.do === 'upload' ? 'choosing files needs the Playwright runner (npm run replay)' : null
}

// The elements each role stands for without an explicit role attribute (the ones the scripts ask for, and a few more).
const IMPLICIT_ROLES: Record<string, string> = {
  button: 'button, input[type=button], input[type=submit], input[type=reset], summary',
  link: 'a[href], area[href]',
  heading: 'h1, h2, h3, h4, h5, h6',
  radio: 'input[type=radio]',
  checkbox: 'input[type=checkbox]',
  textbox:
    'input:not([type]), input[type=text], input[type=email], input[type=tel], input[type=url], input[type=search], input[type=password], textarea',
  spinbutton: 'input[type=number]',
  combobox: 'select:not([multiple])',
  listbox: 'select[multiple]',
  option: 'option',
  list: 'ul, ol',
  listitem: 'li',
  img: 'img[alt]:not([alt=""])',
  dialog: 'dialog',
}

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim()

/** The element's text without what is hidden from assistive technology. */
function visibleText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? ''
  if (!(node instanceof Element)) return ''
  if (
    node.getAttribute('aria-hidden') === 'true' ||
    node instanceof HTMLScriptElement ||
    node instanceof HTMLStyleElement
  )
    return ''
  return [...node.childNodes].map(visibleText).join('')
}

function labelTexts(element: Element): string[] {
  const byId = element.getAttribute('aria-labelledby')
  if (byId)
    return [
      normalize(
        byId
          .split(/\s+/)
          .map((id) =>
            visibleText(element.ownerDocument.getElementById(id) ?? element.ownerDocument.createElement('span')),
          )
          .join(' '),
      ),
    ]
  const label = element.getAttribute('aria-label')
  if (label) return [normalize(label)]
  const labels = 'labels' in element ? (element as HTMLInputElement).labels : null
  return labels ? [...labels].map((found) => normalize(visibleText(found))) : []
}

/** The accessible name, as far as the app's markup needs: aria-labelledby, aria-label, labels, a button's value, then the text. */
export function accessibleName(element: Element): string {
  const [label] = labelTexts(element)
  if (label) return label
  if (element instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(element.type))
    return normalize(element.value)
  if (element instanceof HTMLImageElement) return normalize(element.alt)
  return normalize(visibleText(element))
}

function isVisible(element: Element): boolean {
  // Browsers know the layout; a DOM without one (tests) falls back to the attributes and styles that hide.
  if (
    'checkVisibility' in element &&
    typeof element.checkVisibility === 'function' &&
    element.getClientRects().length > 0
  )
    return element.checkVisibility()
  for (let at: Element | null = element; at; at = at.parentElement) {
    if (at.hasAttribute('hidden') || at.getAttribute('aria-hidden') === 'true') return false
    const style = getComputedStyle(at)
    if (style.display === 'none' || style.visibility === 'hidden') return false
  }
  return true
}

// Like Playwright's exact matching: a string is the whole normalized text, a pattern is searched in it.
const matches = (text: string, wanted: string | RegExp) =>
  typeof wanted === 'string' ? text === normalize(wanted) : wanted.test(text)

const fill = (wanted: string | RegExp, answers: Answers) =>
  typeof wanted === 'string' ? fillPlaceholders(wanted, answers) : wanted

/** The visible elements a target names, in document order. */
export function findAll(root: Element, target: UiTarget, answers: Answers = {}): Element[] {
  let found: Element[]
  if ('role' in target) {
    const name = fill(target.name, answers)
    const implicit = IMPLICIT_ROLES[target.role]
    const selector = implicit
      ? `[role~="${target.role}"], ${implicit
          .split(',')
          .map((part) => `${part.trim()}:not([role])`)
          .join(', ')}`
      : `[role~="${target.role}"]`
    found = [...root.querySelectorAll(selector)].filter((element) => matches(accessibleName(element), name))
  } else if ('label' in target) {
    const label = fill(target.label, answers)
    found = [...root.querySelectorAll('input, select, textarea, [aria-label], [aria-labelledby]')].filter((element) =>
      labelTexts(element).some((text) => matches(text, label)),
    )
  } else {
    const text = fill(target.text, answers)
    // The innermost elements whose text matches: a page's wrappers contain the text too.
    const all = [...root.querySelectorAll('*')].filter(
      (element) => !(element instanceof HTMLScriptElement) && matches(normalize(visibleText(element)), text),
    )
    found = all.filter((element) => !all.some((other) => other !== element && element.contains(other)))
  }
  // The replay panel describes the steps: its own words must not pass for the page's.
  return [...new Set(found)].filter((element) => !element.closest(`[${REPLAY_PANEL_ATTRIBUTE}]`) && isVisible(element))
}

interface Interception {
  original: typeof fetch
  pending: Array<{ request: UiRequest; left: number }>
}

const interceptions = new WeakMap<FetchHost, Interception>()

/** The requests whose armed failure the page has not met yet. */
export function pendingFailures(host: FetchHost = globalThis): UiRequest[] {
  return interceptions.get(host)?.pending.map(({ request }) => request) ?? []
}

/**
 * Puts the host's own fetch back and forgets the failures still pending: a walk that ends (passed, failed, stopped)
 * leaves none behind. Answers the requests the page never sent, whose failure therefore did not happen.
 */
export function restoreNetwork(host: FetchHost = globalThis): UiRequest[] {
  const interception = interceptions.get(host)
  if (!interception) return []
  host.fetch = interception.original
  interceptions.delete(host)
  return interception.pending.map(({ request }) => request)
}

function requestOf(input: RequestInfo | URL, init?: RequestInit): { method: string; url: URL } {
  // Read without building a Request: that would take the body of the one the app sends.
  const href = input instanceof Request ? input.url : input instanceof URL ? input.href : input
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
  return { method, url: new URL(href, globalThis.location?.href ?? 'http://localhost') }
}

/**
 * The next `times` calls of the host's fetch matching `request` reject as a dropped network makes fetch reject
 * (a TypeError, no answer); once none is pending the host's own fetch is back.
 */
function failNextRequests(host: FetchHost, request: UiRequest, times: number) {
  const existing = interceptions.get(host)
  const interception: Interception = existing ?? { original: host.fetch, pending: [] }
  interception.pending.push({ request, left: times })
  if (existing) return
  interceptions.set(host, interception)
  const { original } = interception
  host.fetch = (input, init) => {
    const { method, url } = requestOf(input, init)
    const failure = interception.pending.find(
      (candidate) => candidate.request.method === method && candidate.request.path.test(url.pathname + url.search),
    )
    if (!failure) return original.call(host, input, init)
    failure.left -= 1
    if (failure.left === 0) interception.pending.splice(interception.pending.indexOf(failure), 1)
    if (interception.pending.length === 0) restoreNetwork(host)
    return Promise.reject(new TypeError('Failed to fetch'))
  }
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason)
    const timer = setTimeout(resolve, ms)
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(signal.reason)
      },
      { once: true },
    )
  })

/** Polls until `attempt` answers something, or fails with its last complaint when the time is up. */
async function waitFor<T>(context: DomReplayContext, attempt: () => T | string): Promise<T> {
  const deadline = Date.now() + context.timeout
  for (;;) {
    const outcome = attempt()
    if (typeof outcome !== 'string') return outcome
    if (Date.now() >= deadline) throw new Error(`${outcome} after ${context.timeout / 1000} s`)
    await pause(100, context.signal)
  }
}

function element(context: DomReplayContext, target: UiTarget, answers: Answers, usable = false): Promise<Element> {
  return waitFor(context, () => {
    const [first] = findAll(context.root, target, answers)
    if (!first) return `no visible ${describeTarget(target)}`
    if (usable && (first as HTMLButtonElement).disabled) return `${describeTarget(target)} stays disabled`
    return first
  })
}

/** Sets a value the way typing does, so React's onChange sees it (a plain assignment is swallowed by React's value tracker). */
function setValue(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  const prototype = Object.getPrototypeOf(field) as object
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value)
  field.dispatchEvent(new Event('input', { bubbles: true }))
  field.dispatchEvent(new Event('change', { bubbles: true }))
}

function asField(found: Element, target: UiTarget): HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement {
  if (found instanceof HTMLInputElement || found instanceof HTMLTextAreaElement || found instanceof HTMLSelectElement)
    return found
  throw new Error(`${describeTarget(target)} is not a form field`)
}

/** Does one step of a UiScript on the tab's DOM. */
export async function performStep(context: DomReplayContext, step: UiStep, answers: Answers): Promise<void> {
  const blocked = needsPlaywright(step)
  if (blocked) throw new Error(blocked)
  switch (step.do) {
    case 'click':
      return void ((await element(context, step.target, answers, true)) as HTMLElement).click()
    case 'fill': {
      const field = asField(await element(context, step.target, answers, true), step.target)
      field.focus()
      return setValue(field, fillPlaceholders(step.value, answers))
    }
    case 'check': {
      const box = asField(await element(context, step.target, answers, true), step.target)
      if (!(box instanceof HTMLInputElement))
        throw new Error(`${describeTarget(step.target)} is not a checkbox or a radio button`)
      if (!box.checked) box.click()
      return
    }
    case 'select': {
      const select = asField(await element(context, step.target, answers, true), step.target)
      if (!(select instanceof HTMLSelectElement)) throw new Error(`${describeTarget(step.target)} is not a select`)
      const wanted = fillPlaceholders(step.option, answers)
      const option = [...select.options].find(
        (candidate) => candidate.value === wanted || normalize(candidate.label) === wanted,
      )
      if (!option) throw new Error(`${describeTarget(step.target)} has no option "${wanted}"`)
      return setValue(select, option.value)
    }
    case 'goto':
      return void (await context.navigate(fillPlaceholders(step.path, answers)))
    case 'see':
      return void (await element(context, step.target, answers))
    case 'sign-in':
      return context.signIn(step.actor)
    case 'remember': {
      const value = await waitFor(
        context,
        () => step.from.exec(context.currentUrl())?.[1] ?? `the address does not match ${step.from}`,
      )
      answers[step.name] = value
      return
    }
    case 'fail-next-request':
      return failNextRequests(context.network ?? globalThis, step.request, step.times ?? 1)
    case 'elsewhere':
      if (!context.elsewhere) throw new Error(`no API to do "${step.action}" away from the tab`)
      return doElsewhere(context.elsewhere.actions, context.elsewhere.api, step.action, answers)
    case 'upload':
      return
  }
}

/** Waits until the page shows what a state must show. */
export async function checkExpectations(
  context: DomReplayContext,
  expectations: UiExpectation[],
  answers: Answers,
): Promise<void> {
  for (const expectation of expectations) {
    if ('path' in expectation) {
      await waitFor(context, () =>
        expectation.path.test(context.currentUrl())
          ? true
          : `the address ${context.currentUrl()} does not match ${expectation.path}`,
      )
    } else {
      await element(context, expectation.see, answers).catch((error: unknown) => {
        throw new Error(
          `the page shows ${describeTarget(expectation.see)}: ${error instanceof Error ? error.message : String(error)}`,
        )
      })
    }
  }
}
