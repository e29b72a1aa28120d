import { describe, expect, it } from 'vitest'
import type { AnyStateMachine, AnyStateNode } from 'xstate'
import { catalogue } from '../../../machines/catalogue'
import { notWalkable, uiScripts } from '../../../src/web/replay/ui-scripts'
import type { UiScript } from '../../../src/web/replay/ui-script'

// A machine cannot land without a way through the pages: a UI script, or a written reason no page walks it. A script
// that names an event or a state its machine no longer has has fallen behind it.

/** Every state path (as `snapshot.matches` reads it) and every event type the machine's transitions take. */
function vocabulary(machine: AnyStateMachine): { states: Set<string>; events: Set<string> } {
  const states = new Set<string>()
  const events = new Set<string>()
  const visit = (node: AnyStateNode) => {
    if (node.path.length > 0) states.add(node.path.join('.'))
    for (const type of node.transitions.keys()) events.add(type)
    for (const child of Object.values(node.states)) visit(child)
  }
  visit(machine.root)
  return { states, events }
}

/** `<type>[ <data as JSON>][ @<state>]` (events, failures): the type, and the state when one is named. */
function parseEventKey(key: string): { type: string; state?: string } {
  const at = /^(.*) @([\w.-]+)$/.exec(key)
  const event = at?.[1] ?? key
  return { type: event.split(' ')[0] ?? event, ...(at?.[2] === undefined ? {} : { state: at[2] }) }
}

/** What a script names that its machine does not know. */
function unknownNames(script: UiScript, machine: AnyStateMachine): string[] {
  const { states, events } = vocabulary(machine)
  const problems: string[] = []
  const event = (where: string, key: string) => {
    const { type, state } = parseEventKey(key)
    if (!events.has(type)) problems.push(`${where} "${key}": no event ${type}`)
    // `start` is the page opening, before any event (failures only).
    if (state !== undefined && state !== 'start' && !states.has(state))
      problems.push(`${where} "${key}": no state ${state}`)
  }
  for (const key of Object.keys(script.events)) event('events', key)
  for (const key of Object.keys(script.failures ?? {})) event('failures', key)
  for (const key of Object.keys(script.states)) {
    const [state = '', after] = key.split(' after ')
    if (!states.has(state)) problems.push(`states "${key}": no state ${state}`)
    if (after !== undefined && !events.has(after.split(' ')[0] ?? after))
      problems.push(`states "${key}": no event ${after}`)
  }
  for (const entry of script.unreplayable ?? []) {
    if (!events.has(parseEventKey(entry.event).type)) problems.push(`unreplayable: no event ${entry.event}`)
    if (entry.from !== undefined && !states.has(entry.from)) problems.push(`unreplayable: no state ${entry.from}`)
  }
  return problems
}

/**
 * The machines still waiting for their script, from before this test: the list only shrinks (a new machine is not
 * added here, it comes with its script).
 */
const AWAITING_A_SCRIPT = new Set([
  'session',
  'toasts',
  'phone-certification',
  'picture-upload',
  'listing',
  'document',
  'review-form-guest',
  'review-form-owner',
])

describe('UI scripts and the catalogue', () => {
  it('walk every catalogue machine, or say why no page can', () => {
    const uncovered = catalogue
      .map((entry) => entry.id)
      .filter((id) => uiScripts[id] === undefined && notWalkable[id] === undefined && !AWAITING_A_SCRIPT.has(id))
    expect(uncovered, 'machines with neither a UI script nor a reason no page walks them').toEqual([])
  })

  it('wait for a script only while they have none', () => {
    const done = [...AWAITING_A_SCRIPT].filter((id) => uiScripts[id] !== undefined || notWalkable[id] !== undefined)
    expect(done, 'scripted machines still listed as awaiting a script').toEqual([])
    for (const id of AWAITING_A_SCRIPT)
      expect(
        catalogue.some((entry) => entry.id === id),
        id,
      ).toBe(true)
  })

  it('give a real reason for each machine no page walks, and none for a scripted one', () => {
    for (const [machine, reason] of Object.entries(notWalkable)) {
      expect(
        catalogue.some((entry) => entry.id === machine),
        machine,
      ).toBe(true)
      expect(uiScripts[machine], `${machine} has a script and a reason not to walk it`).toBeUndefined()
      expect(reason.length, machine).toBeGreaterThan(40)
    }
  })

  it.each(catalogue.filter((entry) => uiScripts[entry.id] !== undefined).map((entry) => [entry.id, entry] as const))(
    'the %s script names only events and states its machine knows',
    (id, entry) => {
      expect(unknownNames(uiScripts[id]!, entry.machine)).toEqual([])
    },
  )

  it('catches a script that falls behind its machine', () => {
    const booking = catalogue.find((entry) => entry.id === 'booking')!
    const script = uiScripts.booking!
    const stale: UiScript = {
      ...script,
      events: { ...script.events, 'guest.teleport @VALIDATED': [] },
      states: { ...script.states, LIMBO: [], 'VALIDATED after guest.teleport': [] },
    }
    expect(unknownNames(stale, booking.machine)).toEqual([
      'events "guest.teleport @VALIDATED": no event guest.teleport',
      'states "LIMBO": no state LIMBO',
      'states "VALIDATED after guest.teleport": no event guest.teleport',
    ])
  })
})
