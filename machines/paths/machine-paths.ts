// Path generation and coverage model for the catalogue's machines. No test runner in here: the
// vitest replay (replay.ts) and a browser replay tool can both generate the same paths.
import { getAdjacencyMap, getShortestPaths, getSimplePaths, toDirectedGraph } from '@xstate/graph'
import type { DirectedGraphNode, StatePath } from '@xstate/graph'
import { __unsafe_getAllOwnEventDescriptors } from 'xstate'
import type { AnyMachineSnapshot, AnyStateMachine, AnyTransitionDefinition, EventObject } from 'xstate'
import type { CatalogueEntry } from '../catalogue-entry'

export type MachinePath = StatePath<AnyMachineSnapshot, EventObject> & { generator: 'shortest' | 'simple' | 'edge' }

/** Every state node and transition of a machine, keyed so the real actor's microsteps can be matched. */
export interface MachineModel {
  /** State node id → the path `snapshot.matches` reads. */
  states: Map<string, string>
  /** Transition key → readable label. */
  transitions: Map<string, string>
}

export interface Coverage {
  states: Set<string>
  transitions: Set<string>
}

const SYSTEM_EVENT = /^xstate\.(after|done\.actor|error\.actor)\./

export function serializer(entry: CatalogueEntry): (snapshot: AnyMachineSnapshot) => string {
  return entry.serializeState ?? ((snapshot) => JSON.stringify({ value: snapshot.value, context: snapshot.context }))
}

/**
 * A stable name for a transition: its source, event and rank among that event's transitions. The
 * same definition in a `.provide()`d copy of the machine gets the same key.
 */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const { source, eventType } = transition
  const onEvent = source.transitions.get(eventType) ?? []
  const rank = onEvent.indexOf(transition)
  const label = rank >= 0 ? `${eventType}#${rank}` : `always#${(source.always ?? []).indexOf(transition)}`
  const targets = transition.target?.map((target) => target.id).join(',') ?? '(no target)'
  return `${source.id} --${label}--> ${targets}`
}

/** All states and transitions, read from the machine definition (toDirectedGraph plus eventless ones). */
export function machineModel(machine: AnyStateMachine): MachineModel {
  const model: MachineModel = { states: new Map(), transitions: new Map() }
  const visit = (node: DirectedGraphNode) => {
    const { stateNode } = node
    if (stateNode.path.length > 0) model.states.set(stateNode.id, stateNode.path.join('.'))
    for (const edge of node.edges) {
      const key = transitionKey(edge.transition)
      model.transitions.set(key, key)
    }
    for (const transition of stateNode.always ?? []) {
      const key = transitionKey(transition)
      model.transitions.set(key, key)
    }
    node.children.forEach(visit)
  }
  visit(toDirectedGraph(machine))
  return model
}

/** The events tried in a state: the entry's fixtures for each event the state handles, plus bare system events. */
function eventsFor(entry: CatalogueEntry) {
  return (snapshot: AnyMachineSnapshot): EventObject[] =>
    (__unsafe_getAllOwnEventDescriptors(snapshot) as string[]).flatMap((type) => {
      const fixtures = entry.events.filter((event) => event.type === type) as EventObject[]
      if (fixtures.length > 0) return fixtures
      return SYSTEM_EVENT.test(type) ? [{ type }] : []
    })
}

function pathOptions(entry: CatalogueEntry) {
  return { input: entry.input, events: eventsFor(entry), serializeState: serializer(entry) }
}

/** The shortest path to every state only: cheap enough for the browser (the staff tester page). */
export function shortestPaths(entry: CatalogueEntry): MachinePath[] {
  return getShortestPaths(entry.machine, pathOptions(entry)).map((path) => ({
    ...path,
    generator: 'shortest' as const,
  }))
}

/**
 * Shortest paths to every state, every simple path, and every edge of the graph (the shortest path
 * to a state plus one handled event): edges back to a visited state, which neither of the others
 * contains, get covered too. Duplicates (same event sequence) dropped.
 */
export function generatePaths(entry: CatalogueEntry): MachinePath[] {
  const serialize = serializer(entry)
  const options = pathOptions(entry)
  const seen = new Set<string>()
  const paths: MachinePath[] = []
  const add = (path: StatePath<AnyMachineSnapshot, EventObject>, generator: MachinePath['generator']) => {
    const key = JSON.stringify(path.steps.map((step) => step.event))
    if (seen.has(key)) return
    seen.add(key)
    paths.push({ ...path, generator })
  }
  const shortest = getShortestPaths(entry.machine, options)
  shortest.forEach((path) => add(path, 'shortest'))
  getSimplePaths(entry.machine, options).forEach((path) => add(path, 'simple'))
  const adjacency = getAdjacencyMap(entry.machine, options)
  for (const path of shortest) {
    const here = serialize(path.state)
    for (const { event, state } of Object.values(adjacency[here as keyof typeof adjacency]?.transitions ?? {})) {
      if (entry.machine.getTransitionData(path.state, event).length === 0) continue
      add({ state, steps: [...path.steps, { state, event }], weight: path.weight + 1 }, 'edge')
    }
  }
  return paths
}

/** A state value as the dotted paths of its active leaves: `idle.payment.editing`, parallel regions joined by ` + `. */
export function stateLabel(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value !== 'object' || value === null) return String(value)
  return Object.entries(value)
    .map(([key, child]) =>
      typeof child === 'object' && child !== null && Object.keys(child).length === 0
        ? key
        : `${key}.${stateLabel(child)}`,
    )
    .join(' + ')
}

export function describePath(path: MachinePath): string {
  const events = path.steps.slice(1).map((step) => step.event.type)
  return `${path.generator}: ${events.length ? events.join(' → ') : '(initial)'} ⇒ ${JSON.stringify(path.state.value)}`
}

/** `replayed`: the paths the coverage comes from; `generated`: all paths generated, simple ones included. */
export function coverageReport(
  entry: CatalogueEntry,
  model: MachineModel,
  coverage: Coverage,
  paths: { replayed: readonly MachinePath[]; generated: readonly MachinePath[] },
) {
  const missingStates = [...model.states.keys()].filter((id) => !coverage.states.has(id))
  const missingTransitions = [...model.transitions.keys()].filter((key) => !coverage.transitions.has(key))
  const stateShare = `${model.states.size - missingStates.length}/${model.states.size}`
  const transitionShare = `${model.transitions.size - missingTransitions.length}/${model.transitions.size}`
  const count = (list: readonly MachinePath[], generator: MachinePath['generator']) =>
    list.filter((path) => path.generator === generator).length
  const { replayed, generated } = paths
  const mix = `${count(replayed, 'shortest')} shortest, ${count(replayed, 'edge')} edge, ${count(replayed, 'simple')} of ${count(generated, 'simple')} simple`
  const lines = [
    `[${entry.id}] ${replayed.length} of ${generated.length} paths replayed (${mix}) · states ${stateShare} · transitions ${transitionShare}`,
  ]
  missingStates.forEach((id) => lines.push(`  state not reached: ${id}`))
  missingTransitions.forEach((key) => lines.push(`  transition not taken: ${key}`))
  return { text: lines.join('\n'), complete: missingStates.length === 0 && missingTransitions.length === 0 }
}
