import { ONBOARDING_STORAGE_KEY } from '../../features/onboarding/components/onboarding-storage'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo-accounts'
import type { ReplayPathInfo, UiFile, UiScript, UiStep } from '../ui-script'

// A plain 640×428 JPEG: just above the picture rules' minimum (src/domain/account-rules.ts PICTURE_MIN_WIDTH/HEIGHT).
const FILES: Record<string, UiFile> = {
  'camper.jpg': {
    name: 'camper.jpg',
    mimeType: 'image/jpeg',
    base64:
      '/9j/2wBDABsSFBcUERsXFhceHBsgKEIrKCUlKFE6PTBCYFVlZF9VXVtqeJmBanGQc1tdhbWGkJ6jq62rZ4C8ybqmx5moq6T/2wBDARweHigjKE4rK06kbl1upKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKT/wAARCAGsAoADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFgEBAQEAAAAAAAAAAAAAAAAAAAIE/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AnALZAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAH/2Q==',
  },
}

// The catalogue's input: a link to the price step (machines/onboarding.fixtures.ts).
const LINK = '/onboarding/step/product-price'

/**
 * Where the walk opens: the link itself for a visitor (sent to sign up), the sign-in page leading to it for a path
 * whose session check succeeds (signing in is then that event: no visitor's detour first, in any tab). A fresh
 * address for each walk: a visitor creates an account inside the flow.
 */
function setup(_api: unknown, path?: ReplayPathInfo): Promise<Record<string, string>> {
  const signedIn = path?.events[0]?.startsWith('xstate.done.actor.checkSession') ?? false
  return Promise.resolve({
    start: signedIn ? `/sign-in?next=${encodeURIComponent(LINK)}` : LINK,
    email: `replay-onboarding-${Date.now()}-${Math.floor(Math.random() * 1e6)}@roam.test`,
  })
}

const next: UiStep = { do: 'click', target: { role: 'button', name: 'Next' } }
/** What the page says when saving the vehicle or its price did not reach the server. */
const SAVE_FAILED = 'Your vehicle could not be saved. Check your connection and try again.'
/** The page sends these itself once the session is read or the server has answered. */
const onItsOwn: UiStep[] = []
const step = (name: string, heading: string) => [
  { path: new RegExp(`/onboarding/step/${name}(\\?|$)`) },
  { see: { role: 'heading', name: heading } },
]

export const onboardingUiScript: UiScript = {
  machine: 'onboarding',
  // Signed out: a path whose session check succeeds signs in on the way (the setup's start).
  actor: 'anonymous',
  setup,
  start: '{start}',
  files: FILES,
  // The page restores the in-progress vehicle: each walk starts with none.
  forgets: [ONBOARDING_STORAGE_KEY],
  events: {
    // The demo owner signs in, and the sign-in page opens the link with a session.
    'xstate.done.actor.checkSession': [
      { do: 'fill', target: { label: 'Email address' }, value: DEMO_ACCOUNTS.owner },
      { do: 'fill', target: { label: 'Password' }, value: DEMO_PASSWORD },
      { do: 'click', target: { role: 'button', name: 'Log in' } },
    ],
    // A visitor: the page sends them to sign up, with the link as the way back.
    'xstate.error.actor.checkSession': onItsOwn,
    // Signing up inside the flow brings the new owner back to the link, which gating turns into the first step.
    'session.signed_in': [
      { do: 'fill', target: { label: 'First name' }, value: 'Ada' },
      { do: 'fill', target: { label: 'Last name' }, value: 'Lovelace' },
      { do: 'fill', target: { label: 'Email address' }, value: '{email}' },
      { do: 'fill', target: { label: 'Password' }, value: 'a-long-enough-secret' },
      { do: 'click', target: { role: 'button', name: 'Create my account' } },
    ],
    'user.edit @vehicle-type': [{ do: 'check', target: { label: 'Campervan' } }],
    'user.edit @vehicle-properties': [
      { do: 'fill', target: { label: 'Seats with a seatbelt' }, value: '4' },
      { do: 'fill', target: { label: 'Beds' }, value: '2' },
    ],
    // The town comes from the place suggestions; the en-us default names the postcode "ZIP code".
    'user.edit @vehicle-location': [
      { do: 'fill', target: { label: 'Town where the vehicle is parked' }, value: 'Lyon' },
      { do: 'click', target: { role: 'button', name: /^Lyon/ } },
      { do: 'fill', target: { label: 'Street and number' }, value: '12 rue de la République' },
      { do: 'fill', target: { label: /^(Postcode|ZIP code)$/ }, value: '69002' },
    ],
    'user.edit @product-price': [{ do: 'fill', target: { label: 'Price per day' }, value: '85' }],
    // Pictures are optional for the machine; a person adds one before going on, as the step asks.
    'user.next @vehicle-pictures': [
      { do: 'upload', target: { label: 'Choose pictures' }, files: ['camper.jpg'] },
      { do: 'see', target: { text: /still to add/ } },
      next,
    ],
    'user.next @product-price': [{ do: 'click', target: { role: 'button', name: 'Create my listing' } }],
    'user.next': [next],
    'user.back': [{ do: 'click', target: { role: 'button', name: 'Back' } }],
    // A link (or the address bar) asking for the end: the page lands on the first step not done, from the kept draft.
    'user.goto {"step":"end"}': [{ do: 'goto', path: '/onboarding/step/end' }],
    'xstate.done.actor.saveVehicle': onItsOwn,
    'xstate.done.actor.finish': onItsOwn,
    'user.retry': [{ do: 'click', target: { role: 'button', name: 'Try again' } }],
  },
  states: {
    // Reading the session, saving the vehicle and setting the price last a moment each: the state after them is checked.
    gate: [],
    savingVehicle: [],
    'end.finishing': [],
    signUp: [{ path: /\/signup\?next=/ }, { see: { role: 'button', name: 'Create my account' } }],
    'vehicle-type': step('vehicle-type', 'What kind of vehicle do you rent out?'),
    'vehicle-properties': step('vehicle-properties', 'Seats and beds'),
    'vehicle-location': step('vehicle-location', 'Where is it parked?'),
    'vehicle-pictures': step('vehicle-pictures', 'Add pictures'),
    'product-price': step('product-price', 'Your price per day'),
    'vehicle-location after xstate.error.actor.saveVehicle': [
      ...step('vehicle-location', 'Where is it parked?'),
      { see: { text: SAVE_FAILED } },
    ],
    'end.failed': [{ see: { text: SAVE_FAILED } }, { see: { role: 'button', name: 'Try again' } }],
    // The page forgets the draft and opens the new camper's page.
    'end.done': [{ path: /\/d\/campers\/\d+$/ }],
  },
  // The page sends only what the server takes (known types, counts from 0 to 9, a complete location, whole prices from 1
  // to 10,000): saving fails only when the network does. The machine's fixture refuses a field; a dropped network
  // raises the same event with the general message instead.
  failures: {
    // The first save creates the vehicle (the paths failing it save nothing before).
    'xstate.error.actor.saveVehicle': { request: { method: 'POST', path: /^\/v4\/vehicles\/$/ } },
    'xstate.error.actor.finish': { request: { method: 'PATCH', path: /^\/3\/products\/\d+\/prices-details\/$/ } },
  },
}
