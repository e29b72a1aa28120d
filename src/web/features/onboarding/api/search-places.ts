import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** GET /3/search_locations/: the place autocomplete the search box also uses, for the vehicle's town. */
export async function searchPlaces(q: string, lang: string) {
  const { data } = await api.GET('/3/search_locations/', { params: { query: { q, lang } } })
  return data!.results
}

export function searchPlacesQueryOptions(q: string, lang: string) {
  return queryOptions({
    queryKey: ['onboarding', 'places', q, lang] as const,
    queryFn: () => searchPlaces(q, lang),
    enabled: q.trim().length >= 2,
    staleTime: 5 * 60_000,
  })
}
