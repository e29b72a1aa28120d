import { data, redirect, replace, type LoaderFunctionArgs } from 'react-router'
import type { Locale } from '../../domain/locales'
import type { ContentPageId } from '../../domain/content-pages'
import type { LocaleStrategy } from '../../domain/public-config'
import { localizePath } from '../../domain/locale-routing'
import { safeNextPath } from '../../domain/safe-redirect'
import { sanitizeSearchQuery, searchQueryToParams } from '../../domain/search-query'
import { placeFailureOutcome } from '../../domain/place-rules'
import { tabOpen } from '../../domain/listing-progress'
import { readCommunityPage } from '../../domain/community-rules'
import { parseReviewStep, REVIEW_FORM_STEPS, reviewFormId, type ReviewSide } from '../../domain/review-rules'
import { categorySearchFilters, parseCategory } from '../../domain/category-rules'
import {
  defaultOwnerMetaState,
  effectiveStateFilter,
  ownerBookingListSearch,
  parseOwnerBookingListQuery,
} from '../../domain/owner-booking-list-query'
import { ApiClientError } from '../lib/api-client'
import { activateLocale, loadCatalogPart } from '../lib/i18n'
import { isLoggedIn, storeTokens } from '../lib/auth-tokens'
import { writeLocaleCookie } from '../lib/locale-cookie'
import { meQueryOptions } from '../api/get-me'
import { moneyboxesQueryOptions } from '../features/account/api/list-moneyboxes'
import { routingQueryOptions } from '../api/get-routing'
import { helpQuery } from '../../domain/help-topics'
import type { CommunityReviewsKind } from '../features/community/api/list-community-reviews'
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

/** /d/account/rental-credits: only for a user with rental credits; everyone else goes back to the account (spec 1 §2). */
export function rentalCreditsLoader({ queryClient, config }: LoaderDeps) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    // Signed out: the dashboard's own loader sends the visitor to sign in.
    if (!isLoggedIn()) return null
    const credits = await queryClient.ensureQueryData(moneyboxesQueryOptions())
    if (credits.length === 0)
      throw replace(localizePath(paths.account.href(), localeOf(request, config, params), config.localeStrategy))
    return null
  }
}

/** /d/account/documents-guest/{id_doc}: a covid proof whose emergency warning was never shown opens on the warning first. */
export function emergencyWarningLoader({ queryClient, config }: LoaderDeps) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    const id = Number(params.idDoc)
    // Signed out: the dashboard's own loader sends the visitor to sign in; a bad id is the document page's to report.
    if (!isLoggedIn() || !Number.isInteger(id) || id < 1) return null
    const { documentQueryOptions } = await import('../features/documents/api/get-document')
    const document = await queryClient.ensureQueryData(documentQueryOptions(id)).catch(() => null)
    if (document?.document_type === 'covid_proof' && !document.emergency_warning_seen) {
      throw replace(
        localizePath(paths.documentEmergency.href(id), localeOf(request, config, params), config.localeStrategy),
      )
    }
    return null
  }
}

/** /login: hands over to the configured sign-in address with next; none configured is an error. */
export function loginLoader({ config }: LoaderDeps) {
  return ({ request, params }: LoaderFunctionArgs) => {
    if (!config.signInUrl) throw data({ reason: 'no_sign_in_url' }, { status: 500 })
    const url = new URL(request.url)
    const next = safeNextPath(url.searchParams.get('next'))
    if (/^https?:\/\//.test(config.signInUrl)) {
      const target = new URL(config.signInUrl)
      target.searchParams.set('next', next)
      window.location.replace(target.toString())
      return null
    }
    const locale = localeOf(request, config, params)
    const [signInPath = '/', signInQuery = ''] = config.signInUrl.split('?')
    const query = new URLSearchParams(signInQuery)
    query.set('next', next)
    throw redirect(`${localizePath(signInPath, locale, config.localeStrategy)}?${query}`)
  }
}

/** /auth/success: an external sign-in comes back here, possibly carrying the tokens, then goes to next. */
export function authSuccessLoader({ queryClient }: LoaderDeps) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url)
    const accessToken = url.searchParams.get('access_token')
    const refreshToken = url.searchParams.get('refresh_token')
    if (accessToken && refreshToken) {
      storeTokens({
        access_token: accessToken,
        refresh_token: refreshToken,
        expires_in: Number(url.searchParams.get('expires_in')) || 3600,
      })
      await queryClient.invalidateQueries()
    }
    throw redirect(safeNextPath(url.searchParams.get('next')))
  }
}

/** The status of a failed call, whatever threw it. */
function statusOf(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'apiError' in error) {
    const apiError = (error as { apiError?: { status?: number } }).apiError
    return apiError?.status
  }
  return undefined
}

/**
 * /campers/:id: loads the camper before the page shows. Spec 1 §8: not_found (404), deleted (410) and
 * id_not_a_number (404) all give the 404 page; none of them goes to error reporting.
 */
