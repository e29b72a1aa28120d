import { eq, sql } from 'drizzle-orm'
import { searchKey } from '../../../domain/search-key'
import type { Database } from '../../db/client'
import { PLACE_TYPES, places, type PlaceRow } from '../../db/schema'
import { slugify } from '../../db/seed/slugify'
import { ApiError } from '../../http/api-error'

type PlaceType = (typeof PLACE_TYPES)[number]

interface PlaceSqlRow {
  id: number
  slug: string
  name: string
  translated_names: Record<string, string>
  place_type: PlaceType
  country_code: string
  latitude: number
  longitude: number
  population: number
}

const EARTH_RADIUS_KM = 6371
const AUTOCOMPLETE_LIMIT = 10
const NEARBY_LIMIT = 5

const run = async <T>(db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows

/** Great-circle distance in SQL from the columns `alias`.latitude/longitude to a point. */
const haversine = (alias: string, latitude: number, longitude: number) => sql`(${EARTH_RADIUS_KM} * 2 * asin(sqrt(
  power(sin(radians(${sql.raw(alias)}.latitude - ${latitude}::float8) / 2), 2)
  + cos(radians(${latitude}::float8)) * cos(radians(${sql.raw(alias)}.latitude))
  * power(sin(radians(${sql.raw(alias)}.longitude - ${longitude}::float8) / 2), 2))))`

/** The place's name in `locale` (de-ch → de), else its own name. */
export function localName(place: { name: string; translated_names: Record<string, string> }, locale: string): string {
  return place.translated_names[locale] ?? place.translated_names[locale.split('-')[0] ?? ''] ?? place.name
}

/** The place with exactly this slug, or null. */
export async function findPlaceBySlug(db: Database, slug: string): Promise<PlaceRow | null> {
  const [place] = await db.select().from(places).where(eq(places.slug, slug)).limit(1)
  return place ?? null
}

const PLACE_COLUMNS = sql.raw(
  'p.id, p.slug, p.name, p.translated_names, p.place_type, p.country_code, p.latitude, p.longitude, p.population',
)

/** Every ancestor of each place (not the place itself), keyed by the place's id. */
async function ancestorsOf(db: Database, ids: number[]): Promise<Map<number, PlaceSqlRow[]>> {
  const found = new Map<number, PlaceSqlRow[]>(ids.map((id) => [id, []]))
  if (ids.length === 0) return found
  const rows = await run<PlaceSqlRow & { descendant_id: number }>(
    db,
    sql`
    WITH RECURSIVE chain(descendant_id, ancestor_id) AS (
      SELECT id, parent_id FROM places WHERE id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) AND parent_id IS NOT NULL
      UNION ALL
      SELECT chain.descendant_id, p.parent_id FROM chain JOIN places p ON p.id = chain.ancestor_id WHERE p.parent_id IS NOT NULL
    )
    SELECT chain.descendant_id, ${PLACE_COLUMNS} FROM chain JOIN places p ON p.id = chain.ancestor_id
  `,
  )
  for (const row of rows) found.get(row.descendant_id)!.push(row)
  // Spec 1 §3: ancestors sort from the country down.
  for (const list of found.values())
    list.sort((a, b) => PLACE_TYPES.indexOf(a.place_type) - PLACE_TYPES.indexOf(b.place_type))
  return found
}

/** Places with a name starting with `q` (accents and case ignored), the most populous first. */
async function placesByPrefix(db: Database, q: string, limit: number, offset = 0) {
  const key = searchKey(q)
  const matching =
    key === ''
      ? sql`TRUE`
      : sql`p.id IN (SELECT k.place_id FROM place_search_keys k WHERE k.search_key LIKE ${`${key}%`})`
  return run<PlaceSqlRow & { total: number }>(
    db,
    sql`
    SELECT ${PLACE_COLUMNS}, count(*) OVER ()::int AS total FROM places p
    WHERE ${matching}
    ORDER BY p.population DESC, p.name, p.id
    LIMIT ${limit} OFFSET ${offset}
  `,
  )
}

/** GET /3/search_locations/: autocomplete on place names in the reader's language. */
export async function autocompletePlaces(db: Database, q: string, locale: string) {
  if (searchKey(q) === '') return []
  const found = await placesByPrefix(db, q, AUTOCOMPLETE_LIMIT)
  const ancestors = await ancestorsOf(
    db,
    found.map((place) => place.id),
  )
  return found.map((place) => {
    const name = localName(place, locale)
    const chain = ancestors
      .get(place.id)!
      .filter((ancestor) => ancestor.place_type !== 'LVL2')
      .reverse()
    return {
      slug: place.slug,
      name,
      place_type: place.place_type,
      country_code: place.country_code,
      latitude: place.latitude,
      longitude: place.longitude,
      label: [name, ...chain.map((ancestor) => localName(ancestor, locale))].join(', '),
    }
  })
}

/** GET /v4/geolocation/places/: places whose name starts with `search`, the most populous first. */
export async function listPlaces(
  db: Database,
  search: string | undefined,
  page: number,
  pageSize: number,
  locale: string,
) {
  const found = await placesByPrefix(db, search ?? '', pageSize, (page - 1) * pageSize)
  if (found.length === 0 && page > 1) throw ApiError.detail(404, 'Invalid page.', 'invalid_page')
  return {
    count: found[0]?.total ?? 0,
    results: found.map((place) => ({
      slug: place.slug,
      name: localName(place, locale),
      place_type: place.place_type,
      country_code: place.country_code,
      latitude: place.latitude,
      longitude: place.longitude,
      population: place.population,
    })),
  }
}

/**
 * GET /v4/geolocation/places/top/: the places with the most published campers (the home's top destinations),
 * each with its country and, as a cover, the first photo of its best-reviewed camper.
 */
export async function topPlaces(db: Database, limit: number, locale: string) {
  const found = await run<PlaceSqlRow & { camper_count: number; cover_url: string | null }>(
    db,
    sql`
    SELECT ${PLACE_COLUMNS}, counted.camper_count, (
      SELECT coalesce(ph.card_url, ph.url) FROM campers c2 JOIN camper_photos ph ON ph.camper_id = c2.id
      WHERE c2.place_id = p.id AND c2.status IN ('published', 'bookable')
      ORDER BY c2.review_count DESC, c2.id, ph.position LIMIT 1
    ) AS cover_url
    FROM (
      SELECT c.place_id, count(*)::int AS camper_count FROM campers c
      WHERE c.status IN ('published', 'bookable') AND c.place_id IS NOT NULL
      GROUP BY c.place_id
    ) AS counted
    JOIN places p ON p.id = counted.place_id
    ORDER BY counted.camper_count DESC, p.population DESC, p.id
    LIMIT ${limit}
  `,
  )
  const ancestors = await ancestorsOf(
    db,
    found.map((place) => place.id),
  )
  return found.map((place) => {
    const country = ancestors.get(place.id)!.find((ancestor) => ancestor.place_type === 'COUNTRY')
    return {
      slug: place.slug,
      name: localName(place, locale),
      country_code: place.country_code,
      country: country ? localName(country, locale) : null,
      camper_count: place.camper_count,
      cover: place.cover_url === null ? null : { url: place.cover_url },
    }
  })
}

/**
 * The place a slug names: found, or the canonical slug when the one given only matches loosely
 * (another case, accents, or a suffix such as "lyon-france"), or null when nothing matches.
 */
export async function resolvePlaceSlug(
  db: Database,
  slug: string,
): Promise<{ place: PlaceRow } | { canonical: string } | null> {
  const exact = await findPlaceBySlug(db, slug)
  if (exact) return { place: exact }
  const parts = slugify(slug)
    .split('-')
    .filter((part) => part !== '')
  // Longest first, so "saint-malo-france" finds saint-malo before any "saint".
  for (let length = parts.length; length > 0; length--) {
    const candidate = await findPlaceBySlug(db, parts.slice(0, length).join('-'))
    if (candidate) return { canonical: candidate.slug }
  }
  return null
}

/** GET /v4/geolocation/places/{slug}/: the place, its ancestors from the country down, and the nearest towns. */
export async function placeDetail(db: Database, place: PlaceRow, locale: string) {
  const ancestors = (await ancestorsOf(db, [place.id])).get(place.id)!
  const nearby = await run<PlaceSqlRow & { distance_km: number }>(
    db,
    sql`
    SELECT ${PLACE_COLUMNS}, ${haversine('p', place.latitude, place.longitude)} AS distance_km FROM places p
    WHERE p.place_type = 'LOC' AND p.id <> ${place.id}
    ORDER BY distance_km, p.id
    LIMIT ${NEARBY_LIMIT}
  `,
  )
  const named = { name: place.name, translated_names: place.translatedNames }
  return {
    slug: place.slug,
    name: localName(named, locale),
    place_type: place.placeType,
    latitude: place.latitude,
    longitude: place.longitude,
    population: place.population,
    ancestors: ancestors.map((ancestor) => ({
      slug: ancestor.slug,
      name: localName(ancestor, locale),
      place_type: ancestor.place_type,
    })),
    nearby: nearby.map((near) => ({
      slug: near.slug,
      name: localName(near, locale),
      distance_km: Math.round(near.distance_km * 10) / 10,
    })),
  }
}

/**
 * GET /3/info_location/: a place as an address. Streets and zip codes are not in the place tree (null);
 * spec 1 §3: the country falls back to the level-2 area and the city to the level-3 (town) area.
 */
export async function locationInfo(
  db: Database,
  target: { slug: string } | { latitude: number; longitude: number },
  locale: string,
) {
  let place: PlaceSqlRow | undefined
  if ('slug' in target) {
    ;[place] = await run<PlaceSqlRow>(db, sql`SELECT ${PLACE_COLUMNS} FROM places p WHERE p.slug = ${target.slug}`)
    if (!place) throw ApiError.detail(404, 'Unknown place.', 'invalid_place')
  } else {
    ;[place] = await run<PlaceSqlRow>(
      db,
      sql`
      SELECT ${PLACE_COLUMNS} FROM places p WHERE p.place_type IN ('LOC', 'SUB', 'POI')
      ORDER BY ${haversine('p', target.latitude, target.longitude)}, p.id LIMIT 1
    `,
    )
    if (!place) throw ApiError.detail(404, 'No place near these coordinates.', 'invalid_place')
  }
  const chain = [place, ...(await ancestorsOf(db, [place.id])).get(place.id)!]
  const named = (...types: PlaceType[]) => {
    for (const type of types) {
      const found = chain.find((member) => member.place_type === type)
      if (found) return localName(found, locale)
    }
    return null
  }
  return {
    slug: place.slug,
    name: localName(place, locale),
    street: null,
    zipcode: null,
    city: named('LOC', 'SUB', 'LVL2'),
    country: named('COUNTRY', 'LVL2'),
    latitude: 'slug' in target ? place.latitude : target.latitude,
    longitude: 'slug' in target ? place.longitude : target.longitude,
  }
}
