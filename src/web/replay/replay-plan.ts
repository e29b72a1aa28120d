// Turns a generated machine path into what a person does and sees, from a UiScript. Pure: the Playwright runner
// (scripts/replay) and the staff tester page walk the same plan.
import type { AnyMachineSnapshot, EventObject } from 'xstate'
import { stateLabel } from '../../../machines/paths/machine-paths'
import type { UiExpectation, UiFailure, UiScript, UiStep, UiTarget } from './ui-script'

/** The part of a generated path a plan reads (machines/paths/machine-paths.ts MachinePath fits). */
export interface PathLike {
  steps: ReadonlyArray<{ event: EventObject; state: AnyMachineSnapshot }>
}

export interface PlannedStep {
  /** The event's key (type and data), as `npm run paths` prints it. */
  event: string
  from: string
  to: string
  actions: UiStep[]
  expect: UiExpectation[]
}

export type ReplayPlan =
  /** `start` (after `actions`, which arm a failure the page's first requests meet) and what the initial state shows, then one entry per event. */
  | { kind: 'walk'; initial: { state: string; actions: UiStep[]; expect: UiExpectation[] }; steps: PlannedStep[] }
  | { kind: 'unreplayable'; event: string; from: string; reason: string }
  /** The script lacks an event or a state the path needs: a gap in the script, reported as a failure. */
  | { kind: 'incomplete'; problems: string[] }

/** An event's type, followed by its data as JSON when it has some: `owner.refuse {"reason":"date"}`. */
export function eventKey(event: EventObject): string {
  const { type, ...data } = event
  return Object.keys(data).length === 0 ? type : `${type} ${JSON.stringify(data)}`
}

/** The entry for the event, most specific key first: `<event key> @<state>`, `<event key>`, `<type> @<state>`, `<type>`. */
function lookUp<T>(table: Record<string, T> | undefined, event: EventObject, state: string): T | undefined {
  const key = eventKey(event)
  const found = [`${key} @${state}`, key, `${event.type} @${state}`, event.type].find(
    (candidate) => table !== undefined && candidate in table,
  )
  return found === undefined ? undefined : table?.[found]
}

/** The expectations of the state the event entered: for that event first, then of the most specific state path the snapshot matches. */
function expectationsFor(
  script: UiScript,
  state: AnyMachineSnapshot,
  event?: EventObject,
): UiExpectation[] | undefined {
  const label = stateLabel(state.value)
  const after =
    event === undefined
      ? undefined
      : [`${label} after ${eventKey(event)}`, `${label} after ${event.type}`].find((key) => key in script.states)
  if (after !== undefined) return script.states[after]
  if (label in script.states) return script.states[label]
  const matching = Object.keys(script.states)
    .filter((key) => state.matches(key))
    .sort((a, b) => b.length - a.length)
  return matching[0] === undefined ? undefined : script.states[matching[0]]
}

export function planPath(script: UiScript, path: PathLike): ReplayPlan {
  const [first, ...rest] = path.steps
  if (!first) return { kind: 'incomplete', problems: ['the path has no steps'] }
  for (const [index, step] of rest.entries()) {
    const from = stateLabel((path.steps[index] ?? first).state.value)
    const blocked = script.unreplayable?.find(
      (entry) => entry.event === eventKey(step.event) || entry.event === step.event.type,
    )
    if (blocked && (blocked.from === undefined || from === blocked.from || from.startsWith(`${blocked.from}.`))) {
      return { kind: 'unreplayable', event: eventKey(step.event), from, reason: blocked.reason }
    }
  }
  const problems: string[] = []
  const initial = expectationsFor(script, first.state)
  if (!initial) problems.push(`no expectations for the state ${stateLabel(first.state.value)}`)
  const initialActions: UiStep[] = []
  const steps: PlannedStep[] = []
  for (const [index, step] of rest.entries()) {
    const from = stateLabel((path.steps[index] ?? first).state.value)
    const to = stateLabel(step.state.value)
    // The user action that sends the failing request is the last one done before: the failure is armed just before it.
    const sender = steps.findLastIndex((earlier) => earlier.actions.some((action) => action.do !== 'fail-next-request'))
    const failure = lookUp<UiFailure>(
      script.failures,
      step.event,
      sender < 0 ? 'start' : (steps[sender]?.from ?? 'start'),
    )
    if (failure) {
      const arm: UiStep = {
        do: 'fail-next-request',
        request: failure.request,
        ...(failure.times === undefined ? {} : { times: failure.times }),
      }
      const armed = steps[sender]
      if (armed) armed.actions = [arm, ...armed.actions]
      else initialActions.unshift(arm)
    }
    // An event a failure causes needs nothing more from the user.
    const actions = lookUp(script.events, step.event, from) ?? (failure ? [] : undefined)
    const expect = expectationsFor(script, step.state, step.event)
    if (!actions) problems.push(`no user actions for ${eventKey(step.event)} (from ${from})`)
    for (const action of actions ?? []) {
      if (action.do === 'elsewhere' && !script.elsewhere?.[action.action])
        problems.push(`no elsewhere action "${action.action}" (for ${eventKey(step.event)})`)
    }
    if (!expect) problems.push(`no expectations for the state ${to}`)
    steps.push({ event: eventKey(step.event), from, to, actions: actions ?? [], expect: expect ?? [] })
  }
  if (problems.length > 0) return { kind: 'incomplete', problems: [...new Set(problems)] }
  return {
    kind: 'walk',
    initial: { state: stateLabel(first.state.value), actions: initialActions, expect: initial ?? [] },
    steps,
  }
}

/** Fills `{name}` placeholders from the setup's answer; a placeholder nobody answered is a script error. */
export function fillPlaceholders(text: string, answers: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = answers[name]
    if (value === undefined) throw new Error(`no value for the placeholder {${name}}`)
    return value
  })
}

/** A step as the runners print it. */
export function describeTarget(target: UiTarget): string {
  return 'role' in target
    ? `${target.role} "${String(target.name)}"`
    : 'label' in target
      ? `field "${String(target.label)}"`
      : `text "${String(target.text)}"`
}

export function describeStep(step: UiStep): string {
  if ('target' in step) return `${step.do} ${describeTarget(step.target)}`
  switch (step.do) {
    case 'goto':
      return `goto ${step.path}`
    case 'sign-in':
      return `sign in as ${step.actor}`
    case 'remember':
      return `remember {${step.name}}`
    case 'fail-next-request':
      return `fail the next ${step.times ?? 1} ${step.request.method} ${String(step.request.path)}`
    case 'elsewhere':
      return `elsewhere: ${step.action}`
  }
}
