import { queryOptions } from '@tanstack/react-query'
import { arrayOf, expectShape, isNumber, isString, objectWith } from '../lib/answer-shape'
import { api } from '../lib/api-client'

/** GET /3/search_locations/: the place autocomplete, for the search box and the onboarding's town. */
export interface SearchLocation {
  slug: string
  name: string
  place_type: string
  country_code: string
  latitude: number
  longitude: number
  label: string
}

const searchLocationsCheck = objectWith({
  results: arrayOf(
    objectWith({
      slug: isString,
      name: isString,
      place_type: isString,
      country_code: isString,
      latitude: isNumber,
      longitude: isNumber,
      label: isString,
    }),
  ),
})

export async function searchLocations(q: string, lang: string): Promise<SearchLocation[]> {
  const { data }: { data?: unknown } = await api.GET('/3/search_locations/', { params: { query: { q, lang } } })
  return expectShape<{ results: SearchLocation[] }>(data, searchLocationsCheck, 'search locations').results
}

export function searchLocationsQueryOptions(q: string, lang: string) {
  return queryOptions({
    queryKey: ['search', 'locations', q, lang] as const,
    queryFn: () => searchLocations(q, lang),
    enabled: q.trim().length >= 2,
    staleTime: 5 * 60_000,
  })
}
