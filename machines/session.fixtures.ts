import type { CatalogueEntry } from './catalogue-entry'
import type { sessionMachine } from './session.machine'

type SessionEntry = CatalogueEntry<typeof sessionMachine>

const needsToken = { isTokenEndpoint: false, hasAccessToken: false, hasRefreshToken: true } as const

/** Signed in, access cookie expired, refresh cookie still there: the case the queue exists for. */
export const sessionInput: NonNullable<SessionEntry['input']> = {
  hasAccessToken: false,
  hasRefreshToken: true,
  loggedIn: true,
}

export const sessionEventFixtures: SessionEntry['events'] = [
  { type: 'request.authorize', requestId: 'r1', ...needsToken },
  { type: 'request.authorize', requestId: 'r2', ...needsToken },
  { type: 'request.authorize', requestId: 'r3', isTokenEndpoint: false, hasAccessToken: true, hasRefreshToken: true },
  {
    type: 'request.authorize',
    requestId: 'token',
    isTokenEndpoint: true,
    hasAccessToken: false,
    hasRefreshToken: true,
  },
  { type: 'token.stored' },
  { type: 'session.signedIn' },
  { type: 'session.signedOut' },
  { type: 'auth.forbidden' },
  { type: 'xstate.done.actor.refresh', output: undefined },
  { type: 'xstate.error.actor.refresh', error: { error: 'invalid_grant' } },
  // The API client's error for a refresh that got no answer (offline, or aborted by the page unloading).
  { type: 'xstate.error.actor.refresh', error: { apiError: { status: null } } },
]

/**
 * Paths tell session states apart by state, login and failed refresh only: the queue's exact content
 * would make the path space explode. Its rules are checked in every state instead (sessionChecks).
 */
export const serializeSessionState: NonNullable<SessionEntry['serializeState']> = (snapshot) =>
  JSON.stringify([snapshot.value, snapshot.context.loggedIn, snapshot.context.refreshFailed])

export const sessionChecks: SessionEntry['checks'] = [
  {
    state: '*',
    description: 'requests wait only while a refresh is in flight',
    holds: (snapshot) => snapshot.matches('refreshing') || snapshot.context.waiting.length === 0,
  },
  {
    state: '*',
    description: 'after a failed refresh the user is logged out',
    holds: (snapshot) => !snapshot.context.refreshFailed || !snapshot.context.loggedIn,
  },
  {
    state: 'refreshing',
    description: 'one refresh runs, only with a refresh token and no earlier failure',
    holds: (snapshot) =>
      snapshot.children.refresh !== undefined && snapshot.context.hasRefreshToken && !snapshot.context.refreshFailed,
  },
  {
    state: 'ready',
    description: 'no refresh runs',
    holds: (snapshot) => snapshot.children.refresh === undefined,
  },
]
