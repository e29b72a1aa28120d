// Turns a generated machine path into what a person does and sees, from a UiScript. Pure: the Playwright runner
// (scripts/replay) and the staff tester page walk the same plan.
import type { AnyMachineSnapshot, EventObject } from 'xstate'
import { stateLabel } from '../../../machines/paths/machine-paths'
import type { UiExpectation, UiScript, UiStep } from './ui-script'

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
  /** `start` and what the initial state shows, then one entry per event. */
  | { kind: 'walk'; initial: { state: string; expect: UiExpectation[] }; steps: PlannedStep[] }
  | { kind: 'unreplayable'; event: string; from: string; reason: string }
  /** The script lacks an event or a state the path needs: a gap in the script, reported as a failure. */
  | { kind: 'incomplete'; problems: string[] }

/** An event's type, followed by its data as JSON when it has some: `owner.refuse {"reason":"date"}`. */
export function eventKey(event: EventObject): string {
  const { type, ...data } = event
  return Object.keys(data).length === 0 ? type : `${type} ${JSON.stringify(data)}`
}

function actionsFor(script: UiScript, event: EventObject, from: string): UiStep[] | undefined {
  const key = eventKey(event)
  const keys = [`${key} @${from}`, key, `${event.type} @${from}`, event.type]
  const found = keys.find((candidate) => candidate in script.events)
  return found === undefined ? undefined : script.events[found]
}

/** The expectations of the most specific state path the snapshot matches. */
function expectationsFor(script: UiScript, state: AnyMachineSnapshot): UiExpectation[] | undefined {
  const label = stateLabel(state.value)
  if (label in script.states) return script.states[label]
  const matching = Object.keys(script.states).filter((key) => state.matches(key)).sort((a, b) => b.length - a.length)
  return matching[0] === undefined ? undefined : script.states[matching[0]]
}

export function planPath(script: UiScript, path: PathLike): ReplayPlan {
  const [first, ...rest] = path.steps
  if (!first) return { kind: 'incomplete', problems: ['the path has no steps'] }
  for (const [index, step] of rest.entries()) {
    const from = stateLabel((path.steps[index] ?? first).state.value)
    const blocked = script.unreplayable?.find((entry) => entry.event === eventKey(step.event) || entry.event === step.event.type)
    if (blocked && (blocked.from === undefined || from === blocked.from || from.startsWith(`${blocked.from}.`))) {
      return { kind: 'unreplayable', event: eventKey(step.event), from, reason: blocked.reason }
    }
  }
  const problems: string[] = []
  const initial = expectationsFor(script, first.state)
  if (!initial) problems.push(`no expectations for the state ${stateLabel(first.state.value)}`)
  const steps = rest.map((step, index): PlannedStep => {
    const from = stateLabel((path.steps[index] ?? first).state.value)
    const to = stateLabel(step.state.value)
    const actions = actionsFor(script, step.event, from)
    const expect = expectationsFor(script, step.state)
    if (!actions) problems.push(`no user actions for ${eventKey(step.event)} (from ${from})`)
    if (!expect) problems.push(`no expectations for the state ${to}`)
    return { event: eventKey(step.event), from, to, actions: actions ?? [], expect: expect ?? [] }
  })
  if (problems.length > 0) return { kind: 'incomplete', problems: [...new Set(problems)] }
  return { kind: 'walk', initial: { state: stateLabel(first.state.value), expect: initial ?? [] }, steps }
}

/** Fills `{name}` placeholders from the setup's answer; a placeholder nobody answered is a script error. */
export function fillPlaceholders(text: string, answers: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = answers[name]
    if (value === undefined) throw new Error(`no value for the placeholder {${name}}`)
    return value
  })
}
