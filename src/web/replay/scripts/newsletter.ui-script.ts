import type { UiScript } from '../ui-script'

const field = { label: 'Get our travel ideas by email' }

export const newsletterUiScript: UiScript = {
  machine: 'newsletter',
  actor: 'anonymous',
  // An address of its own per walk (the seeded server keeps the ones already subscribed); the "already subscribed"
  // path subscribes it first through the API.
  setup: async (api, path) => {
    const email = `replay-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
    if (path?.events.some((event) => event.includes('email_already_exists')))
      await api.as('guest').post('/v4/newsletter/', { email })
    return { email }
  },
  // A short page: the footer (and its form) loads as it nears the viewport.
  start: '/sign-in',
  events: {
    'user.edit {"email":"ada@example.com"}': [{ do: 'fill', target: field, value: '{email}' }],
    'user.edit {"email":""}': [{ do: 'fill', target: field, value: '' }],
    'user.submit': [{ do: 'click', target: { role: 'button', name: 'Subscribe' } }],
    // The server's answer to the submit.
    'xstate.done.actor.subscribe': [],
    'xstate.error.actor.subscribe': [],
  },
  states: {
    editing: [{ see: field }],
    // The request is on its way: nothing of its own to see before the answer.
    submitting: [],
    subscribed: [{ see: { text: 'Thank you! You are subscribed to our newsletter.' } }],
    'failed after xstate.error.actor.subscribe {"error":"email_already_exists"}': [
      { see: { text: 'This address is already subscribed to our newsletter.' } },
    ],
    failed: [{ see: { text: 'We could not subscribe you right now. Please try again later.' } }],
  },
  failures: {
    'xstate.error.actor.subscribe {"error":{}}': { request: { method: 'POST', path: /^\/v4\/newsletter\/$/ } },
  },
}
