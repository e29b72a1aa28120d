import createClient from 'openapi-fetch'
import type { paths } from '../../../openapi/schema'
import type { SessionEvent } from '../../../machines/session.machine'
import {
  isRetryableStatus,
  isWriteMethod,
  normalizeHttpError,
  normalizeTransportError,
  refusalOf,
} from '../../domain/api-errors'
import { localizePath, stripLocale } from '../../domain/locale-routing'
import { toBcp47 } from '../../domain/locales'
import { clearAccessToken, clearLoggedInFlag, clearTokens, isLoggedIn, readTokens, storeTokens } from './auth-tokens'
import type { TokenResponse } from './auth-tokens'
import { getCurrentLocale } from './i18n'
import { getConfig } from './runtime-config'
import { reportWarning } from './error-reporting'
import { ApiClientError } from './api-client-error'

// Every call, typed (openapi-fetch) or form-encoded (OAuth), goes through `send`: headers, token,
// timeout, retry and error normalisation live in that one place. It is the client's `fetch` rather
// than a middleware because a middleware cannot re-send a request, and the OAuth form calls have no
// route types yet.

const TOKEN_ENDPOINT = '/oauth/token/'
const DEFAULT_TIMEOUT_MS = 30_000

let timeoutMs = DEFAULT_TIMEOUT_MS

export function configureApiClient(options: { timeoutMs?: number }): void {
  timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
}

let redirect: (target: string) => void = (target) => window.location.assign(target)

/** Lets the router perform the sign-in redirect (default: a full page load). Returns the undo. */
export function onAuthRedirect(handler: (target: string) => void): () => void {
  const previous = redirect
  redirect = handler
  return () => {
    redirect = previous
  }
}

/** On /login or on the app's own sign-in page (SIGN_IN_URL may be a path of this app, /sign-in by default). */
function onLoginPage(): boolean {
  const path = stripLocale(window.location.pathname)
  const signInPath = getConfig().signInUrl?.split('?')[0]
  return path === '/login' || path === signInPath
}

/** Spec 1 §4: forget the tokens and send the visitor to sign in, then back where they were. */
function endSession(): void {
  clearTokens()
  if (onLoginPage()) return
  const { pathname, search, hash } = window.location
  const { localeStrategy, defaultLocale } = getConfig()
  // In the page's language: /fr/d/trips goes to /fr/login, whatever the default locale.
  const login = localizePath('/login', getCurrentLocale(), localeStrategy, defaultLocale)
  redirect(`${login}?next=${encodeURIComponent(pathname + search + hash)}`)
}

const released = new Map<string, () => void>()
let requestSequence = 0

// The session machine (and XState) load with the first request that carries a token: a visitor without one
// never needs them, so public pages start without that code.
async function startSession() {
  const [{ createActor, fromPromise }, { sessionMachine }] = await Promise.all([
    import('xstate'),
    import('../../../machines/session.machine'),
  ])
  const { accessToken, refreshToken } = readTokens()
  return createActor(
    sessionMachine.provide({
      actors: {
        refreshTokens: fromPromise(async () => {
          await requestTokens({ grant_type: 'refresh_token', refresh_token: readTokens().refreshToken ?? '' })
        }),
      },
      actions: {
        releaseRequests: (_, { requestIds }) => {
          for (const id of requestIds) {
            released.get(id)?.()
            released.delete(id)
          }
        },
        reportAuthError: () => {
          reportWarning('Token refresh failed')
        },
        clearLoggedInFlag,
        endSession,
      },
    }),
    { input: { hasAccessToken: accessToken !== null, hasRefreshToken: refreshToken !== null, loggedIn: isLoggedIn() } },
  ).start()
}

let session: ReturnType<typeof startSession> | undefined
const getSession = () => (session ??= startSession())

async function sendToSession(event: SessionEvent): Promise<void> {
  const actor = await getSession()
  actor.send(event)
}

