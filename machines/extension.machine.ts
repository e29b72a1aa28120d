import { setup } from 'xstate'
import type { ExtensionState } from '../src/domain/booking-extras'

/**
 * A guest's request to extend a booking (spec 2 §3, §4): a draft (CREATED) the guest sends to the
 * owner (GUEST_ASK), who accepts or refuses; once ACCEPTED, and only then, it can be paid, which
 * CONFIRMS it and moves the booking's dates. The guest may withdraw it until it is paid. The server
 * applies every change through this chart; the web app reads `snapshot.can(event)` for its buttons.
 */
export type ExtensionEvent =
  | { type: 'guest.validate' }
  | { type: 'guest.cancel' }
  | { type: 'owner.accept' }
  | { type: 'owner.refuse' }
  | { type: 'payment.succeeded' }

export const extensionMachine = setup({
  types: { events: {} as ExtensionEvent },
}).createMachine({
  id: 'extension',
  initial: 'CREATED',
  states: {
    CREATED: {
      on: {
        'guest.validate': { target: 'GUEST_ASK' },
        'guest.cancel': { target: 'CANCEL_GUEST' },
      },
    },
    GUEST_ASK: {
      on: {
        'owner.accept': { target: 'ACCEPTED' },
        'owner.refuse': { target: 'CANCEL_OWNER' },
        'guest.cancel': { target: 'CANCEL_GUEST' },
      },
    },
    ACCEPTED: {
      on: {
        'payment.succeeded': { target: 'CONFIRMED' },
        'guest.cancel': { target: 'CANCEL_GUEST' },
      },
    },
    CONFIRMED: { type: 'final' as const },
    CANCEL_OWNER: { type: 'final' as const },
    CANCEL_GUEST: { type: 'final' as const },
  } satisfies Record<ExtensionState, unknown>,
})

/** The chart in a stored request's state (the database row's `state`). */
export const extensionAt = (state: ExtensionState) =>
  extensionMachine.resolveState({ value: state, context: undefined })
