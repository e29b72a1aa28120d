import { setup } from 'xstate'
import type { UpgradeState } from '../src/domain/booking-extras'

/**
 * A guest's upgrade of a booking, a second driver (spec 2 §3, §4): a draft (CREATED) the guest
 * validates, which needs no owner decision (ACCEPTED when the booking's permissions allow it, a
 * server-side check), then pays (CONFIRMED). The guest may withdraw it until it is paid.
 */
export type UpgradeEvent = { type: 'guest.validate' } | { type: 'guest.cancel' } | { type: 'payment.succeeded' }

export const upgradeMachine = setup({
  types: { events: {} as UpgradeEvent },
}).createMachine({
  id: 'upgrade',
  initial: 'CREATED',
  states: {
    CREATED: {
      on: {
        'guest.validate': { target: 'ACCEPTED' },
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
    CANCEL_GUEST: { type: 'final' as const },
  } satisfies Record<UpgradeState, unknown>,
})

/** The chart in a stored upgrade's state. */
export const upgradeAt = (state: UpgradeState) => upgradeMachine.resolveState({ value: state, context: undefined })
