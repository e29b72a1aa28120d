import { setup } from 'xstate'
import type { UpgradeKind, UpgradeState } from '../src/domain/booking-extras'

/**
 * A guest's upgrade of a booking (spec 2 §3, §4, §6): a second driver, or the deductible buy-back (a switch to a
 * reinforced insurance). A draft (CREATED) the guest validates, which needs no owner decision (ACCEPTED when the
 * booking's permissions allow it, a server-side check), then pays (CONFIRMED). The guest may withdraw it until it is paid.
 * Both kinds follow the same chart; once paid, the output says what the booking gains.
 */
export type UpgradeEvent = { type: 'guest.validate' } | { type: 'guest.cancel' } | { type: 'payment.succeeded' }

export interface UpgradeInput {
  kind: UpgradeKind
}

/** What a paid upgrade changes on the booking: a second driver is added, or the insurance switches to the reinforced one. */
export type UpgradeOutcome = { kind: UpgradeKind; effect: 'add_second_driver' | 'switch_insurance' } | null

export const upgradeMachine = setup({
  types: {
    events: {} as UpgradeEvent,
    input: {} as UpgradeInput,
    context: {} as UpgradeInput,
    output: {} as UpgradeOutcome,
  },
}).createMachine({
  id: 'upgrade',
  initial: 'CREATED',
  context: ({ input }) => ({ kind: input.kind }),
  // The final state reached gives the machine's output.
  output: ({ event }) => (event as { output?: UpgradeOutcome }).output ?? null,
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
    CONFIRMED: {
      type: 'final' as const,
      output: ({ context }: { context: UpgradeInput }): UpgradeOutcome => ({
        kind: context.kind,
        effect: context.kind === 'buyback' ? 'switch_insurance' : 'add_second_driver',
      }),
    },
    CANCEL_GUEST: { type: 'final' as const, output: (): UpgradeOutcome => null },
  } satisfies Record<UpgradeState, unknown>,
})

/** The chart of a stored upgrade of `kind` in its state. */
export const upgradeAt = (state: UpgradeState, kind: UpgradeKind = 'second_driver') =>
  upgradeMachine.resolveState({ value: state, context: { kind } })
