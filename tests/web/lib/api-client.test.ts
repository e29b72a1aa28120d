import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as apiClientModule from '../../../src/web/lib/api-client'
import type * as apiClientErrorModule from '../../../src/web/lib/api-client-error'
import { storeTokens } from '../../../src/web/lib/auth-tokens'
import { getConfig } from '../../../src/web/lib/runtime-config'
import { clearAllCookies } from '../support/cookies'

type ClientModule = typeof apiClientModule
type Handler = (request: Request) => Response | Promise<Response>

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

// The schema has no routes yet: call the client with plain paths.
type LooseClient = Record<
  'GET' | 'POST',
  (path: string, init?: { body?: unknown; signal?: AbortSignal }) => Promise<{ data?: unknown }>
>

let client: ClientModule
let errors: typeof apiClientErrorModule
let calls: Request[]
let redirects: string[]

/** A fresh client (and session machine) per test, with fetch answered by `handler`. */
async function setup(handler: Handler) {
  calls = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      calls.push(request.clone())
      return handler(request)
    }),
  )
  vi.resetModules()
  client = await import('../../../src/web/lib/api-client')
  errors = await import('../../../src/web/lib/api-client-error')
  redirects = []
  client.onAuthRedirect((target) => redirects.push(target))
  return client.api as unknown as LooseClient
}

const path = (request: Request) => new URL(request.url).pathname
const tokenCalls = () => calls.filter((request) => path(request) === '/oauth/token/')

