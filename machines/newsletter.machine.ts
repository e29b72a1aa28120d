import { assign, fromPromise, setup } from 'xstate'
import { isNewsletterFailure } from '../src/domain/api-errors'
import type { NewsletterFailure } from '../src/domain/api-errors'

/** The footer's newsletter sign-up (spec 1 §5, §8 newsletter family). */
export interface NewsletterContext {
  email: string
  failure: NewsletterFailure | null
}

export type NewsletterEvent = { type: 'user.edit'; email: string } | { type: 'user.submit' }

/** Placeholder until the web app provides it: posts the address; rejects with a NewsletterFailure code. */
const subscribe = fromPromise<void, { email: string }>(async () => {
  throw new Error('newsletter machine: provide the subscribe actor')
})

export const newsletterMachine = setup({
  types: { context: {} as NewsletterContext, events: {} as NewsletterEvent },
  actors: { subscribe },
  actions: {
    edit: assign({ email: ({ context, event }) => (event.type === 'user.edit' ? event.email : context.email) }),
    clearFailure: assign({ failure: null }),
    // Anything but a known code (a bug, a network failure) is the family's "unknown".
    setFailure: assign({
      failure: ({ event }) => ('error' in event && isNewsletterFailure(event.error) ? event.error : 'unknown'),
    }),
  },
  guards: {
    hasEmail: ({ context }) => context.email.trim() !== '',
  },
}).createMachine({
  id: 'newsletter',
  initial: 'editing',
  context: { email: '', failure: null },
  states: {
    editing: {
      on: {
        'user.edit': { actions: 'edit' },
        'user.submit': { guard: 'hasEmail', target: 'submitting' },
      },
    },
    submitting: {
      entry: 'clearFailure',
      invoke: {
        id: 'subscribe',
        src: 'subscribe',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: { target: 'subscribed' },
        onError: { target: 'failed', actions: 'setFailure' },
      },
    },
    subscribed: {
      on: {
        'user.edit': { target: 'editing', actions: 'edit' },
        // Sending the same address again is allowed: the provider answers that it already exists.
        'user.submit': { guard: 'hasEmail', target: 'submitting' },
      },
    },
    failed: {
      on: {
        'user.edit': { target: 'editing', actions: ['edit', 'clearFailure'] },
        'user.submit': { guard: 'hasEmail', target: 'submitting' },
      },
    },
  },
})
