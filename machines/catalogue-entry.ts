import type { AnyActorLogic, AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate'

/**
 * Events the machine only receives from XState itself: a delay elapsing, an invoked actor finishing
 * or failing. Paths carry them like user events; replay turns them into the real thing (advance the
 * clock, settle the invoked actor).
 */
export type SystemEventFixture =
  | { type: `xstate.after.${string}` }
  | { type: `xstate.done.actor.${string}`; output?: unknown }
  | { type: `xstate.error.actor.${string}`; error: unknown }

export type EventFixture<TMachine extends AnyStateMachine> = EventFromLogic<TMachine> | SystemEventFixture

/** Something that must hold whenever the machine is in `state`. */
export interface StateCheck<TMachine extends AnyStateMachine> {
  /** A state path as `snapshot.matches` reads it ('refreshing', 'form.editing'), or '*' for every state. */
  state: string
  description: string
  holds: (snapshot: SnapshotFrom<TMachine>) => boolean
}

/** One machine as the path tests and the browser replay tool see it: data, plus pure predicates. */
export interface CatalogueEntry<TMachine extends AnyStateMachine = AnyStateMachine> {
  id: string
  description: string
  machine: TMachine
  input?: InputFrom<TMachine>
  /**
   * The concrete events tried in each state to generate paths. Delays and actor completions without
   * payload need no fixture: the generator derives them from the machine.
   */
  events: ReadonlyArray<EventFixture<TMachine>>
  replay: {
    /** Actors not listed are replaced by a deferred promise that the path's done/error events settle. */
    actors?: Record<string, AnyActorLogic>
    /** Milliseconds of each named delay (numeric `after` keys need none). */
    delays?: Record<string, number>
  }
  checks: ReadonlyArray<StateCheck<TMachine>>
  /**
   * How paths tell states apart (default: value and context). Abstracting context keeps the path
   * space finite when a machine's context can grow without bound.
   */
  serializeState?: (snapshot: SnapshotFrom<TMachine>) => string
}

/** Keeps each entry checked against its own machine while the catalogue holds them side by side. */
export function defineEntry<TMachine extends AnyStateMachine>(entry: CatalogueEntry<TMachine>): CatalogueEntry {
  return entry as unknown as CatalogueEntry
}
