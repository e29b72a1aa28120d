import { data, redirect, replace, type LoaderFunctionArgs } from 'react-router'
import type { Locale } from '../../domain/locales'
import type { LocaleStrategy } from '../../domain/public-config'
import { localizePath } from '../../domain/locale-routing'
import { tabOpen } from '../../domain/listing-progress'
import {
  defaultOwnerMetaState,
  effectiveStateFilter,
  ownerBookingListSearch,
  parseOwnerBookingListQuery,
} from '../../domain/owner-booking-list-query'
import { ApiClientError } from '../lib/api-client-error'
import { activateLocale, loadCatalogPart } from '../lib/i18n'
import { isLoggedIn } from '../lib/auth-tokens'
import { writeLocaleCookie } from '../lib/locale-cookie'
import { meQueryOptions } from '../api/get-me'
import { routingQueryOptions } from '../api/get-routing'
import { resolveLocale } from '../lib/locale-resolution'
import { paths } from '../lib/paths'
import { localeOf, loginRedirect, type LoaderDeps } from '../lib/route-loader'

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

/** /d/* needs a signed-in user (spec 1 §2 Dashboard). */
export function requireAuthLoader({ config }: LoaderDeps) {
  return ({ request, params }: LoaderFunctionArgs) => {
    if (!isLoggedIn()) throw loginRedirect(request, config, params)
    return null
  }
}

/** /login/log-as is for staff only; others get a 403 error page. */
export function requireStaffLoader({ queryClient, config }: LoaderDeps) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    if (!isLoggedIn()) throw loginRedirect(request, config, params)
    const me = await queryClient.ensureQueryData(meQueryOptions())
    if (!me.is_staff) throw data({ fingerprint: 'not_staff' }, { status: 403 })
    return null
  }
}

/** Spec 2 §2 and §6: the owner area is for owners; anyone else is sent to their trips. */
async function requireOwner({ queryClient, config }: LoaderDeps, { request, params }: LoaderFunctionArgs) {
  // Child loaders run alongside the dashboard's: each checks the sign-in itself.
  if (!isLoggedIn()) throw loginRedirect(request, config, params)
  const me = await queryClient.ensureQueryData(meQueryOptions())
  if (!me.is_owner)
    throw redirect(localizePath(paths.trips.href(), localeOf(request, config, params), config.localeStrategy))
}

/** /d/bookings/{id}: owners only. */
export function requireOwnerLoader(deps: LoaderDeps) {
  return async (args: LoaderFunctionArgs) => {
    await requireOwner(deps, args)
    return null
  }
}

/**
 * /d/campers/{id}/calendar (spec 2 §2): a camper that is not publishable is forced to its main page. A camper that
 * cannot be read is left to the page, which says so.
 */
export function publishableCamperLoader(deps: LoaderDeps) {
  return async (args: LoaderFunctionArgs) => {
    await requireOwner(deps, args)
    const id = Number(args.params.id)
    const { camperProgressQueryOptions } = await import('../features/owner-campers/api/get-camper-progress')
    const progress = await deps.queryClient.fetchQuery(camperProgressQueryOptions(id)).catch((error: unknown) => {
      if (error instanceof ApiClientError) return null
      throw error
    })
    if (progress && !tabOpen('calendar', progress.publishable)) {
      throw redirect(
        localizePath(
          paths.ownerCamper.href(id),
          localeOf(args.request, deps.config, args.params),
          deps.config.localeStrategy,
        ),
      )
    }
    return null
  }
}

/**
 * /d/bookings: owners only. Without a meta state the list opens on the first non-empty of TO_DO, WAITING, CONFIRMED
 * (replacing the address); otherwise the page starts loading with the ARCHIVED default (TO_COME) applied.
 */
export function ownerBookingsLoader(deps: LoaderDeps) {
  return async (args: LoaderFunctionArgs) => {
    await requireOwner(deps, args)
    const url = new URL(args.request.url)
    const query = parseOwnerBookingListQuery(url.searchParams)
    const [{ ownerBookingOptionsQueryOptions }, { ownerBookingsQueryOptions }] = await Promise.all([
      import('../features/owner-bookings/api/get-owner-booking-options'),
      import('../features/owner-bookings/api/list-owner-bookings'),
    ])
    if (query.metaState === null) {
      const options = await deps.queryClient.ensureQueryData(ownerBookingOptionsQueryOptions())
      const search = new URLSearchParams(
        Object.entries(
          ownerBookingListSearch({ ...query, metaState: defaultOwnerMetaState(options.meta_states) }),
        ).filter((entry): entry is [string, string] => entry[1] !== undefined),
      )
      throw replace(`${url.pathname}?${search}`)
    }
    void deps.queryClient.prefetchQuery(
      ownerBookingsQueryOptions({ ...query, metaState: query.metaState, state: effectiveStateFilter(query) }),
    )
    return null
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