describe('api client', () => {
  beforeEach(() => {
    clearAllCookies()
    window.__ROAM_CONFIG__ = { ...getConfig(), apiKey: 'public-key', clientId: 'roam-web' }
    window.history.pushState({}, '', '/d/trips?tab=past')
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    delete window.__ROAM_CONFIG__
  })

  it('sends the API key, the locale and the bearer token, and JSON for writes', async () => {
    storeTokens({ access_token: 'access-1', refresh_token: 'refresh-1', expires_in: 3600 })
    const api = await setup(() => json({ ok: true }))
    const { data } = await api.POST('/3/wishlists/', { body: { name: 'Summer' } })
    expect(data).toEqual({ ok: true })
    const [request] = calls
    expect(request!.headers.get('X-API-KEY')).toBe('public-key')
    expect(request!.headers.get('Accept-Language')).toBe('en-US')
    expect(request!.headers.get('Authorization')).toBe('Bearer access-1')
    expect(request!.headers.get('Content-Type')).toBe('application/json')
    expect(await request!.json()).toEqual({ name: 'Summer' })
  })

  it('sends no Authorization header without a token', async () => {
    const api = await setup(() => json([]))
    await api.GET('/3/faq/')
    expect(calls[0]!.headers.has('Authorization')).toBe(false)
  })

  it('retries a read once on a transient status, never a write', async () => {
    let answers = [json({}, 503), json({ page: 1 })]
    let api = await setup(() => answers.shift()!)
    expect((await api.GET('/3/products/')).data).toEqual({ page: 1 })
    expect(calls).toHaveLength(2)

    answers = [json({}, 503), json({ detail: 'busy' }, 503)]
    api = await setup(() => answers.shift()!)
    await expect(api.GET('/3/products/')).rejects.toMatchObject({ apiError: { status: 503, messages: ['busy'] } })
    expect(calls).toHaveLength(2)

    api = await setup(() => json({ detail: 'busy' }, 503))
    await expect(api.POST('/3/wishlists/', { body: {} })).rejects.toThrow('Request failed with status code 503')
    expect(calls).toHaveLength(1)

    api = await setup(() => json({ detail: 'Not found.' }, 404))
    await expect(api.GET('/3/products/1/')).rejects.toBeInstanceOf(errors.ApiClientError)
    expect(calls).toHaveLength(1)
  })

  it('throws a normalised error for every failure', async () => {
    const api = await setup(() => json({ email: ['Enter a valid email.'] }, 400))
    const failure = await api.POST('/3/users/', { body: { email: 'x' } }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(errors.ApiClientError)
    expect((failure as InstanceType<typeof errors.ApiClientError>).apiError).toEqual({
      status: 400,
      method: 'POST',
      endpoint: '/3/users/',
      body: { email: ['Enter a valid email.'] },
      fingerprint: 'unknown',
      message: 'Request failed with status code 400',
      messages: ['Enter a valid email.'],
      codes: [],
    })
  })

  it('reports network failures and timeouts with the client messages', async () => {
    let api = await setup(() => {
      throw new TypeError('Failed to fetch')
    })
    await expect(api.GET('/3/faq/')).rejects.toMatchObject({
      message: 'Network Error',
      apiError: { fingerprint: 'network', status: null },
    })

    // Like fetch: never answers, rejects once its signal aborts.
    api = await setup(
      (request) =>
        new Promise((_, reject) => {
          const fail = () => reject(new DOMException('aborted', 'AbortError'))
          if (request.signal.aborted) fail()
          request.signal.addEventListener('abort', fail)
        }),
    )
    client.configureApiClient({ timeoutMs: 20 })
    await expect(api.GET('/3/faq/')).rejects.toThrow('timeout of 20ms exceeded')

    const controller = new AbortController()
    const pending = api.GET('/3/faq/', { signal: controller.signal })
    controller.abort()
    await expect(pending).rejects.toThrow('Request aborted')
  })

  it('refreshes once for concurrent requests, which all carry the new token', async () => {
    storeTokens({ access_token: 'old', refresh_token: 'refresh-1', expires_in: 3600 })
    document.cookie = 'access_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
    const api = await setup(async (request) => {
      if (path(request) === '/oauth/token/')
        return json({ access_token: 'access-2', refresh_token: 'refresh-2', expires_in: 3600 })
      return json({ path: path(request) })
    })
    const results = await Promise.all([api.GET('/3/users/me/'), api.GET('/3/wishlists/'), api.GET('/3/moneyboxes/')])
    expect(results.map((result) => result.data)).toEqual([
      { path: '/3/users/me/' },
      { path: '/3/wishlists/' },
      { path: '/3/moneyboxes/' },
    ])
    expect(tokenCalls()).toHaveLength(1)
    const form = new URLSearchParams(await tokenCalls()[0]!.text())
    expect(Object.fromEntries(form)).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'refresh-1',
      client_id: 'roam-web',
    })
    expect(tokenCalls()[0]!.headers.get('Content-Type')).toContain('application/x-www-form-urlencoded')
    const others = calls.filter((request) => path(request) !== '/oauth/token/')
    expect(others.map((request) => request.headers.get('Authorization'))).toEqual([
      'Bearer access-2',
      'Bearer access-2',
      'Bearer access-2',
    ])
    expect(document.cookie).toContain('refresh_token=refresh-2')
  })

  it('after a refused refresh: sends the visitor to sign in, requests go on without token, no second refresh', async () => {
    storeTokens({ access_token: 'old', refresh_token: 'dead', expires_in: 3600 })
    document.cookie = 'access_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
    const api = await setup((request) =>
      path(request) === '/oauth/token/'
        ? json({ error: 'invalid_grant', error_description: 'Invalid refresh token' }, 400)
        : json({}, 200),
    )
    await Promise.all([api.GET('/3/users/me/'), api.GET('/3/wishlists/')])
    expect(tokenCalls()).toHaveLength(1)
    expect(
      calls
        .filter((request) => path(request) !== '/oauth/token/')
        .every((request) => !request.headers.has('Authorization')),
    ).toBe(true)
    expect(redirects).toEqual([`/login?next=${encodeURIComponent('/d/trips?tab=past')}`])
    expect(document.cookie).not.toContain('logged_in')
    expect(document.cookie).not.toContain('refresh_token')
    await api.GET('/3/faq/')
    expect(tokenCalls()).toHaveLength(1)
  })

  it('a visitor without a token is served without loading the session machine', async () => {
    vi.doMock('xstate', () => {
      throw new Error('xstate loaded for an anonymous request')
    })
    try {
      const api = await setup(() => json({ ok: true }))
      await expect(api.GET('/3/faq/')).resolves.toMatchObject({ data: { ok: true } })
      expect(calls[0]!.headers.has('Authorization')).toBe(false)
    } finally {
      vi.doUnmock('xstate')
    }
  })

  it('a 403 anywhere clears the tokens and redirects to sign in with the current path', async () => {
    storeTokens({ access_token: 'access-1', refresh_token: 'refresh-1', expires_in: 3600 })
    const api = await setup(() => json({ detail: 'Forbidden.' }, 403))
    await expect(api.GET('/3/users/me/')).rejects.toMatchObject({ apiError: { fingerprint: 'forbidden' } })
    expect(redirects).toEqual([`/login?next=${encodeURIComponent('/d/trips?tab=past')}`])
    expect(document.cookie).not.toContain('access_token')
  })

  it('a 403 about the page (a code saying why) keeps the session and does not redirect', async () => {
    storeTokens({ access_token: 'access-1', refresh_token: 'refresh-1', expires_in: 3600 })
    const api = await setup(() => json({ detail: 'Only business accounts.', code: 'not_business' }, 403))
    await expect(api.GET('/v4/users/me/ubo-declaration/')).rejects.toMatchObject({
      apiError: { status: 403, codes: ['not_business'] },
    })
    expect(redirects).toEqual([])
    expect(document.cookie).toContain('access_token=access-1')
    expect(document.cookie).toContain('logged_in=true')
  })

  it('a 401 on a token the server no longer takes: one refresh; a dead refresh token ends the session', async () => {
    storeTokens({ access_token: 'revoked', refresh_token: 'revoked-too', expires_in: 3600 })
    const api = await setup((request) =>
      path(request) === '/oauth/token/'
        ? json({ error: 'invalid_grant', error_description: 'Invalid refresh token' }, 400)
        : json({ detail: 'Invalid or expired token.', code: 'token_not_valid' }, 401),
    )
    const failures = await Promise.allSettled([api.GET('/v4/bookings-guest/'), api.GET('/v4/bookings-guest/options/')])
    expect(failures.map((failure) => failure.status)).toEqual(['rejected', 'rejected'])
    expect(tokenCalls()).toHaveLength(1)
    expect(redirects).toEqual([`/login?next=${encodeURIComponent('/d/trips?tab=past')}`])
    expect(document.cookie).not.toContain('refresh_token')
    expect(document.cookie).not.toContain('logged_in')
  })

  it('a 401 whose refresh succeeds sends the request again with the new token', async () => {
    storeTokens({ access_token: 'stale', refresh_token: 'refresh-1', expires_in: 3600 })
    const api = await setup((request) => {
      if (path(request) === '/oauth/token/')
        return json({ access_token: 'access-2', refresh_token: 'refresh-2', expires_in: 3600 })
      return request.headers.get('Authorization') === 'Bearer access-2'
        ? json({ ok: true })
        : json({ detail: 'Invalid or expired token.', code: 'token_not_valid' }, 401)
    })
    await expect(api.POST('/3/wishlists/', { body: { name: 'Summer' } })).resolves.toMatchObject({ data: { ok: true } })
    const sent = calls.filter((request) => path(request) === '/3/wishlists/')
    expect(sent.map((request) => request.headers.get('Authorization'))).toEqual(['Bearer stale', 'Bearer access-2'])
    expect(await sent[1]!.json()).toEqual({ name: 'Summer' })
    expect(redirects).toEqual([])
  })

  it('a 401 that outlives a fresh token ends the session', async () => {
    storeTokens({ access_token: 'access-1', refresh_token: 'refresh-1', expires_in: 3600 })
    const api = await setup((request) =>
      path(request) === '/oauth/token/'
        ? json({ access_token: 'access-2', refresh_token: 'refresh-2', expires_in: 3600 })
        : json({ detail: 'Invalid or expired token.', code: 'token_not_valid' }, 401),
    )
    await expect(api.GET('/v4/bookings-guest/')).rejects.toMatchObject({ apiError: { status: 401 } })
    expect(tokenCalls()).toHaveLength(1)
    expect(redirects).toEqual([`/login?next=${encodeURIComponent('/d/trips?tab=past')}`])
    expect(document.cookie).not.toContain('access_token')
  })

  it('a 401 to a visitor without a session changes nothing', async () => {
    const api = await setup(() => json({ detail: 'Authentication credentials were not provided.' }, 401))
    await expect(api.GET('/v4/bookings-guest/')).rejects.toMatchObject({ apiError: { status: 401 } })
    expect(redirects).toEqual([])
  })

  it('signs in with a password: form grant, tokens stored, then sent as bearer', async () => {
    window.history.pushState({}, '', '/login')
    const api = await setup((request) =>
      path(request) === '/oauth/token/'
        ? json({ access_token: 'access-9', refresh_token: 'refresh-9', expires_in: 3600 })
        : json({}),
    )
    await client.signInWithPassword('ada@example.com', 's3cret')
    expect(Object.fromEntries(new URLSearchParams(await tokenCalls()[0]!.text()))).toEqual({
      grant_type: 'password',
      username: 'ada@example.com',
      password: 's3cret',
      client_id: 'roam-web',
    })
    expect(tokenCalls()[0]!.headers.has('Authorization')).toBe(false)
    await api.GET('/3/users/me/')
    expect(calls.at(-1)!.headers.get('Authorization')).toBe('Bearer access-9')
  })

  it('a refused password on /login neither redirects nor clears anything', async () => {
    window.history.pushState({}, '', '/login')
    await setup(() => json({ error: 'invalid_grant', error_description: 'Invalid credentials given.' }, 400))
    await expect(client.signInWithPassword('ada@example.com', 'wrong')).rejects.toMatchObject({
      apiError: { codes: ['invalid_grant'], messages: ['Invalid credentials given.'] },
    })
    expect(redirects).toEqual([])
  })

  it('a refused password on the sign-in page (SIGN_IN_URL a path of the app) does not redirect either', async () => {
    window.__ROAM_CONFIG__ = { ...getConfig(), signInUrl: '/sign-in' }
    window.history.pushState({}, '', '/fr/sign-in?next=%2Ffr%2Fd%2Ftrips')
    await setup(() => json({ error: 'invalid_grant', error_description: 'Invalid credentials given.' }, 400))
    await expect(client.signInWithPassword('ada@example.com', 'wrong')).rejects.toMatchObject({
      apiError: { status: 400 },
    })
    expect(redirects).toEqual([])
  })

  it('sends to the sign-in of the page’s language', async () => {
    window.history.pushState({}, '', '/fr/d/trips')
    storeTokens({ access_token: 'access-1', refresh_token: 'refresh-1', expires_in: 3600 })
    const api = await setup(() => json({ detail: 'Forbidden.' }, 403))
    const { activateLocale } = await import('../../../src/web/lib/i18n')
    await activateLocale('fr')
    await expect(api.GET('/3/users/me/')).rejects.toMatchObject({ apiError: { status: 403 } })
    expect(redirects).toEqual([`/fr/login?next=${encodeURIComponent('/fr/d/trips')}`])
  })

  it('signs out: revokes the token, ends the server session, forgets the tokens', async () => {
    storeTokens({ access_token: 'access-1', refresh_token: 'refresh-1', expires_in: 3600 })
    await setup(() => json({}))
    await client.signOut()
    expect(calls.map((request) => `${request.method} ${path(request)}`)).toEqual([
      'POST /oauth/revoke_token/',
      'GET /api/internals/logout',
    ])
    expect(Object.fromEntries(new URLSearchParams(await calls[0]!.text()))).toEqual({
      token: 'access-1',
      client_id: 'roam-web',
    })
    expect(document.cookie).not.toContain('access_token')
    expect(document.cookie).not.toContain('refresh_token')
  })
})
