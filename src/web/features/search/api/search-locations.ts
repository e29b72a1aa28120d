import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '../../../lib/api-client'

/** GET /3/search_locations/: the place autocomplete. */
export const searchLocationSchema = z.looseObject({
  slug: z.string(),
  name: z.string(),
  place_type: z.string(),
  country_code: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  label: z.string(),
})

const searchLocationsSchema = z.object({ results: z.array(searchLocationSchema) })

export type SearchLocation = z.infer<typeof searchLocationSchema>

export async function searchLocations(q: string, lang: string): Promise<SearchLocation[]> {
  const { data }: { data?: unknown } = await api.GET('/3/search_locations/', { params: { query: { q, lang } } })
  return searchLocationsSchema.parse(data).results
}

export function searchLocationsQueryOptions(q: string, lang: string) {
  return queryOptions({
    queryKey: ['search', 'locations', q, lang] as const,
    queryFn: () => searchLocations(q, lang),
    enabled: q.trim().length >= 2,
    staleTime: 5 * 60_000,
  })
}
