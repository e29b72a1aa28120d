import { defineEntry } from './catalogue-entry'
import type { CatalogueEntry } from './catalogue-entry'
import { sessionMachine } from './session.machine'
import { serializeSessionState, sessionChecks, sessionEventFixtures, sessionInput } from './session.fixtures'
import { toastsMachine } from './toasts.machine'
import { toastsChecks, toastsEventFixtures } from './toasts.fixtures'
import { consentMachine } from './consent.machine'
import { consentChecks, consentEventFixtures, serializeConsentState } from './consent.fixtures'
import { newsletterMachine } from './newsletter.machine'
import { newsletterChecks, newsletterEventFixtures, serializeNewsletterState } from './newsletter.fixtures'
import { bookingMachine } from './booking.machine'
import { bookingChecks, bookingEventFixtures } from './booking.fixtures'

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
  defineEntry({
    id: 'consent',
    description: 'Cookie consent: banner, preferences dialog, kept choice (spec 1 §7, §8)',
    machine: consentMachine,
    events: consentEventFixtures,
    replay: {},
    checks: consentChecks,
    serializeState: serializeConsentState,
  }),
  defineEntry({
    id: 'newsletter',
    description: 'Footer newsletter sign-up with the newsletter error family (spec 1 §5, §8)',
    machine: newsletterMachine,
    events: newsletterEventFixtures,
    replay: {},
    checks: newsletterChecks,
    serializeState: serializeNewsletterState,
  }),
  defineEntry({
    id: 'booking',
    description: 'A booking from request to trip: every status, guest, owner, staff, payment and timer events (spec 2 §4)',
    machine: bookingMachine,
    events: bookingEventFixtures,
    replay: {},
    checks: bookingChecks,
  }),
]
