import { queryOptions } from '@tanstack/react-query'
import { arrayOf, expectShape, isNumber, isString, nullable, objectWith, optional } from '../../../lib/answer-shape'
import { api } from '../../../lib/api-client'

/** GET /v4/geolocation/places/{slug}/: a place page's place. */
export interface Place {
  slug: string
  name: string
  place_type: string
  latitude: number
  longitude: number
  population?: number | null
  ancestors: { slug: string; name: string; place_type: string }[]
  nearby: { slug: string; name: string; distance_km: number }[]
}

const placeCheck = objectWith({
  slug: isString,
  name: isString,
  place_type: isString,
  latitude: isNumber,
  longitude: isNumber,
  population: optional(nullable(isNumber)),
  ancestors: optional(arrayOf(objectWith({ slug: isString, name: isString, place_type: isString }))),
  nearby: optional(arrayOf(objectWith({ slug: isString, name: isString, distance_km: isNumber }))),
})

export async function getPlace(slug: string): Promise<Place> {
  const { data }: { data?: unknown } = await api.GET('/v4/geolocation/places/{slug}/', { params: { path: { slug } } })
  const place = expectShape<Place>(data, placeCheck, 'place')
  // Missing ancestors or nearby places read as none.
  return { ...place, ancestors: place.ancestors ?? [], nearby: place.nearby ?? [] }
}

export function placeQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['places', slug] as const,
    queryFn: () => getPlace(slug),
    staleTime: 10 * 60_000,
    retry: false,
  })
}
