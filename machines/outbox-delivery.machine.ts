import { assign, setup } from 'xstate'

/** The stored statuses of an outbox row (src/server/db/schema/outbox.ts): each is a state of the machine. */
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'dead'] as const
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number]

/**
 * One outbox row on its way to its recipient. pending (due at its next attempt) → job.claim → sending: the attempt is
 * counted and committed before the send. Then provider.accepted → sent, or provider.failed → pending again with a
 * backoff while tries are left, dead after the last one. A row still sending long after its claim was cut off by a
 * crash (job.interrupted → dead): it may have left, so it is never sent again. sent and dead are final.
 *
 * `attempts` counts the claims, `maxAttempts` the tries a row gets. Side effects are named actions: the server's
 * delivery job (src/server/services/outbox/outbox-delivery.ts) provides them as the columns to write.
 */
export interface OutboxDeliveryContext {
  attempts: number
  maxAttempts: number
}

export type OutboxDeliveryInput = OutboxDeliveryContext

export type OutboxDeliveryEvent =
  | { type: 'job.claim' }
  | { type: 'provider.accepted' }
  /** The provider refused the message or never took it: nothing left. */
  | { type: 'provider.failed'; error: string }
  | { type: 'job.interrupted' }

export type OutboxDeliveryEventType = OutboxDeliveryEvent['type']

const noop = () => {}

export const outboxDeliveryMachine = setup({
  types: {
    context: {} as OutboxDeliveryContext,
    events: {} as OutboxDeliveryEvent,
    input: {} as OutboxDeliveryInput,
  },
  actions: {
    recordAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
    recordSent: noop,
    recordError: noop,
    scheduleRetry: noop,
    recordInterruption: noop,
    /** Template data needed only to send (a sign-in link) goes once the row is finished. */
    forgetSecrets: noop,
  },
  guards: {
    attemptsLeft: ({ context }) => context.attempts < context.maxAttempts,
  },
}).createMachine({
  id: 'outboxDelivery',
  initial: 'pending',
  context: ({ input }) => ({ attempts: input.attempts, maxAttempts: input.maxAttempts }),
  states: {
    pending: { on: { 'job.claim': { target: 'sending', actions: 'recordAttempt' } } },
    sending: {
      on: {
        'provider.accepted': { target: 'sent', actions: ['recordSent', 'forgetSecrets'] },
        'provider.failed': [
          { guard: 'attemptsLeft', target: 'pending', actions: ['recordError', 'scheduleRetry'] },
          { target: 'dead', actions: ['recordError', 'forgetSecrets'] },
        ],
        'job.interrupted': { target: 'dead', actions: 'recordInterruption' },
      },
    },
    sent: { type: 'final' },
    dead: { type: 'final' },
  },
})

/** A stored row as the machine sees it. */
export const outboxDeliverySnapshot = (row: { status: OutboxStatus; attempts: number }, maxAttempts: number) =>
  outboxDeliveryMachine.resolveState({ value: row.status, context: { attempts: row.attempts, maxAttempts } })