/** Waits until the session machine lets the request go (after a refresh if one is due); returns the token to send. */
async function authorize(isTokenEndpoint: boolean): Promise<string | null> {
  const { accessToken, refreshToken } = readTokens()
  // Before any session exists, the machine lets a request without a token go at once, without one (nothing to
  // refresh): skip starting it for such requests.
  if (!session && accessToken === null && refreshToken === null) return null
  const requestId = `request-${++requestSequence}`
  const go = new Promise<void>((resolve) => released.set(requestId, resolve))
  await sendToSession({
    type: 'request.authorize',
    requestId,
    isTokenEndpoint,
    hasAccessToken: accessToken !== null,
    hasRefreshToken: refreshToken !== null,
  })
  await go
  return isTokenEndpoint ? null : readTokens().accessToken
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (text === '') return null
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

async function fetchOnce(request: Request, method: string, endpoint: string): Promise<Response> {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  const callerSignal = request.signal
  const forwardAbort = () => controller.abort()
  callerSignal.addEventListener('abort', forwardAbort)
  // The caller may have given up while the request waited for a token.
  if (callerSignal.aborted) controller.abort()
  try {
    return await fetch(new Request(request, { signal: controller.signal }))
  } catch {
    const kind = timedOut ? 'timeout' : callerSignal.aborted ? 'aborted' : 'network'
    throw new ApiClientError(normalizeTransportError({ method, endpoint, kind, timeoutMs }))
  } finally {
    clearTimeout(timer)
    callerSignal.removeEventListener('abort', forwardAbort)
  }
}

async function send(original: Request): Promise<Response> {
  const url = new URL(original.url)
  const endpoint = url.pathname + url.search
  const method = original.method.toUpperCase()
  const isTokenEndpoint = url.pathname === TOKEN_ENDPOINT

  const headers = new Headers(original.headers)
  headers.set('X-API-KEY', getConfig().apiKey)
  headers.set('Accept-Language', toBcp47(getCurrentLocale()))
  if (isWriteMethod(method) && original.body && !headers.has('Content-Type'))
    headers.set('Content-Type', 'application/json')
  // Read once, so the request can go out again (after a refresh) with a plain body rather than a cloned stream.
  const body = original.body ? await original.arrayBuffer() : null
  let token = await authorize(isTokenEndpoint)
  let refreshedAfterRefusal = false

  // Spec 1 §7: reads are retried once on a transient status; writes never (they may have happened).
  const attempts = isWriteMethod(method) ? 1 : 2
  for (let attempt = 1; ; attempt++) {
    const last = attempt >= attempts
    const attemptHeaders = new Headers(headers)
    if (token) attemptHeaders.set('Authorization', `Bearer ${token}`)
    const request = new Request(original, { headers: attemptHeaders, ...(body ? { body } : {}) })
    const response = await fetchOnce(request, method, endpoint)
    if (response.status < 400) return response
    if (!last && isRetryableStatus(response.status)) continue
    const error = normalizeHttpError({ status: response.status, method, endpoint, body: await readBody(response) })
    const refusal = refusalOf(error)
    if (refusal === 'session' && response.status === 401 && token !== null && !isTokenEndpoint) {
      // The access token died before its cookie (revoked, or a clock ahead of the server's): one refresh decides. A dead
      // refresh token ends the session on the token call; nothing was done, so the request may go again.
      if (!refreshedAfterRefusal && readTokens().refreshToken !== null) {
        refreshedAfterRefusal = true
        clearAccessToken()
        token = await authorize(false)
        attempt--
        continue
      }
      await sendToSession({ type: 'auth.forbidden' })
    } else if (refusal === 'session' && response.status === 403) await sendToSession({ type: 'auth.forbidden' })
    // A refused token call means the refresh token is dead; the login page handles its own 400s.
    else if (isTokenEndpoint && response.status === 400 && !onLoginPage()) endSession()
    throw new ApiClientError(error)
  }
}

/** Same origin; a full URL because `Request` outside a browser (tests, SSR tools) needs one. */
const baseUrl = typeof window === 'undefined' ? '' : window.location.origin

export const api = createClient<paths>({ baseUrl, fetch: send })

async function postForm(path: string, fields: Record<string, string>): Promise<Response> {
  return send(
    new Request(baseUrl + path, {
      method: 'POST',
      body: new URLSearchParams({ ...fields, client_id: getConfig().clientId }),
    }),
  )
}

async function requestTokens(fields: Record<string, string>): Promise<void> {
  const response = await postForm(TOKEN_ENDPOINT, fields)
  storeTokens((await response.json()) as TokenResponse)
}

export async function signInWithPassword(email: string, password: string): Promise<void> {
  await requestTokens({ grant_type: 'password', username: email, password })
  await sendToSession({ type: 'session.signedIn' })
}

/** Signs in again with a refresh token kept aside (staff going back to their own session after acting as a user). */
export async function resumeSession(refreshToken: string): Promise<void> {
  await requestTokens({ grant_type: 'refresh_token', refresh_token: refreshToken })
  await sendToSession({ type: 'session.signedIn' })
}

/** Revokes the token, ends the server session, and forgets the tokens whatever the server said. */
export async function signOut(): Promise<void> {
  const { accessToken } = readTokens()
  try {
    if (accessToken) await postForm('/oauth/revoke_token/', { token: accessToken })
    await send(new Request(`${baseUrl}/api/internals/logout`))
  } finally {
    clearTokens()
    await sendToSession({ type: 'session.signedOut' })
  }
}
