import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { DisplayCurrency } from '../../../../domain/currencies'
import { SEARCH_PAGE_SIZE, type SearchQuery } from '../../../../domain/search-query'
import { arrayOf, expectShape, isBoolean, isNumber, isString, nullable, objectWith } from '../../../lib/answer-shape'
import { api } from '../../../lib/api-client'

/** GET /3/products/: one camper in the search results. */
export interface CamperSearchItem {
  id: number
  title: string
  vehicle_type: number
  seats: number
  beds: number
  price_per_day: string
  /** The currency of the figures: the one asked, or the owner's when no rate converts it. */
  currency: string
  /** The owner's: a booking is charged in it. */
  currency_owner: string
  final_booking_price: string | null
  original_booking_price: string | null
  nb_days: number | null
  hour_from: number | null
  hour_to: number | null
  instant_booking: boolean
  pets_allowed: boolean | null
  photos: { url: string; position: number }[]
  owner: { id: number; first_name: string; profile_picture: { url: string | null }; is_pro: boolean }
  review_average: number | null
  review_count: number
  location: { city: string; country_code: string; latitude: number; longitude: number }
  distance_km: number | null
}

export interface SearchProductsResponse {
  count: number
  next: string | null
  previous: string | null
  results: CamperSearchItem[]
}

const camperSearchItemCheck = objectWith({
  id: isNumber,
  title: isString,
  vehicle_type: isNumber,
  seats: isNumber,
  beds: isNumber,
  price_per_day: isString,
  currency: isString,
  currency_owner: isString,
  final_booking_price: nullable(isString),
  original_booking_price: nullable(isString),
  nb_days: nullable(isNumber),
  hour_from: nullable(isNumber),
  hour_to: nullable(isNumber),
  instant_booking: isBoolean,
  pets_allowed: nullable(isBoolean),
  photos: arrayOf(objectWith({ url: isString, position: isNumber })),
  owner: objectWith({
    id: isNumber,
    first_name: isString,
    profile_picture: objectWith({ url: nullable(isString) }),
    is_pro: isBoolean,
  }),
  review_average: nullable(isNumber),
  review_count: isNumber,
  location: objectWith({ city: isString, country_code: isString, latitude: isNumber, longitude: isNumber }),
  distance_km: nullable(isNumber),
})

const searchProductsCheck = objectWith({
  count: isNumber,
  next: nullable(isString),
  previous: nullable(isString),
  results: arrayOf(camperSearchItemCheck),
})

/** The API query of a sanitised search in a currency: unknown parameters stay in the address, not in the call. */
export function toProductsQuery(
  query: SearchQuery,
  currency: DisplayCurrency,
): Record<string, string | number | boolean | number[]> {
  const { extra: _extra, ...known } = query
  const entries = Object.entries({ ...known, page_size: query.page_size ?? SEARCH_PAGE_SIZE, currency }).filter(
    ([, value]) => value !== undefined,
  )
  return Object.fromEntries(entries) as Record<string, string | number | boolean | number[]>
}

export async function searchProducts(query: SearchQuery, currency: DisplayCurrency): Promise<SearchProductsResponse> {
  const { data }: { data?: unknown } = await api.GET('/3/products/', {
    params: { query: toProductsQuery(query, currency) },
  })
  return expectShape<SearchProductsResponse>(data, searchProductsCheck, 'search')
}

/** The results of a search, their prices in `currency` (useDisplayCurrency in pages, displayCurrencyOf in loaders). */
export function searchProductsQueryOptions(query: SearchQuery, currency: DisplayCurrency) {
  return queryOptions({
    queryKey: ['search', 'products', toProductsQuery(query, currency)] as const,
    queryFn: () => searchProducts(query, currency),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  })
}
