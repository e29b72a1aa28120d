import type { ReplayPathInfo, UiScript, UiStep } from '../ui-script'

// The seed's lead sources are ids 1 to 4 (src/server/db/seed/seed-lead-sources.ts); a query that is not an id is refused.
const LEAD_SOURCE = { known: '1', refused: 'spring-campaign' }
// The step accepts any "x@y.z" (src/domain/earnings-steps.ts); the server wants a top-level domain of two letters at least.
const EMAIL = { accepted: 'ada@example.com', refusedByServer: 'ada@example.c' }

/** The address's lead source and the email the visitor types, as the path needs them: its outcomes come from the server's answers. */
function setup(_api: unknown, path?: ReplayPathInfo): Promise<Record<string, string>> {
  const takes = (type: string) => path?.events.some((event) => event.startsWith(type)) ?? false
  return Promise.resolve({
    leadSource: takes('xstate.error.actor.checkLeadSource') ? LEAD_SOURCE.refused : LEAD_SOURCE.known,
    email: takes('xstate.error.actor.simulate') ? EMAIL.refusedByServer : EMAIL.accepted,
  })
}

const next: UiStep = { do: 'click', target: { role: 'button', name: 'Next' } }
const back: UiStep = { do: 'click', target: { role: 'button', name: 'Back' } }
/** The page sends these itself once the server has answered. */
const onItsOwn: UiStep[] = []
const step = (name: string, heading: string) => [
  { path: new RegExp(`/earnings/${name}(\\?|$)`) },
  { see: { role: 'heading', name: heading } },
]

export const earningsUiScript: UiScript = {
  machine: 'earnings',
  actor: 'anonymous',
  setup,
  // A campaign's link to the results: the simulator lands on the first step, keeping the lead source.
  start: '/earnings/results?lead_source={leadSource}',
  events: {
    'xstate.done.actor.checkLeadSource': onItsOwn,
    'xstate.error.actor.checkLeadSource': onItsOwn,
    'user.edit @owner': [
      { do: 'check', target: { role: 'radio', name: 'A private owner' } },
      { do: 'check', target: { role: 'radio', name: 'Some weeks and weekends' } },
      { do: 'fill', target: { label: 'Weeks a year' }, value: '10' },
      { do: 'fill', target: { label: 'Weekends a year' }, value: '8' },
    ],
    'user.edit @vehicle': [
      { do: 'select', target: { label: 'Vehicle type' }, option: 'campervan' },
      { do: 'fill', target: { label: 'Country of registration' }, value: 'FR' },
    ],
    'user.edit @vehicle-properties': [
      { do: 'fill', target: { label: 'Year of first registration' }, value: '2019' },
      { do: 'fill', target: { label: 'Seats with a seatbelt' }, value: '4' },
    ],
    'user.edit @about-you': [
      { do: 'fill', target: { label: 'First name' }, value: 'Ada' },
      { do: 'fill', target: { label: 'Last name' }, value: 'Lovelace' },
      { do: 'fill', target: { label: 'Email' }, value: '{email}' },
    ],
    'user.next @about-you': [{ do: 'click', target: { role: 'button', name: 'See my earnings' } }],
    'user.next': [next],
    'user.back': [back],
    'user.retry': [{ do: 'click', target: { role: 'button', name: 'Try again' } }],
    // A link (or the browser's address bar) asking for the results: the simulator lands on the first unfilled step.
    'user.goto {"step":"results"}': [{ do: 'goto', path: '/earnings/results?lead_source={leadSource}' }],
    'xstate.done.actor.simulate': onItsOwn,
    'xstate.error.actor.simulate': onItsOwn,
    // Signed in (as the demo guest), the visitor comes back to the results the tab kept: the page pushes the lead.
    'session.signed_in': [
      { do: 'sign-in', actor: 'guest' },
      { do: 'goto', path: '/earnings/results?lead_source={leadSource}' },
    ],
    'xstate.done.actor.pushLead': onItsOwn,
  },
  states: {
    checkingLeadSource: [],
    owner: step('owner', 'About your rentals'),
    vehicle: step('vehicle', 'Your vehicle'),
    'vehicle-properties': step('vehicle-properties', 'Its details'),
    'about-you': step('about-you', 'About you'),
    // The simulation and the lead push last one request each: the state after them is checked instead.
    'results.estimating': [],
    'results.pushingLead': [],
    'results.shown': [
      ...step('results', 'Your estimated earnings'),
      { see: { role: 'heading', name: 'How we estimated it' } },
    ],
    'results.failed': [
      ...step('results', 'Your estimated earnings'),
      { see: { text: 'We could not estimate your earnings.' } },
    ],
    'results.leadPushed': [
      { path: /\/earnings\/results(\?|$)/ },
      { see: { text: 'Thank you! Our team will help you list your vehicle.' } },
    ],
  },
  // The CRM push fails only when the network does (the running server always takes the lead): the results stay, without the thanks.
  failures: {
    'xstate.error.actor.pushLead': {
      request: { method: 'POST', path: /^\/v4\/crm\/hubspot\/push-lead-ad-onboarding\/\d+\/$/ },
    },
  },
}
