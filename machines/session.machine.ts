import { assign, fromPromise, setup } from 'xstate'
import { isUnanswered } from '../src/domain/api-errors'

/**
 * The token-refresh queue of spec 1 §4. The machine never sees a token: it knows only whether the
 * cookies hold one, decides when to refresh, and tells the API client which waiting requests may go
 * on (they then read the fresh cookie themselves).
 */
export interface SessionContext {
  hasAccessToken: boolean
  hasRefreshToken: boolean
  /** Set once a refresh failed: no second attempt until the user signs in again (spec 1 §4). */
  refreshFailed: boolean
  loggedIn: boolean
  /** Ids of the requests waiting for the refresh in flight, in arrival order. */
  waiting: string[]
}

export interface SessionInput {
  hasAccessToken: boolean
  hasRefreshToken: boolean
  loggedIn: boolean
}

export type SessionEvent =
  /** A request asks for a usable token; it reports the cookie jar as it sees it right now. */
  | {
      type: 'request.authorize'
      requestId: string
      isTokenEndpoint: boolean
      hasAccessToken: boolean
      hasRefreshToken: boolean
    }
  /** New tokens were written to the cookies outside a refresh (another tab, log-as). */
  | { type: 'token.stored' }
  | { type: 'session.signedIn' }
  | { type: 'session.signedOut' }
  /** The server refused the session: a 403 about it (spec 1 §4), or a 401 that a refresh did not cure. */
  | { type: 'auth.forbidden' }

export interface ReleaseParams {
  requestIds: string[]
  /** False when the requests go on without a token (refresh failed or session ended). */
  withToken: boolean
}

/** Placeholder until the web app provides the real one: refreshes and stores the new tokens. */
const refreshTokens = fromPromise<void>(async () => {
  throw new Error('session machine: provide the refreshTokens actor')
})

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: { refreshTokens },
  actions: {
    // Placeholders, provided by the web app (.provide({ actions })).
    releaseRequests: (_, _params: ReleaseParams) => {},
    reportAuthError: () => {},
    clearLoggedInFlag: () => {},
    endSession: () => {},
    enqueue: assign({
      waiting: ({ context, event }) =>
        event.type === 'request.authorize' && !context.waiting.includes(event.requestId)
          ? [...context.waiting, event.requestId]
          : context.waiting,
    }),
    observeCookies: assign(({ event }) =>
      event.type === 'request.authorize'
        ? { hasAccessToken: event.hasAccessToken, hasRefreshToken: event.hasRefreshToken }
        : {},
    ),
    tokensStored: assign({ hasAccessToken: true, hasRefreshToken: true, refreshFailed: false }),
    signedOut: assign({ hasAccessToken: false, hasRefreshToken: false, refreshFailed: false, loggedIn: false }),
    refreshSucceeded: assign({ hasAccessToken: true, hasRefreshToken: true, waiting: [] }),
    refreshFailed: assign({ hasAccessToken: false, refreshFailed: true, loggedIn: false, waiting: [] }),
  },
  guards: {
    needsRefresh: ({ context, event }) =>
      event.type === 'request.authorize' &&
      !event.isTokenEndpoint &&
      !event.hasAccessToken &&
      event.hasRefreshToken &&
      !context.refreshFailed,
    isTokenEndpoint: ({ event }) => event.type === 'request.authorize' && event.isTokenEndpoint,
    refreshUnanswered: ({ event }) => 'error' in event && isUnanswered(event.error),
  },
}).createMachine({
  id: 'session',
  initial: 'ready',
  context: ({ input }) => ({ ...input, refreshFailed: false, waiting: [] }),
  on: {
    'token.stored': { actions: 'tokensStored' },
    'session.signedIn': { actions: ['tokensStored', assign({ loggedIn: true })] },
    // Both end the session: waiting requests go on without a token.
    'session.signedOut': {
      target: '.ready',
      actions: [
        { type: 'releaseRequests', params: ({ context }) => ({ requestIds: context.waiting, withToken: false }) },
        'signedOut',
        assign({ waiting: [] }),
      ],
    },
    'auth.forbidden': {
      target: '.ready',
      actions: [
        { type: 'releaseRequests', params: ({ context }) => ({ requestIds: context.waiting, withToken: false }) },
        'signedOut',
        assign({ waiting: [] }),
        'endSession',
      ],
    },
  },
  states: {
    ready: {
      on: {
        'request.authorize': [
          { guard: 'needsRefresh', target: 'refreshing', actions: ['observeCookies', 'enqueue'] },
          {
            actions: [
              'observeCookies',
              {
                type: 'releaseRequests',
                params: ({ event }) => ({ requestIds: [event.requestId], withToken: event.hasAccessToken }),
              },
            ],
          },
        ],
      },
    },
    refreshing: {
      invoke: {
        id: 'refresh',
        src: 'refreshTokens',
        onDone: {
          target: 'ready',
          actions: [
            { type: 'releaseRequests', params: ({ context }) => ({ requestIds: context.waiting, withToken: true }) },
            'refreshSucceeded',
          ],
        },
        onError: [
          // No answer (offline, or the page unloading aborted it) says nothing of the refresh token: the requests go
          // on without a token and the next one tries again; signing out here would end a valid session.
          {
            guard: 'refreshUnanswered',
            target: 'ready',
            actions: [
              { type: 'releaseRequests', params: ({ context }) => ({ requestIds: context.waiting, withToken: false }) },
              assign({ waiting: [] }),
            ],
          },
          {
            target: 'ready',
            actions: [
              'reportAuthError',
              'clearLoggedInFlag',
              { type: 'releaseRequests', params: ({ context }) => ({ requestIds: context.waiting, withToken: false }) },
              'refreshFailed',
            ],
          },
        ],
      },
      on: {
        'request.authorize': [
          // The token endpoint never waits for a token (it is how tokens are made).
          {
            guard: 'isTokenEndpoint',
            actions: {
              type: 'releaseRequests',
              params: ({ event }) => ({ requestIds: [event.requestId], withToken: false }),
            },
          },
          // Only one refresh at a time: everyone else queues for its result.
          { actions: 'enqueue' },
        ],
      },
    },
  },
})
