import type { Locale } from '../../domain/locales'
import type { PublicConfig } from '../../domain/public-config'
import { detectLocale, localeFromPath, localizePath } from '../../domain/locale-routing'
import { readLocaleCookie } from './locale-cookie'

export type LocaleResolution =
  | { kind: 'locale'; locale: Locale }
  /** The address should carry another prefix (or none): go there. */
  | { kind: 'redirect'; to: string }
  /** The first segment is not a locale this strategy accepts: the page does not exist. */
  | { kind: 'not_found'; locale: Locale }

function detected(config: PublicConfig): Locale {
  return detectLocale({
    cookie: config.localeCookieDisabled ? null : readLocaleCookie(),
    languages: typeof navigator === 'undefined' ? [] : (navigator.languages ?? []),
    fallback: config.defaultLocale,
  })
}

/** The locale the address's first segment names, if the strategy accepts prefixes at all. */
const prefixOf = (pathname: string, strategy: PublicConfig['localeStrategy']) =>
  strategy === 'no_prefix' ? null : localeFromPath(pathname, 'prefix')

/**
 * Spec 1 §4: the locale comes from the address per the strategy; unprefixed addresses mean the default
 * locale (or, with no_prefix, the detected one: cookie, browser language, fallback).
 */
export function resolveLocale(
  pathname: string,
  search: string,
  hasPrefixParam: boolean,
  config: PublicConfig,
): LocaleResolution {
  const strategy = config.localeStrategy
  if (hasPrefixParam) {
    const fromPath = prefixOf(pathname, strategy)
    if (!fromPath)
      return { kind: 'not_found', locale: strategy === 'no_prefix' ? detected(config) : config.defaultLocale }
    const canonical = localizePath(pathname, fromPath, strategy)
    if (canonical !== pathname) return { kind: 'redirect', to: `${canonical}${search}` }
    return { kind: 'locale', locale: fromPath }
  }
  if (strategy === 'prefix')
    return { kind: 'redirect', to: `${localizePath(pathname, detected(config), strategy)}${search}` }
  if (strategy === 'no_prefix') return { kind: 'locale', locale: detected(config) }
  return { kind: 'locale', locale: config.defaultLocale }
}

/** The locale to activate before the first render (the router's loader settles the rest). */
export function initialLocale(config: PublicConfig): Locale {
  const { pathname } = window.location
  const resolution = resolveLocale(pathname, '', prefixOf(pathname, config.localeStrategy) !== null, config)
  return resolution.kind === 'redirect' ? config.defaultLocale : resolution.locale
}
