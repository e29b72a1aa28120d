import type { UiScript } from '../ui-script'

// The cookie policy page says which choice is in force, and has its own "Cookie preferences" button beside the
// footer's: each state shows there as well as in the banner or the dialog.
const decided = [{ see: { text: /^You (allow|refused) audience measurement\.$/ } }]

export const consentUiScript: UiScript = {
  machine: 'consent',
  actor: 'anonymous',
  undecidedConsent: true,
  start: '/privacy/cookies',
  events: {
    'user.acceptAll': [{ do: 'click', target: { role: 'button', name: 'Accept all' } }],
    'user.refuseAll': [{ do: 'click', target: { role: 'button', name: 'Refuse all' } }],
    'user.customise': [{ do: 'click', target: { role: 'button', name: /^Customi[sz]e$/ } }],
    'user.openPreferences': [{ do: 'click', target: { role: 'button', name: 'Cookie preferences' } }],
    'user.toggle {"category":"analytics","enabled":true}': [
      { do: 'check', target: { role: 'switch', name: 'Audience measurement' } },
    ],
    'user.toggle {"category":"marketing","enabled":true}': [
      { do: 'check', target: { role: 'switch', name: 'Marketing' } },
    ],
    'user.save': [{ do: 'click', target: { role: 'button', name: 'Save my choices' } }],
    'user.close': [{ do: 'click', target: { role: 'button', name: 'Close' } }],
  },
  states: {
    undecided: [
      { see: { role: 'region', name: 'Cookie consent' } },
      { see: { text: 'You have not made a choice yet.' } },
    ],
    decided,
    preferences: [{ see: { role: 'dialog', name: 'Cookie preferences' } }],
  },
}
