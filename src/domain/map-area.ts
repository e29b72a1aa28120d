// The search map's "Search this area": the API searches a circle (latitude, longitude, radius in km, spec 1 §2),
// so the visible rectangle becomes the circle around it, and the search's place gives way to that circle.

import type { SearchQuery } from './search-query'

export interface MapBounds {
  north: number
  south: number
  east: number
  west: number
}

export interface SearchArea {
  latitude: number
  longitude: number
  radius: number
}

const EARTH_RADIUS_KM = 6371
/** The API's largest radius. */
export const MAX_AREA_RADIUS_KM = 2000
/** Below this, a radius would miss campers a few hundred metres from a corner of a street-level view. */
const MIN_AREA_RADIUS_KM = 1

const radians = (degrees: number) => (degrees * Math.PI) / 180

/** Great-circle distance in km. */
export function distanceKm(from: [number, number], to: [number, number]): number {
  const [lat1, lng1] = from
  const [lat2, lng2] = to
  const a =
    Math.sin(radians(lat2 - lat1) / 2) ** 2 +
    Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(radians(lng2 - lng1) / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)))
}

/** Wraps a longitude into -180..180 (a map panned round the world reports 190 for -170). */
const wrapLongitude = (longitude: number) => ((((longitude + 180) % 360) + 360) % 360) - 180

/**
 * The circle that holds the whole visible rectangle: its centre, and the distance to the farthest corner (rounded
 * up to the km, within the API's bounds). Coordinates keep 5 decimals (about a metre), so the address stays short.
 */
export function searchAreaOfBounds(bounds: MapBounds): SearchArea {
  const latitude = (bounds.north + bounds.south) / 2
  const east = bounds.east < bounds.west ? bounds.east + 360 : bounds.east
  const longitude = wrapLongitude((bounds.west + east) / 2)
  const centre: [number, number] = [latitude, longitude]
  const farthest = Math.max(
    distanceKm(centre, [bounds.north, bounds.west]),
    distanceKm(centre, [bounds.north, east]),
    distanceKm(centre, [bounds.south, bounds.west]),
    distanceKm(centre, [bounds.south, east]),
  )
  return {
    latitude: Number(latitude.toFixed(5)),
    longitude: Number(longitude.toFixed(5)),
    radius: Math.min(MAX_AREA_RADIUS_KM, Math.max(MIN_AREA_RADIUS_KM, Math.ceil(farthest))),
  }
}

/** The search of an area: same filters and sort, first page, the circle instead of the place. */
export function searchAreaQuery(query: SearchQuery, area: SearchArea): SearchQuery {
  const { place: _place, page: _page, ...kept } = query
  return { ...kept, latitude: area.latitude, longitude: area.longitude, radius: area.radius }
}

/** Whether the search is the area of a map (a circle without a place), as "Search this area" leaves it. */
export function isMapAreaSearch(query: SearchQuery): boolean {
  return (
    query.place === undefined &&
    query.latitude !== undefined &&
    query.longitude !== undefined &&
    query.radius !== undefined
  )
}
