// Replays generated paths against the real actor, for the path tests and `npm run paths`: a simulated clock for
// `after` delays, deferred stand-ins for invoked actors, settled by the path's done/error events.
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import type { AnyActorLogic, AnyMachineSnapshot, InspectionEvent } from 'xstate'
import type { CatalogueEntry } from '../catalogue-entry'
import { serializer, transitionKey } from './machine-paths'
import type { Coverage, MachineModel, MachinePath } from './machine-paths'

function delayOf(entry: CatalogueEntry, eventType: string): number {
  const rest = eventType.slice('xstate.after.'.length)
  const delay = rest.slice(0, rest.indexOf('.'))
  const named = entry.replay.delays?.[delay] ?? entry.machine.implementations.delays[delay]
  const ms = /^\d+$/.test(delay) ? Number(delay) : named
  if (typeof ms !== 'number') throw new Error(`${entry.id}: no replay value for the delay "${delay}"`)
  return ms
}

async function flush() {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

/**
 * Replays one generated path against the real machine (fake clock, `.provide()`d stubs) and checks,
 * after each step, that the actor is where the graph said and that the entry's state checks hold.
 * Records the states and transitions the real actor went through in `coverage`.
 */
export async function replayPath(entry: CatalogueEntry, path: MachinePath, coverage: Coverage, model: MachineModel) {
  const clock = new SimulatedClock()
  const serialize = serializer(entry)
  const settle = new Map<string, { resolve: (output: unknown) => void; reject: (error: unknown) => void }>()
  const deferred = fromPromise<unknown>(
    ({ self }) => new Promise((resolve, reject) => settle.set(self.id, { resolve, reject })),
  )
  const actors: Record<string, AnyActorLogic> = Object.fromEntries(
    Object.keys(entry.machine.implementations.actors).map((src) => [src, entry.replay.actors?.[src] ?? deferred]),
  )
  const recordStates = (snapshot: AnyMachineSnapshot) => {
    for (const [id, statePath] of model.states) if (snapshot.matches(statePath)) coverage.states.add(id)
  }
  const actor = createActor(entry.machine.provide({ actors }), {
    input: entry.input,
    clock,
    inspect: (event: InspectionEvent) => {
      // By the root's session id: an eventless transition out of the initial state runs while the actor is created.
      if (event.type !== '@xstate.microstep' || event.actorRef.sessionId !== event.rootId) return
      event._transitions.forEach((transition) => coverage.transitions.add(transitionKey(transition)))
      recordStates(event.snapshot as AnyMachineSnapshot)
    },
  })
  try {
    actor.start()
    for (const [index, step] of path.steps.entries()) {
      const { event } = step
      if (index > 0) {
        if (event.type.startsWith('xstate.after.')) {
          clock.increment(delayOf(entry, event.type))
        } else if (/^xstate\.(done|error)\.actor\./.test(event.type)) {
          const id = event.type.replace(/^xstate\.(done|error)\.actor\./, '')
          const pending = settle.get(id)
          if (pending) {
            settle.delete(id)
            if (event.type.startsWith('xstate.done.')) pending.resolve((event as { output?: unknown }).output)
            else pending.reject((event as { error?: unknown }).error)
          }
        } else {
          actor.send(event)
        }
        await flush()
      }
      const snapshot = actor.getSnapshot() as AnyMachineSnapshot
      recordStates(snapshot)
      const where = `step ${index} (${event.type})`
      if (serialize(snapshot) !== serialize(step.state)) {
        throw new Error(
          `${where}: the machine is in ${serialize(snapshot)}, the graph predicted ${serialize(step.state)}`,
        )
      }
      for (const check of entry.checks) {
        if ((check.state === '*' || snapshot.matches(check.state)) && !check.holds(snapshot)) {
          throw new Error(`${where}: in ${JSON.stringify(snapshot.value)}, expected that ${check.description}`)
        }
      }
    }
  } finally {
    actor.stop()
  }
}

/**
 * The paths the tests replay: every shortest and edge path, then simple paths in generation order, each kept only when
 * it reaches a state or takes a transition that the kept ones do not, until the machine is fully covered. The other
 * simple paths (ten thousand in all, most of the unit suite's time) go through nothing new. A simple path tried here
 * that does not replay is kept, so that its test reports why.
 */
export async function pathsToReplay(
  entry: CatalogueEntry,
  model: MachineModel,
  paths: readonly MachinePath[],
): Promise<MachinePath[]> {
  const covered: Coverage = { states: new Set(), transitions: new Set() }
  const kept = new Set<MachinePath>()
  const replays = (path: MachinePath, coverage: Coverage) =>
    replayPath(entry, path, coverage, model).then(
      () => true,
      () => false,
    )
  for (const path of paths) {
    if (path.generator === 'simple') continue
    kept.add(path)
    await replays(path, covered)
  }
  const complete = () =>
    [...model.states.keys()].every((id) => covered.states.has(id)) &&
    [...model.transitions.keys()].every((key) => covered.transitions.has(key))
  for (const path of paths) {
    if (complete()) break
    if (path.generator !== 'simple') continue
    const own: Coverage = { states: new Set(), transitions: new Set() }
    const replayed = await replays(path, own)
    const addsStates = [...own.states].some((id) => !covered.states.has(id))
    const addsTransitions = [...own.transitions].some(
      (key) => model.transitions.has(key) && !covered.transitions.has(key),
    )
    if (replayed && !addsStates && !addsTransitions) continue
    kept.add(path)
    own.states.forEach((id) => covered.states.add(id))
    own.transitions.forEach((key) => covered.transitions.add(key))
  }
  return paths.filter((path) => kept.has(path))
}
