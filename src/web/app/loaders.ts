import { redirect, replace, type LoaderFunctionArgs } from 'react-router'
import type { Locale } from '../../domain/locales'
import type { LocaleStrategy } from '../../domain/public-config'
import { activateLocale, loadCatalogPart } from '../lib/i18n'
import { writeLocaleCookie } from '../lib/locale-cookie'
import { routingQueryOptions } from '../api/get-routing'
import { resolveLocale } from '../lib/locale-resolution'
import type { LoaderDeps } from '../lib/route-loader'

export interface LocaleLoaderData {
  locale: Locale
  strategy: LocaleStrategy
  notFound: boolean
}

/** Pages of the signed-in area speak from the dashboard catalogue: their routes load it beside their own loader. */
export function withDashboardCatalog<T>(loader?: (args: LoaderFunctionArgs) => T | Promise<T>) {
  return async (args: LoaderFunctionArgs): Promise<T | null> => {
    const [, loaded] = await Promise.all([loadCatalogPart('dashboard'), loader ? loader(args) : null])
    return loaded
  }
}

/** Root of every page: settles the locale from the address, activates it, loads the routing links. */
export function localeLoader({ queryClient, config }: LoaderDeps) {
  return async ({ request, params }: LoaderFunctionArgs): Promise<LocaleLoaderData> => {
    const url = new URL(request.url)
    const resolution = resolveLocale(url.pathname, url.search, params.locale !== undefined, config)
    if (resolution.kind === 'redirect') throw redirect(resolution.to)
    const { locale } = resolution
    await activateLocale(locale)
    if (resolution.kind === 'locale' && params.locale !== undefined && !config.localeCookieDisabled)
      writeLocaleCookie(locale)
    // An invalid routing referential gives the error page (spec 1 §7).
    await queryClient.ensureQueryData(routingQueryOptions(locale))
    return { locale, strategy: config.localeStrategy, notFound: resolution.kind === 'not_found' }
  }
}

/**
 * The spec's redirecting addresses (/privacy, /confidentiality, /travelers): the same locale prefix and
 * query, replacing the history entry.
 */
export function redirectLoader(target: string) {
  return ({ request, params }: LoaderFunctionArgs) => {
    const prefix = params.locale === undefined ? '' : `/${params.locale}`
    throw replace(`${prefix}${target}${new URL(request.url).search}`)
  }
}
