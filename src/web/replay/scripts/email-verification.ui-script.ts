import type { UiScript } from '../ui-script'

const PASSWORD = 'a new camper passphrase 1'

// A setup calls the API anonymously or as a demo account, never as the walk's own newcomer: what needs that account's
// own calls before the walk (a link replaced by a resend, resends used up) is out of reach.
const NO_SETUP_AS_NEWCOMER =
  'the replay API calls anonymously or as demo accounts, not as the newcomer whose link it is'

export const emailVerificationUiScript: UiScript = {
  machine: 'email-verification',
  actor: 'anonymous',
  // An account of its own per walk, signed up as a newcomer does, its link read from the mail sandbox; a used link
  // is opened once through the API first (so its address is confirmed: a new email then has nothing to prove).
  setup: async (api, path) => {
    const email = `replay-verify-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
    await api.visitor.post('/3/users/', {
      email,
      password: PASSWORD,
      first_name: 'Ada',
      last_name: 'Replay',
    })
    const token = /verify-email\?token=([\w-]+)/.exec(await api.sandboxMail(email, /verify-email\?token=/))?.[1]
    if (!token) throw new Error(`the verification email to ${email} has no link`)
    if ((path?.events ?? []).some((event) => event.includes('link_used')))
      await api.visitor.post('/v4/users/auth/email-verification/confirm/', { token })
    return { token, email, password: PASSWORD }
  },
  start: '/verify-email?token={token}',
  events: {
    // The page sends the token as it opens; the server's answers need no action.
    'xstate.done.actor.verifyEmail': [],
    'xstate.error.actor.verifyEmail': [],
    'user.retry': [{ do: 'click', target: { role: 'button', name: 'Try again' } }],
    // Signed out, the page sends the newcomer to log in and back to the link, then offers the new email.
    'user.resend': [
      { do: 'click', target: { role: 'link', name: 'Log in to get a new email' } },
      { do: 'fill', target: { label: 'Email address' }, value: '{email}' },
      { do: 'fill', target: { label: 'Password' }, value: '{password}' },
      { do: 'click', target: { role: 'button', name: 'Log in' } },
      { do: 'click', target: { role: 'button', name: 'Resend the email' } },
    ],
    'xstate.done.actor.resendEmail': [],
    'xstate.error.actor.resendEmail': [],
  },
  states: {
    verifying: [],
    verified: [{ see: { role: 'heading', name: 'Your email address is confirmed' } }],
    failed: [
      { see: { role: 'heading', name: 'We could not confirm your address' } },
      { see: { role: 'button', name: 'Try again' } },
    ],
    linkDead: [
      { see: { role: 'heading', name: 'This link no longer works' } },
      { see: { text: /^This link has already been used/ } },
      { see: { role: 'link', name: 'Log in to get a new email' } },
    ],
    resending: [],
    resent: [{ see: { role: 'heading', name: 'Check your mailbox' } }],
  },
  failures: {
    'xstate.error.actor.verifyEmail {"error":{}}': {
      request: { method: 'POST', path: /^\/v4\/users\/auth\/email-verification\/confirm\/$/ },
    },
  },
  unreplayable: [
    {
      event: 'xstate.error.actor.verifyEmail {"error":{"kind":"link_expired"}}',
      reason: "a link expires 48 hours after it was sent, by the server's clock, which no page or replay step moves",
    },
    {
      event: 'xstate.done.actor.resendEmail',
      reason: `a used link of an unconfirmed address is one a resend replaced, and ${NO_SETUP_AS_NEWCOMER}`,
    },
    {
      event: 'xstate.error.actor.resendEmail {"error":{"kind":"rate_limited"}}',
      reason: `three resends must come first, and ${NO_SETUP_AS_NEWCOMER}`,
    },
  ],
}
