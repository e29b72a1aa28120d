import type { UiScript, UiStep } from '../ui-script'

/** The event key of a server refusal of the password itself (password-reset.fixtures.ts). */
const REFUSED =
  'xstate.error.actor.resetPassword {"error":{"kind":"password","messages":["This password is too short."]}}'

const submit = (password: string, confirmation: string): UiStep[] => [
  { do: 'fill', target: { label: 'New password' }, value: password },
  { do: 'fill', target: { label: 'New password again' }, value: confirmation },
  { do: 'click', target: { role: 'button', name: 'Save and log in' } },
]

export const passwordResetUiScript: UiScript = {
  machine: 'password-reset',
  actor: 'anonymous',
  // An account of its own per walk (a demo account's password must not change under the other walks), its link
  // asked for and read from the mail sandbox as its owner would; a used link is used once through the API first.
  setup: async (api, path) => {
    const email = `replay-reset-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
    const password = 'an old passphrase 1'
    await api.visitor.post('/3/users/', { email, password, first_name: 'Ada', last_name: 'Replay' })
    await api.visitor.post('/v4/users/auth/password-reset/', { email })
    const token = /reset-password\?token=([\w-]+)/.exec(await api.sandboxMail(email, /reset-password\?token=/))?.[1]
    if (!token) throw new Error(`the reset email to ${email} has no link`)
    const events = path?.events ?? []
    if (events.some((event) => event.includes('link_used')))
      await api.visitor.post('/v4/users/auth/password-reset/confirm/', { token, new_password: 'a used passphrase 2' })
    // The server's own rules refuse an entirely numeric password (the page only checks the two are the same).
    return { token, password: events.includes(REFUSED) ? '12345678901' : 'a long passphrase 7' }
  },
  start: '/reset-password?token={token}',
  events: {
    'user.submit {"password":"a long passphrase 7","confirmation":"a long passphrase 7"}': submit(
      '{password}',
      '{password}',
    ),
    'user.submit {"password":"a long passphrase 7","confirmation":"a long passphrase 8"}': submit(
      'a long passphrase 7',
      'a long passphrase 8',
    ),
    // The server's answer to the submit.
    'xstate.done.actor.resetPassword': [],
    'xstate.error.actor.resetPassword': [],
  },
  states: {
    editing: [{ see: { role: 'heading', name: 'Choose a new password' } }],
    'editing after user.submit': [{ see: { text: 'The two passwords are not the same.' } }],
    [`editing after ${REFUSED}`]: [{ see: { text: 'This password is entirely numeric.' } }],
    'editing after xstate.error.actor.resetPassword': [
      { see: { text: 'We could not change your password right now. Please try again.' } },
    ],
    // The request is on its way: nothing of its own to see before the answer.
    submitting: [],
    // Signed in with the new password, the account opens.
    done: [{ path: /\/d\/account$/ }],
    linkDead: [{ see: { text: 'This link no longer works' } }, { see: { text: /^This link has already been used/ } }],
  },
  failures: {
    'xstate.error.actor.resetPassword {"error":{}}': {
      request: { method: 'POST', path: /^\/v4\/users\/auth\/password-reset\/confirm\/$/ },
    },
  },
  unreplayable: [
    {
      event: 'xstate.error.actor.resetPassword {"error":{"kind":"link_expired"}}',
      reason: "a link expires an hour after it was sent, by the server's clock, which no page or replay step moves",
    },
  ],
}
