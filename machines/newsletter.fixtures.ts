import type { CatalogueEntry } from './catalogue-entry'
import type { newsletterMachine } from './newsletter.machine'

type NewsletterEntry = CatalogueEntry<typeof newsletterMachine>

export const newsletterEventFixtures: NewsletterEntry['events'] = [
  { type: 'user.edit', email: 'ada@example.com' },
  { type: 'user.edit', email: '' },
  { type: 'user.submit' },
  { type: 'xstate.done.actor.subscribe', output: undefined },
  { type: 'xstate.error.actor.subscribe', error: 'email_already_exists' },
  { type: 'xstate.error.actor.subscribe', error: new Error('Network Error') },
]

/** Paths tell states apart by state, whether an address is typed, and the failure. */
export const serializeNewsletterState: NonNullable<NewsletterEntry['serializeState']> = (snapshot) =>
  JSON.stringify([snapshot.value, snapshot.context.email !== '', snapshot.context.failure])

export const newsletterChecks: NewsletterEntry['checks'] = [
  { state: 'failed', description: 'a failure is shown', holds: (snapshot) => snapshot.context.failure !== null },
  { state: 'subscribed', description: 'no failure is shown', holds: (snapshot) => snapshot.context.failure === null },
  {
    state: 'submitting',
    description: 'an address is being sent',
    holds: (snapshot) => snapshot.context.email.trim() !== '' && snapshot.children.subscribe !== undefined,
  },
  {
    state: 'editing',
    description: 'no failure is shown while typing',
    holds: (snapshot) => snapshot.context.failure === null,
  },
]
