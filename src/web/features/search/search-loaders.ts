import { data, redirect, replace, type LoaderFunctionArgs } from 'react-router'
import { localizePath } from '../../../domain/locale-routing'
import { sanitizeSearchQuery, searchQueryToParams } from '../../../domain/search-query'
import { placeFailureOutcome } from '../../../domain/place-rules'
import { categorySearchFilters, parseCategory } from '../../../domain/category-rules'
import { ApiClientError } from '../../lib/api-client-error'
import { paths } from '../../lib/paths'
import { localeOf, type LoaderDeps } from '../../lib/route-loader'
import { displayCurrencyOf } from '../../lib/display-currency'

/**
 * /s: the address is the search. A query the sanitiser fixes (spec 1 §2) is replaced by the corrected
 * address without a history entry; a clean one starts loading the results (the page shows skeletons).
 */
export function searchLoader({ queryClient, config }: LoaderDeps) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    const url = new URL(request.url)
    const { query, changed } = sanitizeSearchQuery(url.searchParams, new Date())
    if (changed) {
      const search = searchQueryToParams(query).toString()
      throw replace(`${url.pathname}${search ? `?${search}` : ''}`)
    }
    const { searchProductsQueryOptions } = await import('./api/search-products')
    const currency = displayCurrencyOf(localeOf(request, config, params))
    void queryClient.prefetchQuery(searchProductsQueryOptions(query, currency))
    // The Where field shows the place's name, not its slug: asked for now, without holding the address back.
    const place = query.place
    if (place !== undefined)
      void import('./api/get-place').then(({ placeQueryOptions }) =>
        queryClient.prefetchQuery(placeQueryOptions(place)),
      )
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
    const { placeQueryOptions } = await import('./api/get-place')
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

/** /camper-type/{slug}[/{seats}-seats]: another slug or seat count is the 404 page. */
export function categoryLoader({ queryClient, config }: LoaderDeps) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    const category = parseCategory(params.slug, params.seats)
    if (!category) throw data({ reason: 'unknown_category' }, { status: 404 })
    const { searchProductsQueryOptions } = await import('./api/search-products')
    const { query } = sanitizeSearchQuery(new URL(request.url).searchParams, new Date())
    const currency = displayCurrencyOf(localeOf(request, config, params))
    void queryClient.prefetchQuery(
      searchProductsQueryOptions({ ...categorySearchFilters(category), page: query.page }, currency),
    )
    return null
  }
}
