import { queryOptions } from '@tanstack/react-query'
import { arrayOf, expectShape, isNumber, isString, nullable, objectWith } from '../../../lib/answer-shape'
import { api } from '../../../lib/api-client'

export interface TopPlace {
  slug: string
  name: string
  country_code: string
  country: string | null
  camper_count: number
  cover: { url: string } | null
}

const topPlacesCheck = objectWith({
  results: arrayOf(
    objectWith({
      slug: isString,
      name: isString,
      country_code: isString,
      country: nullable(isString),
      camper_count: isNumber,
      cover: nullable(objectWith({ url: isString })),
    }),
  ),
})

export const TOP_DESTINATIONS = 8

/** GET /v4/geolocation/places/top/: the places with the most published campers, named in the reader's language. */
export async function listTopPlaces(lang: string): Promise<TopPlace[]> {
  const { data }: { data?: unknown } = await api.GET('/v4/geolocation/places/top/', {
    params: { query: { lang, limit: TOP_DESTINATIONS } },
  })
  return expectShape<{ results: TopPlace[] }>(data, topPlacesCheck, 'top places').results
}

export function topPlacesQueryOptions(lang: string) {
  return queryOptions({
    queryKey: ['home', 'top-places', lang] as const,
    queryFn: () => listTopPlaces(lang),
    staleTime: 10 * 60_000,
  })
}
