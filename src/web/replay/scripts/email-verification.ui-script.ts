import type { UiScript } from '../ui-script'

const NOT_SIGNED_IN =
  'a new email goes to the signed-in owner of the link, and replays sign in only as demo accounts, whose addresses are confirmed already'

export const emailVerificationUiScript: UiScript = {
  machine: 'email-verification',
  actor: 'anonymous',
  // An account of its own per walk, signed up as a newcomer does, its link read from the mail sandbox; a used link
  // is opened once through the API first.
  setup: async (api, path) => {
    const email = `replay-verify-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
    await api.visitor.post('/3/users/', {
      email,
      password: 'a new camper passphrase 1',
      first_name: 'Ada',
      last_name: 'Replay',
    })
    const token = /verify-email\?token=([\w-]+)/.exec(await api.sandboxMail(email))?.[1]
    if (!token) throw new Error(`the verification email to ${email} has no link`)
    if ((path?.events ?? []).some((event) => event.includes('link_used')))
      await api.visitor.post('/v4/users/auth/email-verification/confirm/', { token })
    return { token }
  },
  start: '/verify-email?token={token}',
  events: {
    // The page sends the token as it opens; the server's answers need no action.
    'xstate.done.actor.verifyEmail': [],
    'xstate.error.actor.verifyEmail': [],
    'user.retry': [{ do: 'click', target: { role: 'button', name: 'Try again' } }],
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
    { event: 'user.resend', reason: NOT_SIGNED_IN },
  ],
}
