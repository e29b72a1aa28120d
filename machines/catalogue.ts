import { defineEntry } from './catalogue-entry'
import type { CatalogueEntry } from './catalogue-entry'
import { sessionMachine } from './session.machine'
import { serializeSessionState, sessionChecks, sessionEventFixtures, sessionInput } from './session.fixtures'
import { toastsMachine } from './toasts.machine'
import { toastsChecks, toastsEventFixtures } from './toasts.fixtures'

/** Every statechart with what it takes to walk it: the path tests and the replay tool read this list. */
export const catalogue: readonly CatalogueEntry[] = [
  defineEntry({
    id: 'session',
    description: 'Token refresh queue (spec 1 §4)',
    machine: sessionMachine,
    input: sessionInput,
    events: sessionEventFixtures,
    replay: {},
    checks: sessionChecks,
    serializeState: serializeSessionState,
  }),
  defineEntry({
    id: 'toasts',
    description: 'Toast queue with 4 s debounced auto-removal (spec 1 §4, §9)',
    machine: toastsMachine,
    events: toastsEventFixtures,
    replay: {},
    checks: toastsChecks,
  }),
]
