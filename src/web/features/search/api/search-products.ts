import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { SEARCH_PAGE_SIZE, type SearchQuery } from '../../../../domain/search-query'
import { api } from '../../../lib/api-client'

/** GET /3/products/: one camper in the search results. */
export const camperSearchItemSchema = z.looseObject({
  id: z.number(),
  title: z.string(),
  vehicle_type: z.number(),
  seats: z.number(),
  beds: z.number(),
  price_per_day: z.string(),
  currency: z.string(),
  final_booking_price: z.nullable(z.string()),
  original_booking_price: z.nullable(z.string()),
  nb_days: z.nullable(z.number()),
  hour_from: z.nullable(z.number()),
  hour_to: z.nullable(z.number()),
  instant_booking: z.boolean(),
  pets_allowed: z.nullable(z.boolean()),
  photos: z.array(z.object({ url: z.string(), position: z.number() })),
  owner: z.object({ id: z.number(), first_name: z.string(), profile_picture: z.object({ url: z.nullable(z.string()) }), is_pro: z.boolean() }),
  review_average: z.nullable(z.number()),
  review_count: z.number(),
  location: z.object({ city: z.string(), country_code: z.string(), latitude: z.number(), longitude: z.number() }),
  distance_km: z.nullable(z.number()),
})

export const searchProductsSchema = z.object({
  count: z.number(),
  next: z.nullable(z.string()),
  previous: z.nullable(z.string()),
  results: z.array(camperSearchItemSchema),
})

export type CamperSearchItem = z.infer<typeof camperSearchItemSchema>
export type SearchProductsResponse = z.infer<typeof searchProductsSchema>

/** The API query of a sanitised search: unknown parameters stay in the address, not in the call. */
export function toProductsQuery(query: SearchQuery): Record<string, string | number | boolean | number[]> {
  const { extra: _extra, ...known } = query
  const entries = Object.entries({ ...known, page_size: query.page_size ?? SEARCH_PAGE_SIZE }).filter(([, value]) => value !== undefined)
  return Object.fromEntries(entries) as Record<string, string | number | boolean | number[]>
}

export async function searchProducts(query: SearchQuery): Promise<SearchProductsResponse> {
  const { data }: { data?: unknown } = await api.GET('/3/products/', { params: { query: toProductsQuery(query) } })
  return searchProductsSchema.parse(data)
}

export function searchProductsQueryOptions(query: SearchQuery) {
  return queryOptions({
    queryKey: ['search', 'products', toProductsQuery(query)] as const,
    queryFn: () => searchProducts(query),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  })
}
