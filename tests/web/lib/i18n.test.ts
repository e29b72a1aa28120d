import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { activateLocale, getCurrentLocale } from '../../../src/web/lib/i18n'

describe('i18n', () => {
  it('starts on the default locale', () => {
    expect(getCurrentLocale()).toBe('en-us')
  })

  it('activates a locale, loading its catalog and setting <html lang>', async () => {
    await activateLocale('fr-be')
    expect(getCurrentLocale()).toBe('fr-be')
    expect(i18n.locale).toBe('fr-be')
    expect(document.documentElement.lang).toBe('fr-BE')
  })
})
