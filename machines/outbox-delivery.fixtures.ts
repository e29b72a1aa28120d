import type { CatalogueEntry } from './catalogue-entry'
import { OUTBOX_STATUSES } from './outbox-delivery.machine'
import type { outboxDeliveryMachine, OutboxDeliveryInput, OutboxStatus } from './outbox-delivery.machine'

type OutboxDeliveryEntry = CatalogueEntry<typeof outboxDeliveryMachine>

// Three tries, as MAIL_MAX_ATTEMPTS by default: the paths retry twice before the last refusal is dead.
export const outboxDeliveryInput: OutboxDeliveryInput = { attempts: 0, maxAttempts: 3 }

export const outboxDeliveryEventFixtures: OutboxDeliveryEntry['events'] = [
  { type: 'job.claim' },
  { type: 'provider.accepted' },
  { type: 'provider.failed', error: '550 Mailbox unavailable' },
  { type: 'job.interrupted' },
]

const status = (value: unknown) => value as OutboxStatus

export const outboxDeliveryChecks: OutboxDeliveryEntry['checks'] = [
  {
    state: '*',
    description: 'every state is a stored status',
    holds: (snapshot) => OUTBOX_STATUSES.includes(status(snapshot.value)),
  },
  {
    state: '*',
    description: 'a row is tried at most maxAttempts times',
    holds: (snapshot) => snapshot.context.attempts <= snapshot.context.maxAttempts,
  },
  {
    state: '*',
    description: 'only a pending row is claimed, and only a row with tries left is pending',
    holds: (snapshot) =>
      snapshot.can({ type: 'job.claim' }) === (snapshot.value === 'pending') &&
      (snapshot.value !== 'pending' || snapshot.context.attempts < snapshot.context.maxAttempts),
  },
  {
    state: 'sent',
    description: 'a sent row takes nothing more: it is never sent twice',
    holds: (snapshot) => snapshot.status === 'done',
  },
  {
    state: 'dead',
    description: 'a dead row takes nothing more: it is never sent again',
    holds: (snapshot) => snapshot.status === 'done',
  },
]
