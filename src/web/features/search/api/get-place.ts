import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '../../../lib/api-client'

/** GET /v4/geolocation/places/{slug}/: a place page's place. */
export const placeSchema = z.looseObject({
  slug: z.string(),
  name: z.string(),
  place_type: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  population: z.optional(z.nullable(z.number())),
  ancestors: z._default(z.array(z.object({ slug: z.string(), name: z.string(), place_type: z.string() })), []),
  nearby: z._default(z.array(z.object({ slug: z.string(), name: z.string(), distance_km: z.number() })), []),
})

export type Place = z.infer<typeof placeSchema>

export async function getPlace(slug: string): Promise<Place> {
  const { data }: { data?: unknown } = await api.GET('/v4/geolocation/places/{slug}/', { params: { path: { slug } } })
  return placeSchema.parse(data)
}

export function placeQueryOptions(slug: string) {
  return queryOptions({ queryKey: ['places', slug] as const, queryFn: () => getPlace(slug), staleTime: 10 * 60_000, retry: false })
}
