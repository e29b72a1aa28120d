import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '../../../lib/api-client'

const placeItemSchema = z.looseObject({ slug: z.string(), name: z.string(), place_type: z.optional(z.string()) })
// The shape is not settled yet: a paginated { results } or a bare list are both read.
const listPlacesSchema = z.union([z.looseObject({ results: z.array(placeItemSchema) }), z.pipe(z.array(placeItemSchema), z.transform((results) => ({ results })))])

export type PlaceItem = z.infer<typeof placeItemSchema>

/** GET /v4/geolocation/places/: the top places of the /campervan-hire index. */
export async function listPlaces(): Promise<PlaceItem[]> {
  const { data }: { data?: unknown } = await api.GET('/v4/geolocation/places/')
  return listPlacesSchema.parse(data).results
}

export function listPlacesQueryOptions() {
  return queryOptions({ queryKey: ['places', 'top'] as const, queryFn: listPlaces, staleTime: 10 * 60_000 })
}
