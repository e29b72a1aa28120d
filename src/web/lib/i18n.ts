import { i18n } from '@lingui/core'
import type { Messages } from '@lingui/core'
import { DEFAULT_LOCALE, LINGUI_FALLBACKS, SOURCE_LOCALE, toBcp47 } from '../../domain/locales'
import type { Locale } from '../../domain/locales'

/**
 * The catalogue is split so that public pages do not download the words of the signed-in area:
 * `messages` holds the site's own, `dashboard` those of the dashboard, funnel, review forms and staff pages
 * (lingui.config.ts says which folders go where).
 */
export type CatalogPart = 'messages' | 'dashboard'

let currentLocale: Locale = DEFAULT_LOCALE
const wantedParts = new Set<CatalogPart>(['messages'])
// Activations and part loads run one after the other, so a part never lands in a locale being replaced.
let settled: Promise<void> = Promise.resolve()

/** The Lingui vite plugin compiles the .po on import, already filled from the fallback locales. */
async function loadCatalog(locale: string, part: CatalogPart): Promise<Messages> {
  const catalog = (await import(`../../../locales/${locale}/${part}.po`)) as { messages: Messages }
  return catalog.messages
}

/** Should a catalog fail to load, the regional fallbacks are tried in order (fr-be → fr → en) so the page still has words. */
async function loadWithFallbacks(locale: Locale, part: CatalogPart): Promise<Messages> {
  const candidates = [locale, ...(LINGUI_FALLBACKS[locale] ?? []), SOURCE_LOCALE]
  let lastError: unknown
  for (const candidate of candidates) {
    try {
      return await loadCatalog(candidate, part)
    } catch (error) {
      lastError = error
    }
  }
  throw lastError
}

function enqueue(task: () => Promise<void>): Promise<void> {
  const run = settled.then(task)
  settled = run.catch(() => undefined)
  return run
}

/** Loads and activates a locale with every catalogue part the visit has needed so far. */
export function activateLocale(locale: Locale): Promise<void> {
  return enqueue(async () => {
    const parts = await Promise.all([...wantedParts].map((part) => loadWithFallbacks(locale, part)))
    i18n.loadAndActivate({ locale, messages: Object.assign({}, ...parts) as Messages })
    currentLocale = locale
    document.documentElement.lang = toBcp47(locale)
  })
}

/** Adds a catalogue part to the active locale (and to any locale activated later); resolves once its words are in. */
export function loadCatalogPart(part: CatalogPart): Promise<void> {
  if (wantedParts.has(part)) return settled
  wantedParts.add(part)
  return enqueue(async () => {
    try {
      i18n.load(currentLocale, await loadWithFallbacks(currentLocale, part))
    } catch (error) {
      wantedParts.delete(part)
      throw error
    }
  })
}

export function getCurrentLocale(): Locale {
  return currentLocale
}
