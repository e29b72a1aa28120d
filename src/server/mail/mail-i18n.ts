import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { setupI18n, type I18n } from '@lingui/core'
import { formatter } from '@lingui/format-po'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { DEFAULT_LOCALE, isLocale, LINGUI_FALLBACKS, SOURCE_LOCALE, toBcp47, type Locale } from '../../domain/locales'

const LOCALES_DIRECTORY = fileURLToPath(new URL('../../../locales', import.meta.url))
const po = formatter()

/** The `emails` catalogue of one locale (lingui.config.ts): message id → its text there, untranslated ones left out. */
async function readCatalog(locale: string): Promise<Map<string, string>> {
  const path = `${LOCALES_DIRECTORY}/${locale}/emails.po`
  if (!existsSync(path)) return new Map()
  const catalog = await po.parse(readFileSync(path, 'utf8'), { locale, sourceLocale: SOURCE_LOCALE, filename: path })
  return new Map(
    Object.entries(catalog ?? {})
      .filter(([, entry]) => !entry.obsolete && entry.translation)
      .map(([id, entry]) => [id, entry.translation as string]),
  )
}

const cache = new Map<Locale, Promise<I18n>>()

async function load(locale: Locale): Promise<I18n> {
  // Regional locales fall back as the web app's do (fr-be → fr → en); the source text is the last resort.
  const chain = [...new Set([locale, ...(LINGUI_FALLBACKS[locale] ?? []), SOURCE_LOCALE])]
  const messages: Record<string, ReturnType<typeof compileMessage>> = {}
  for (const candidate of chain.reverse()) {
    for (const [id, text] of await readCatalog(candidate)) messages[id] = compileMessage(text)
  }
  const tag = toBcp47(locale)
  return setupI18n({ locale: tag, messages: { [tag]: messages } })
}

/**
 * Lingui for emails, in the recipient's language: the server reads the `.po` files itself (the web app's are
 * compiled by its bundler, which the server does not use). Loaded once per locale.
 */
export function mailI18n(locale: string): Promise<I18n> {
  const known = isLocale(locale) ? locale : DEFAULT_LOCALE
  let loading = cache.get(known)
  if (!loading) {
    loading = load(known)
    cache.set(known, loading)
  }
  return loading
}
