import { DEFAULT_LOCALE, isLocale, LINGUI_FALLBACKS, type Locale } from '../../domain/locales'

/** A language tag from a query or header → one of our locales: en-GB → en-gb, pt → pt-pt, de-LU → de. */
export function matchLocale(tag: string): Locale | null {
  const lower = tag.trim().toLowerCase().replace('_', '-')
  if (isLocale(lower)) return lower
  const language = lower.split('-')[0] ?? ''
  if (language === 'pt') return 'pt-pt'
  return isLocale(language) ? language : null
}

/** `?lang=` wins, then Accept-Language by quality, then the default locale (spec 1 §9: en-US). */
export function requestLocale(lang: string | undefined, acceptLanguage: string | undefined): Locale {
  const fromQuery = lang ? matchLocale(lang) : null
  if (fromQuery) return fromQuery
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim())
      const quality = params.find((param) => param.startsWith('q='))
      return { tag, q: quality ? Number(quality.slice(2)) || 0 : 1 }
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q)
  for (const { tag } of ranked) {
    const match = matchLocale(tag)
    if (match) return match
  }
  return DEFAULT_LOCALE
}

/** The entry of `table` for `locale`, falling back like the web app's catalogs: fr-be → fr → en. */
export function localized<T>(table: Partial<Record<string, T>>, locale: Locale): T {
  for (const candidate of [locale, ...(LINGUI_FALLBACKS[locale] ?? []), 'en']) {
    const entry = table[candidate]
    if (entry !== undefined) return entry
  }
  throw new Error(`No English entry to fall back to for ${locale}`)
}