export function camperLoader({ queryClient }: LoaderDeps) {
  return async ({ params }: LoaderFunctionArgs) => {
    const id = params.id ?? ''
    if (!/^\d+$/.test(id)) throw data({ fingerprint: 'id_not_a_number' }, { status: 404 })
    // The page's API modules (and their validators) load with the page, not in the entry chunk.
    const { camperQueryOptions } = await import('../features/listing/api/get-camper')
    try {
      await queryClient.ensureQueryData(camperQueryOptions(id))
    } catch (error) {
      const status = statusOf(error)
      if (status === 404 || status === 410)
        throw data({ fingerprint: status === 410 ? 'deleted' : 'not_found' }, { status: 404 })
      throw error
    }
    return null
  }
}

/**
 * /s: the address is the search. A query the sanitiser fixes (spec 1 §2) is replaced by the corrected
 * address without a history entry; a clean one starts loading the results (the page shows skeletons).
 */
export function searchLoader({ queryClient }: LoaderDeps) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url)
    const { query, changed } = sanitizeSearchQuery(url.searchParams, new Date())
    if (changed) {
      const search = searchQueryToParams(query).toString()
      throw replace(`${url.pathname}${search ? `?${search}` : ''}`)
    }
    const { searchProductsQueryOptions } = await import('../features/search/api/search-products')
    void queryClient.prefetchQuery(searchProductsQueryOptions(query))
    return null
  }
}

/**
 * /campervan-hire/{slug} (spec 1 §2): loads the place; a 406 carrying the right slug redirects there,
 * any other failure (unknown slug, invalid_place, network) gives the 404 page.
 */
export function placeLoader({ queryClient, config }: LoaderDeps) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    const slug = params.slug ?? ''
    const { placeQueryOptions } = await import('../features/search/api/get-place')
    try {
      await queryClient.ensureQueryData(placeQueryOptions(slug))
      return null
    } catch (error) {
      const apiError = error instanceof ApiClientError ? error.apiError : undefined
      const outcome = placeFailureOutcome(apiError?.status ?? undefined, apiError?.body)
      if (outcome.kind === 'redirect' && outcome.slug !== slug) {
        throw redirect(
          localizePath(paths.place.href(outcome.slug), localeOf(request, config, params), config.localeStrategy),
        )
      }
      throw data({ reason: 'invalid_place' }, { status: 404 })
    }
  }
}

/** A content page (spec 1 §2): its text for the reader's locale is loaded before the page shows. */
export function contentLoader({ queryClient, config }: LoaderDeps, page: ContentPageId) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    const { contentPageQueryOptions } = await import('../features/content/api/get-content-page')
    await queryClient.ensureQueryData(contentPageQueryOptions(page, localeOf(request, config, params)))
    return { page }
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

/**
 * /f/trip/{id}/{step} (guest) and /f/booking/{id}/{step} (owner): signed in only; a non-numeric id goes to the
 * reviews page, a missing or unknown step to the form's first step (spec 1 §2, §5).
 */
export function reviewFormLoader({ config }: LoaderDeps, side: ReviewSide) {
  return ({ request, params }: LoaderFunctionArgs) => {
    if (!isLoggedIn()) throw loginRedirect(request, config, params)
    const prefix = params.locale === undefined ? '' : `/${params.locale}`
    const id = reviewFormId(params.id)
    if (id === null) throw replace(`${prefix}${paths.reviews.href()}`)
    if (parseReviewStep(side, params.step) === null) {
      const form = side === 'guest' ? paths.reviewTrip : paths.reviewBooking
      throw replace(`${prefix}${form.href(id, REVIEW_FORM_STEPS[side][0])}`)
    }
    return null
  }
}

/** /f/campers/{id}/...: reviews of a camper live on its listing. */
export function camperReviewsRedirectLoader() {
  return ({ params }: LoaderFunctionArgs) => {
    const prefix = params.locale === undefined ? '' : `/${params.locale}`
    throw replace(`${prefix}${paths.listing.href(params.id ?? '')}`)
  }
}

/** /community/all-reviews and /community/pictures-wall: an empty or invalid page goes to page 1 (spec 1 §2). */
export function communityLoader({ queryClient }: LoaderDeps, kind: CommunityReviewsKind) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url)
    const { page, redirectTo } = readCommunityPage(url.searchParams)
    if (redirectTo !== null) throw replace(`${url.pathname}${redirectTo}`)
    const { communityReviewsQueryOptions } = await import('../features/community/api/list-community-reviews')
    void queryClient.prefetchQuery(communityReviewsQueryOptions(kind, page))
    return null
  }
}

/** /camper-type/{slug}[/{seats}-seats]: another slug or seat count is the 404 page. */
export function categoryLoader({ queryClient }: LoaderDeps) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    const category = parseCategory(params.slug, params.seats)
    if (!category) throw data({ reason: 'unknown_category' }, { status: 404 })
    const { searchProductsQueryOptions } = await import('../features/search/api/search-products')
    const { query } = sanitizeSearchQuery(new URL(request.url).searchParams, new Date())
    void queryClient.prefetchQuery(searchProductsQueryOptions({ ...categorySearchFilters(category), page: query.page }))
    return null
  }
}

/** The help pages: the address is the search (?q=) and the filter (?topic=); start loading that answer. */
export function faqLoader({ queryClient, config }: LoaderDeps) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    const url = new URL(request.url)
    const { faqQueryOptions } = await import('../features/help/api/get-faq')
    void queryClient.prefetchQuery(faqQueryOptions(localeOf(request, config, params), helpQuery(url.searchParams)))
    return null
  }
}
