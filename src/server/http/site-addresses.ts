import { alternateLinks, localizePath, stripLocale, type AlternateLink } from '../../domain/locale-routing'
import { LOCALES, type Locale } from '../../domain/locales'
import type { PublicConfig } from '../../domain/public-config'

type Routing = Pick<PublicConfig, 'localeStrategy' | 'defaultLocale'>

/**
 * A page's address without its locale prefix, as the app's router reads it. Under no_prefix a first segment is never
 * a locale: /fr/s is then an unknown address (src/web/lib/locale-resolution.ts).
 */
export const bareAddress = (pathname: string, routing: Routing) =>
  routing.localeStrategy === 'no_prefix' ? pathname : stripLocale(pathname)

/** The locales whose pages have addresses of their own (one, the default, under no_prefix). */
export const addressedLocales = (routing: Routing): readonly Locale[] =>
  routing.localeStrategy === 'no_prefix' ? [routing.defaultLocale] : LOCALES

/** The absolute address of a page (`bare`, without prefix) in a locale, under the site's locale strategy. */
export const localeUrl = (origin: string, bare: string, locale: Locale, routing: Routing) =>
  `${origin.replace(/\/$/, '')}${localizePath(bare, locale, routing.localeStrategy, routing.defaultLocale)}`

/** The page in every locale, with x-default; none under no_prefix, where one address serves every language. */
export const localeAlternates = (origin: string, bare: string, routing: Routing): AlternateLink[] =>
  routing.localeStrategy === 'no_prefix'
    ? []
    : alternateLinks(bare, routing.localeStrategy, origin, routing.defaultLocale)
