import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
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
  final_booking_price: z.string().nullable(),
  original_booking_price: z.string().nullable(),
  nb_days: z.number().nullable(),
  hour_from: z.number().nullable(),
  hour_to: z.number().nullable(),
  instant_booking: z.boolean(),
  pets_allowed: z.boolean().nullable(),
  photos: z.array(z.object({ url: z.string(), position: z.number() })),
  owner: z.object({ id: z.number(), first_name: z.string(), profile_picture: z.object({ url: z.string().nullable() }), is_pro: z.boolean() }),
  review_average: z.number().nullable(),
  review_count: z.number(),
  location: z.object({ city: z.string(), country_code: z.string(), latitude: z.number(), longitude: z.number() }),
  distance_km: z.number().nullable(),
})

export const searchProductsSchema = z.object({
  count: z.number(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
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
