import Cookies from 'js-cookie'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearTokens, isLoggedIn, readTokens, storeTokens } from '../../../src/web/lib/auth-tokens'
import { clearAllCookies } from '../support/cookies'

describe('auth tokens', () => {
  beforeEach(clearAllCookies)
  afterEach(() => vi.restoreAllMocks())

  it('stores, reads and clears the token cookies', () => {
    expect(readTokens()).toEqual({ accessToken: null, refreshToken: null })
    expect(isLoggedIn()).toBe(false)
    storeTokens({ access_token: 'access', refresh_token: 'refresh', expires_in: 3600 })
    expect(readTokens()).toEqual({ accessToken: 'access', refreshToken: 'refresh' })
    expect(isLoggedIn()).toBe(true)
    clearTokens()
    expect(readTokens()).toEqual({ accessToken: null, refreshToken: null })
    expect(isLoggedIn()).toBe(false)
  })

  it('sets the spec lifetimes and attributes: expires_in, 30 days, secure, lax, path /', () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') })
    const set = vi.spyOn(Cookies, 'set')
    storeTokens({ access_token: 'access', refresh_token: 'refresh', expires_in: 600 })
    expect(set).toHaveBeenCalledWith('access_token', 'access', {
      expires: new Date('2026-01-01T00:10:00Z'),
      path: '/',
      sameSite: 'Lax',
      secure: true,
    })
    expect(set).toHaveBeenCalledWith('refresh_token', 'refresh', {
      expires: 30,
      path: '/',
      sameSite: 'Lax',
      secure: true,
    })
    expect(set).toHaveBeenCalledWith('logged_in', 'true', { expires: 30, path: '/', sameSite: 'Lax', secure: true })
    vi.useRealTimers()
  })
})
