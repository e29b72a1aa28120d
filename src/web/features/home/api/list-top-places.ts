import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '../../../lib/api-client'

const topPlaceSchema = z.looseObject({
  slug: z.string(),
  name: z.string(),
  country_code: z.string(),
  country: z.nullable(z.string()),
  camper_count: z.number(),
  cover: z.nullable(z.object({ url: z.string() })),
})

export type TopPlace = z.infer<typeof topPlaceSchema>

export const TOP_DESTINATIONS = 8

/** GET /v4/geolocation/places/top/: the places with the most published campers, named in the reader's language. */
export async function listTopPlaces(lang: string): Promise<TopPlace[]> {
  const { data }: { data?: unknown } = await api.GET('/v4/geolocation/places/top/', { params: { query: { lang, limit: TOP_DESTINATIONS } } })
  return z.object({ results: z.array(topPlaceSchema) }).parse(data).results
}

export function topPlacesQueryOptions(lang: string) {
  return queryOptions({ queryKey: ['home', 'top-places', lang] as const, queryFn: () => listTopPlaces(lang), staleTime: 10 * 60_000 })
}
