import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { sessionMachine } from '../../machines/session.machine'
import type { ReleaseParams } from '../../machines/session.machine'

function startSession(input = { hasAccessToken: false, hasRefreshToken: true, loggedIn: true }) {
  const refreshes: Array<{ resolve: () => void; reject: (error: unknown) => void }> = []
  const released: ReleaseParams[] = []
  const reportAuthError = vi.fn()
  const clearLoggedInFlag = vi.fn()
  const endSession = vi.fn()
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        refreshTokens: fromPromise<void>(() => new Promise((resolve, reject) => refreshes.push({ resolve, reject }))),
      },
      actions: {
        releaseRequests: (_, params) => released.push(params),
        reportAuthError,
        clearLoggedInFlag,
        endSession,
      },
    }),
    { input },
  ).start()
  return { actor, refreshes, released, reportAuthError, clearLoggedInFlag, endSession }
}

const request = (
  requestId: string,
  overrides: Partial<{ isTokenEndpoint: boolean; hasAccessToken: boolean; hasRefreshToken: boolean }> = {},
) => ({
  type: 'request.authorize' as const,
  requestId,
  isTokenEndpoint: false,
  hasAccessToken: false,
  hasRefreshToken: true,
  ...overrides,
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('session machine', () => {
  it('refreshes once for three concurrent requests and releases all three with the new token', async () => {
    const session = startSession()
    session.actor.send(request('a'))
    session.actor.send(request('b'))
    session.actor.send(request('c'))
    expect(session.refreshes).toHaveLength(1)
    expect(session.released).toEqual([])
    expect(session.actor.getSnapshot().context.waiting).toEqual(['a', 'b', 'c'])

    session.refreshes[0]!.resolve()
    await settle()
    expect(session.released).toEqual([{ requestIds: ['a', 'b', 'c'], withToken: true }])
    expect(session.actor.getSnapshot().value).toBe('ready')
    expect(session.actor.getSnapshot().context).toMatchObject({ hasAccessToken: true, waiting: [] })
  })

  it('a refresh that got no answer (offline, aborted by unloading) keeps the session: requests go on, the next one refreshes again', async () => {
    const session = startSession()
    session.actor.send(request('a'))
    session.actor.send(request('b'))
    session.refreshes[0]!.reject({ apiError: { status: null } })
    await settle()
    expect(session.released).toEqual([{ requestIds: ['a', 'b'], withToken: false }])
    expect(session.reportAuthError).not.toHaveBeenCalled()
    expect(session.clearLoggedInFlag).not.toHaveBeenCalled()
    expect(session.actor.getSnapshot().context).toMatchObject({ loggedIn: true, refreshFailed: false, waiting: [] })

    session.actor.send(request('c'))
    expect(session.refreshes).toHaveLength(2)
    session.refreshes[1]!.resolve()
    await settle()
    expect(session.released.at(-1)).toEqual({ requestIds: ['c'], withToken: true })
  })

  it('after a failed refresh reports an auth error, logs out, releases without token and never refreshes again', async () => {
    const session = startSession()
    session.actor.send(request('a'))
    session.actor.send(request('b'))
    session.refreshes[0]!.reject(new Error('invalid_grant'))
    await settle()
    expect(session.reportAuthError).toHaveBeenCalledTimes(1)
    expect(session.clearLoggedInFlag).toHaveBeenCalledTimes(1)
    expect(session.released).toEqual([{ requestIds: ['a', 'b'], withToken: false }])
    expect(session.actor.getSnapshot().context).toMatchObject({ loggedIn: false, refreshFailed: true })

    session.actor.send(request('c'))
    expect(session.refreshes).toHaveLength(1)
    expect(session.released.at(-1)).toEqual({ requestIds: ['c'], withToken: false })
  })

  it('never refreshes for the token endpoint, even while a refresh runs', async () => {
    const session = startSession()
    session.actor.send(request('login', { isTokenEndpoint: true }))
    expect(session.refreshes).toHaveLength(0)
    expect(session.released).toEqual([{ requestIds: ['login'], withToken: false }])

    session.actor.send(request('a'))
    session.actor.send(request('refresh-call', { isTokenEndpoint: true }))
    expect(session.refreshes).toHaveLength(1)
    expect(session.released.at(-1)).toEqual({ requestIds: ['refresh-call'], withToken: false })
    expect(session.actor.getSnapshot().context.waiting).toEqual(['a'])
  })

  it('lets requests through at once when a token exists or no refresh token does', () => {
    const session = startSession()
    session.actor.send(request('a', { hasAccessToken: true }))
    session.actor.send(request('b', { hasRefreshToken: false }))
    expect(session.refreshes).toHaveLength(0)
    expect(session.released).toEqual([
      { requestIds: ['a'], withToken: true },
      { requestIds: ['b'], withToken: false },
    ])
  })

  it('a 403 ends the session and releases the waiting requests without token', () => {
    const session = startSession()
    session.actor.send(request('a'))
    session.actor.send({ type: 'auth.forbidden' })
    expect(session.endSession).toHaveBeenCalledTimes(1)
    expect(session.released).toEqual([{ requestIds: ['a'], withToken: false }])
    expect(session.actor.getSnapshot().value).toBe('ready')
    expect(session.actor.getSnapshot().context).toMatchObject({
      loggedIn: false,
      hasAccessToken: false,
      hasRefreshToken: false,
    })
  })

  it('signing in again after a failed refresh allows refreshing again', async () => {
    const session = startSession()
    session.actor.send(request('a'))
    session.refreshes[0]!.reject(new Error('invalid_grant'))
    await settle()
    session.actor.send({ type: 'session.signedIn' })
    expect(session.actor.getSnapshot().context).toMatchObject({ loggedIn: true, refreshFailed: false })
    session.actor.send(request('b'))
    expect(session.refreshes).toHaveLength(2)
  })
})
