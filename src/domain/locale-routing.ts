import { DEFAULT_LOCALE, LOCALES, isLocale, languageOf, toBcp47 } from './locales'
import type { Locale } from './locales'
import type { LocaleStrategy } from './public-config'

// Spec 1 §4: locale strategies, detection order and alternate links. Pure: the web app passes in
// the cookie, the browser languages and the location.

/** Spec 1 §9: the locale cookie, one year, site-wide. */
export const LOCALE_COOKIE = { name: 'i18n_redirected', days: 365, path: '/', sameSite: 'Lax' } as const

/** Country domains (www. ignored). Spec 1 §9: the English .com storefront is en-GB. */
export const DOMAIN_LOCALES: Readonly<Record<string, Locale>> = {
  'roam.fr': 'fr',
  'roam.de': 'de',
  'roam.at': 'de-at',
  'roam.ch': 'de-ch',
  'fr.roam.ch': 'fr-ch',
  'it.roam.ch': 'it-ch',
  'roam.be': 'nl-be',
  'fr.roam.be': 'fr-be',
  'roam.nl': 'nl',
  'roam.es': 'es',
  'roam.it': 'it',
  'roam.pt': 'pt-pt',
  'roam.ie': 'en-ie',
  'roam.co.uk': 'en-gb',
  'roam.com': 'en-gb',
  'roam.us': 'en-us',
  'roam.cat': 'ca',
}

export function localeFromHost(hostname: string): Locale | null {
  return DOMAIN_LOCALES[hostname.toLowerCase().replace(/^www\./, '')] ?? null
}

function splitPath(path: string): { pathname: string; rest: string } {
  const cut = path.search(/[?#]/)
  return cut < 0 ? { pathname: path, rest: '' } : { pathname: path.slice(0, cut), rest: path.slice(cut) }
}

function firstSegmentLocale(pathname: string): Locale | null {
  const segment = pathname.split('/')[1]?.toLowerCase()
  return isLocale(segment) ? segment : null
}

/**
 * The locale a path designates: its prefix, or the default locale for an unprefixed path under
 * prefix_except_default. null when the path says nothing (no_prefix, or a prefix is missing).
 */
export function localeFromPath(
  pathname: string,
  strategy: LocaleStrategy,
  defaultLocale: Locale = DEFAULT_LOCALE,
): Locale | null {
  if (strategy === 'no_prefix') return null
  const prefixed = firstSegmentLocale(splitPath(pathname).pathname)
  if (prefixed) return prefixed
  return strategy === 'prefix_except_default' ? defaultLocale : null
}

/** The path without its locale prefix: /fr-be/s?x=1 → /s?x=1, /fr → /. */
export function stripLocale(path: string): string {
  const { pathname, rest } = splitPath(path)
  const locale = firstSegmentLocale(pathname)
  if (!locale) return path
  const stripped = pathname.slice(locale.length + 1)
  return `${stripped === '' ? '/' : stripped}${rest}`
}

/** The path for `locale` under `strategy` (any existing prefix replaced; query and hash kept). */
export function localizePath(
  path: string,
  locale: Locale,
  strategy: LocaleStrategy,
  defaultLocale: Locale = DEFAULT_LOCALE,
): string {
  const bare = stripLocale(path)
  if (strategy === 'no_prefix' || (strategy === 'prefix_except_default' && locale === defaultLocale)) return bare
  const { pathname, rest } = splitPath(bare)
  return `/${locale}${pathname === '/' ? '' : pathname}${rest}`
}

/** The closest of the 17 locales to a browser language: de-AT → de-at, pt → pt-pt, fr-CA → fr. */
export function matchBrowserLanguage(tag: string): Locale | null {
  const lower = tag.toLowerCase().replace('_', '-')
  if (isLocale(lower)) return lower
  const language = lower.split('-')[0]!
  if (isLocale(language)) return language
  return LOCALES.find((locale) => languageOf(locale) === language) ?? null
}

/** Spec 1 §4 detection order: cookie, then browser languages in preference order, then the fallback. */
export function detectLocale(sources: {
  cookie?: string | null
  languages?: readonly string[]
  fallback?: Locale
}): Locale {
  if (isLocale(sources.cookie)) return sources.cookie
  for (const language of sources.languages ?? []) {
    const match = matchBrowserLanguage(language)
    if (match) return match
  }
  return sources.fallback ?? DEFAULT_LOCALE
}

export interface AlternateLink {
  hreflang: string
  href: string
}

/** hreflang alternates of a page for all 17 locales, plus x-default pointing at the default locale. */
export function alternateLinks(
  path: string,
  strategy: LocaleStrategy,
  origin: string,
  defaultLocale: Locale = DEFAULT_LOCALE,
): AlternateLink[] {
  const base = origin.replace(/\/$/, '')
  return [
    ...LOCALES.map((locale) => ({
      hreflang: toBcp47(locale),
      href: base + localizePath(path, locale, strategy, defaultLocale),
    })),
    { hreflang: 'x-default', href: base + localizePath(path, defaultLocale, strategy, defaultLocale) },
  ]
}
