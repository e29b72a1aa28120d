import { afterEach, describe, expect, it } from 'vitest'
import { getConfig } from '../../../src/web/lib/runtime-config'

describe('getConfig', () => {
  afterEach(() => {
    delete window.__ROAM_CONFIG__
  })

  it('falls back to safe defaults when the server config is absent', () => {
    expect(getConfig()).toMatchObject({ apiKey: '', defaultLocale: 'en-us', sentryDsn: null, localeCookieDisabled: false })
  })

  it('reads what /app-config.js put on window', () => {
    window.__ROAM_CONFIG__ = { ...getConfig(), apiKey: 'public-key', sentryDsn: 'https://dsn.example/1' }
    expect(getConfig()).toMatchObject({ apiKey: 'public-key', sentryDsn: 'https://dsn.example/1' })
  })
})
