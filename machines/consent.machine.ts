import { assign, setup } from 'xstate'
import { ALL_ACCEPTED, ALL_REFUSED } from '../src/domain/consent'
import type { ConsentChoice, OptionalConsentCategory } from '../src/domain/consent'

/**
 * The visitor's cookie consent (spec 1 §7, §8). `undecided` shows the banner, `preferences` the
 * dialog; a choice is kept (persistChoice) the moment it is made, and analytics may only run once
 * `saved.analytics` is true.
 */
export interface ConsentContext {
  /** The choice in force: null until the visitor made one (or the stored one is from another version). */
  saved: ConsentChoice | null
  /** What the preferences dialog shows, saved only on user.save. */
  draft: ConsentChoice
}

export type ConsentEvent =
  | { type: 'user.acceptAll' }
  | { type: 'user.refuseAll' }
  | { type: 'user.customise' }
  | { type: 'user.toggle'; category: OptionalConsentCategory; enabled: boolean }
  | { type: 'user.save' }
  | { type: 'user.openPreferences' }
  | { type: 'user.close' }

export const consentMachine = setup({
  types: { context: {} as ConsentContext, events: {} as ConsentEvent },
  actions: {
    // Placeholder, provided by the web app (.provide({ actions })): writes the cookie.
    persistChoice: (_, _choice: ConsentChoice) => {},
    acceptAll: assign({ saved: ALL_ACCEPTED, draft: ALL_ACCEPTED }),
    refuseAll: assign({ saved: ALL_REFUSED, draft: ALL_REFUSED }),
    saveDraft: assign({ saved: ({ context }) => context.draft }),
    // The dialog opens on the choice in force; undecided visitors start with everything off.
    resetDraft: assign({ draft: ({ context }) => context.saved ?? ALL_REFUSED }),
    toggle: assign({
      draft: ({ context, event }) =>
        event.type === 'user.toggle' ? { ...context.draft, [event.category]: event.enabled } : context.draft,
    }),
  },
  guards: {
    hasChoice: ({ context }) => context.saved !== null,
  },
}).createMachine({
  id: 'consent',
  initial: 'undecided',
  context: { saved: null, draft: ALL_REFUSED },
  states: {
    undecided: {
      on: {
        'user.acceptAll': {
          target: 'decided',
          actions: ['acceptAll', { type: 'persistChoice', params: () => ALL_ACCEPTED }],
        },
        'user.refuseAll': {
          target: 'decided',
          actions: ['refuseAll', { type: 'persistChoice', params: () => ALL_REFUSED }],
        },
        'user.customise': { target: 'preferences', actions: 'resetDraft' },
        'user.openPreferences': { target: 'preferences', actions: 'resetDraft' },
      },
    },
    decided: {
      on: {
        'user.openPreferences': { target: 'preferences', actions: 'resetDraft' },
      },
    },
    preferences: {
      on: {
        'user.toggle': { actions: 'toggle' },
        'user.save': {
          target: 'decided',
          actions: ['saveDraft', { type: 'persistChoice', params: ({ context }) => context.draft }],
        },
        'user.acceptAll': {
          target: 'decided',
          actions: ['acceptAll', { type: 'persistChoice', params: () => ALL_ACCEPTED }],
        },
        'user.refuseAll': {
          target: 'decided',
          actions: ['refuseAll', { type: 'persistChoice', params: () => ALL_REFUSED }],
        },
        // Closing without saving changes nothing: an undecided visitor sees the banner again.
        'user.close': [{ guard: 'hasChoice', target: 'decided' }, { target: 'undecided' }],
      },
    },
  },
})

/** Where a visitor whose cookie still holds a choice starts: decided, nothing asked (pass as `snapshot` to the actor). */
export function restoredConsent(stored: ConsentChoice) {
  return consentMachine.resolveState({ value: 'decided', context: { saved: stored, draft: stored } })
}
