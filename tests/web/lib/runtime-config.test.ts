import { afterEach, describe, expect, it } from 'vitest'
import { getConfig } from '../../../src/web/lib/runtime-config'

describe('getConfig', () => {
  afterEach(() => {
    delete window.__ROAM_CONFIG__
  })

  it('falls back to safe defaults when the server config is absent', () => {
    expect(getConfig()).toMatchObject({
      apiKey: '',
      defaultLocale: 'en-us',
      sentryDsn: null,
      localeCookieDisabled: false,
    })
  })

  it('reads what /app-config.js put on window', () => {
    window.__ROAM_CONFIG__ = { ...getConfig(), apiKey: 'public-key', sentryDsn: 'https://dsn.example/1' }
    expect(getConfig()).toMatchObject({ apiKey: 'public-key', sentryDsn: 'https://dsn.example/1' })
  })

  it('makes a country domain the storefront of its locale, and the .com the British one', () => {
    expect(getConfig('www.roam.fr').defaultLocale).toBe('fr')
    expect(getConfig('roam.at').defaultLocale).toBe('de-at')
    expect(getConfig('roam.com').defaultLocale).toBe('en-gb')
    expect(getConfig('localhost').defaultLocale).toBe('en-us')
  })
})
