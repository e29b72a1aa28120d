import type { UiScript, UiStep } from '../ui-script'
import { tripWithExtensionDraft } from './replay-setup'

const openTrip: UiStep = { do: 'goto', path: '/d/trips/{booking}' }
/** The owner answers on his booking page, then the guest reads the outcome on the trip: states are checked as the guest sees them. */
const asOwner = (button: string, answered: string): UiStep[] => [
  { do: 'sign-in', actor: 'owner' },
  { do: 'goto', path: '/d/bookings/{booking}' },
  { do: 'click', target: { role: 'button', name: button } },
  { do: 'see', target: { text: answered } },
  { do: 'sign-in', actor: 'guest' },
  openTrip,
]
// The latest request's state is its own line in the trip's "Extend the trip" section (exact text: the trip's banner differs).
const extension = (label: string) => [{ path: /\/d\/trips\/\d+$/ }, { see: { text: label } }]

export const extensionUiScript: UiScript = {
  machine: 'extension',
  actor: 'guest',
  // The chart starts at the draft: the setup asks for one more day through the API, as the form's "Get the price" does.
  setup: async (api) => ({ booking: String(await tripWithExtensionDraft(api)) }),
  start: '/d/trips/{booking}',
  events: {
    'guest.validate': [{ do: 'click', target: { role: 'button', name: 'Send to the owner' } }],
    'guest.cancel': [{ do: 'click', target: { role: 'button', name: 'Withdraw' } }],
    'owner.accept': asOwner('Accept the extension', 'Accepted, waiting for payment'),
    'owner.refuse': asOwner('Refuse the extension', 'Refused'),
    // Paying charges the trip's card (services/payments/extras-charges.ts): no card form.
    'payment.succeeded': [{ do: 'click', target: { role: 'button', name: 'Pay the extension' } }],
  },
  states: {
    CREATED: extension('Draft, not sent'),
    GUEST_ASK: extension('Sent, waiting for the owner'),
    ACCEPTED: extension('Accepted, to pay'),
    CONFIRMED: extension('Paid'),
    CANCEL_OWNER: extension('Refused by the owner'),
    CANCEL_GUEST: extension('Withdrawn'),
  },
}
