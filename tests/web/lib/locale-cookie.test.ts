import Cookies from 'js-cookie'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readLocaleCookie, writeLocaleCookie } from '../../../src/web/lib/locale-cookie'
import { getConfig } from '../../../src/web/lib/runtime-config'
import { clearAllCookies } from '../support/cookies'

describe('locale cookie', () => {
  beforeEach(clearAllCookies)
  afterEach(() => {
    delete window.__ROAM_CONFIG__
    vi.restoreAllMocks()
  })

  it('writes i18n_redirected for a year on the whole site, lax', () => {
    const set = vi.spyOn(Cookies, 'set')
    writeLocaleCookie('fr-be')
    expect(set).toHaveBeenCalledWith('i18n_redirected', 'fr-be', { expires: 365, path: '/', sameSite: 'Lax' })
    expect(readLocaleCookie()).toBe('fr-be')
  })

  it('ignores values that are not one of the 17 locales', () => {
    document.cookie = 'i18n_redirected=sv; path=/'
    expect(readLocaleCookie()).toBeNull()
  })

  it('writes nothing when the deployment disabled the cookie', () => {
    window.__ROAM_CONFIG__ = { ...getConfig(), localeCookieDisabled: true }
    writeLocaleCookie('de')
    expect(readLocaleCookie()).toBeNull()
  })
})
