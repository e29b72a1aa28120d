import { queryOptions } from '@tanstack/react-query'
import { arrayOf, expectShape, isString, objectWith, oneOf, optional } from '../../../lib/answer-shape'
import { api } from '../../../lib/api-client'

export interface PlaceItem {
  slug: string
  name: string
  place_type?: string
}

const placeItemsCheck = arrayOf(objectWith({ slug: isString, name: isString, place_type: optional(isString) }))
// The shape is not settled yet: a paginated { results } or a bare list are both read.
const listPlacesCheck = oneOf(objectWith({ results: placeItemsCheck }), placeItemsCheck)

/** GET /v4/geolocation/places/: the top places of the /campervan-hire index. */
export async function listPlaces(): Promise<PlaceItem[]> {
  const { data }: { data?: unknown } = await api.GET('/v4/geolocation/places/')
  const places = expectShape<{ results: PlaceItem[] } | PlaceItem[]>(data, listPlacesCheck, 'places')
  return Array.isArray(places) ? places : places.results
}

export function listPlacesQueryOptions() {
  return queryOptions({ queryKey: ['places', 'top'] as const, queryFn: listPlaces, staleTime: 10 * 60_000 })
}
