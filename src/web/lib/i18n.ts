import { i18n } from '@lingui/core'
import type { Messages } from '@lingui/core'
import { DEFAULT_LOCALE, LINGUI_FALLBACKS, SOURCE_LOCALE, toBcp47 } from '../../domain/locales'
import type { Locale } from '../../domain/locales'

let currentLocale: Locale = DEFAULT_LOCALE

/** The Lingui vite plugin compiles the .po on import, already filled from the fallback locales. */
async function loadCatalog(locale: string): Promise<Messages> {
  const catalog = (await import(`../../../locales/${locale}/messages.po`)) as { messages: Messages }
  return catalog.messages
}

/**
 * Loads and activates a locale. Should its catalog fail to load, the regional fallbacks are tried
 * in order (fr-be → fr → en) so the page still has words.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  const candidates = [locale, ...(LINGUI_FALLBACKS[locale] ?? []), SOURCE_LOCALE]
  let messages: Messages | undefined
  let lastError: unknown
  for (const candidate of candidates) {
    try {
      messages = await loadCatalog(candidate)
      break
    } catch (error) {
      lastError = error
    }
  }
  if (!messages) throw lastError
  i18n.loadAndActivate({ locale, messages })
  currentLocale = locale
  document.documentElement.lang = toBcp47(locale)
}

export function getCurrentLocale(): Locale {
  return currentLocale
}
