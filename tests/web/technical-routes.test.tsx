import { waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { storeTokens } from '../../src/web/lib/auth-tokens'
import { resolveLocale } from '../../src/web/lib/locale-resolution'
import { renderApp } from './support/render-app'
import { defaultConfig, state } from './support/state'

describe('/auth/success', () => {
  it('stores the tokens carried by the query and goes to next', async () => {
    const { router } = await renderApp('/auth/success?access_token=a&refresh_token=r&expires_in=60&next=%2Fd%2Faccount')
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/auth/success'))
    expect(storeTokens).toHaveBeenCalledWith({ access_token: 'a', refresh_token: 'r', expires_in: 60 })
  })

  it('goes home when next is not a same-origin path', async () => {
    const { router } = await renderApp('/auth/success?next=https%3A%2F%2Fevil.test')
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(storeTokens).not.toHaveBeenCalled()
  })
})

describe('/login', () => {
  it('hands over to an external sign-in address with next', async () => {
    state.config.signInUrl = 'https://auth.roam.test/login'
    const replace = vi.fn()
    vi.stubGlobal('location', { ...window.location, replace })
    await renderApp('/login?next=%2Fcampers%2F12')
    expect(replace).toHaveBeenCalledWith('https://auth.roam.test/login?next=%2Fcampers%2F12')
    vi.unstubAllGlobals()
  })

  it('keeps the locale prefix for an internal sign-in address', async () => {
    const { router } = await renderApp('/de/login?next=%2Fde%2Fs')
    await waitFor(() => expect(router.state.location.pathname).toBe('/de/sign-in'))
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/de/s')
  })
})

describe('resolveLocale', () => {
  it('reads the prefix, or the default locale on unprefixed addresses', () => {
    const config = defaultConfig()
    expect(resolveLocale('/fr/s', '', true, config)).toEqual({ kind: 'locale', locale: 'fr' })
    expect(resolveLocale('/s', '', false, config)).toEqual({ kind: 'locale', locale: 'en-us' })
  })

  it('sends a prefix-only strategy to a prefixed address', () => {
    const config = { ...defaultConfig(), localeStrategy: 'prefix' as const }
    expect(resolveLocale('/s', '?a=1', false, config)).toEqual({ kind: 'redirect', to: '/en-us/s?a=1' })
  })

  it('treats a first segment that is not a locale as not found', () => {
    expect(resolveLocale('/community', '', true, defaultConfig()).kind).toBe('not_found')
  })

  it('ignores prefixes with no_prefix', () => {
    const config = { ...defaultConfig(), localeStrategy: 'no_prefix' as const }
    expect(resolveLocale('/fr/s', '', true, config).kind).toBe('not_found')
    expect(resolveLocale('/s', '', false, config)).toEqual({ kind: 'locale', locale: 'en-us' })
  })
})
