import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { activateLocale, getCurrentLocale, loadCatalogPart } from '../../../src/web/lib/i18n'

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

  it('keeps the dashboard words out until a route asks for them, then in every locale activated later', async () => {
    const dashboardOf = async (locale: string) =>
      ((await import(`../../../locales/${locale}/dashboard.po`)) as { messages: Record<string, unknown> }).messages
    const [frDashboard, deDashboard] = await Promise.all([dashboardOf('fr'), dashboardOf('de')])
    const onlyDashboard = Object.keys(frDashboard).find((id) => !(id in (i18n.messages ?? {})))!
    await activateLocale('fr')
    expect(i18n.messages[onlyDashboard]).toBeUndefined()
    await loadCatalogPart('dashboard')
    expect(i18n.messages[onlyDashboard]).toEqual(frDashboard[onlyDashboard])
    await activateLocale('de')
    expect(i18n.locale).toBe('de')
    expect(i18n.messages[onlyDashboard]).toEqual(deDashboard[onlyDashboard])
  })
})
