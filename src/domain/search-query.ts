// Spec 1 §2 "Search /s": the query sanitiser. Pure: the /s route loader runs it on the address and
// redirects (replace) to the corrected address whenever `changed` is true.
//
// Rules:
// - beds, seatbelts: whole numbers 2 to 6; anything else is dropped.
// - min_price, max_price: numbers of at least 0.
// - types: repeated (types=1&types=4, "1,4" also read), whole numbers 1 to 7, deduplicated, sorted.
// - page, page_size: whole numbers of at least 1; latitude, longitude, radius: numbers.
// - seatbelts without beds: beds takes the seatbelts value.
// - place: a non-empty string; sort: relevance | price | -price | distance; instant_booking, pets: 'true'.
// - any other parameter is kept untouched.
//
// Dates: the spec keeps two readings of the date rule, both are applied, in this order:
//   (1) normalise formats: yyyy-MM-dd stays, dd-MM-yyyy and dd/MM/yyyy become yyyy-MM-dd;
//   (2) a lone date (only one of date_from / date_to given) drops both;
//   (3) an invalid date (unreadable, or not a calendar day such as 2027-02-31) drops both;
//   (4) date_to before date_from: the two are swapped (second reading);
//   (5) a range still invalid after the swap, i.e. date_to equal to date_from, drops both
//       (the first reading's "reversed → dropped" keeps only this case);
//   (6) a date in the past (before `today`, by calendar day) drops both.

import { isoDay } from './iso-date'

/** The search orders, shared by the API's `sort` parameter, the search service and the sort menu. */
export const SEARCH_SORTS = ['relevance', 'price', '-price', 'distance'] as const
export type SearchSort = (typeof SEARCH_SORTS)[number]
/** The order when none is asked for: left out of the address. */
export const DEFAULT_SEARCH_SORT: SearchSort = 'relevance'

export const SEARCH_PAGE_SIZE = 20
export const GUESTS_MIN = 2
export const GUESTS_MAX = 6
export const VEHICLE_TYPE_IDS = [1, 2, 3, 4, 5, 6, 7] as const

export interface SearchQuery {
  date_from?: string
  date_to?: string
  latitude?: number
  longitude?: number
  radius?: number
  place?: string
  types?: number[]
  beds?: number
  seatbelts?: number
  min_price?: number
  max_price?: number
  instant_booking?: true
  pets?: true
  sort?: SearchSort
  page?: number
  page_size?: number
  /** Parameters the sanitiser does not know, kept as they came (name → values, in order). */
  extra?: Record<string, string[]>
}

const KNOWN = new Set([
  'date_from',
  'date_to',
  'latitude',
  'longitude',
  'radius',
  'place',
  'types',
  'beds',
  'seatbelts',
  'min_price',
  'max_price',
  'instant_booking',
  'pets',
  'sort',
  'page',
  'page_size',
])

type RawQuery = URLSearchParams | Record<string, string | string[] | undefined>

function entriesOf(raw: RawQuery): [string, string][] {
  if (raw instanceof URLSearchParams) return [...raw.entries()]
  return Object.entries(raw).flatMap(([name, value]) =>
    value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((item): [string, string] => [name, item]),
  )
}

const NUMBER = /^-?\d+(\.\d+)?$/
const INTEGER = /^\d+$/

function readNumber(value: string | undefined): number | undefined {
  if (value === undefined) return undefined
  const trimmed = value.trim()
  return NUMBER.test(trimmed) ? Number(trimmed) : undefined
}

function readInteger(value: string | undefined, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (value === undefined) return undefined
  const trimmed = value.trim()
  if (!INTEGER.test(trimmed)) return undefined
  const number = Number(trimmed)
  return number >= min && number <= max ? number : undefined
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/
const DAY_MONTH_YEAR = /^(\d{2})[-/](\d{2})[-/](\d{4})$/

/** yyyy-MM-dd, dd-MM-yyyy or dd/MM/yyyy → yyyy-MM-dd when it is a real calendar day; otherwise null. */
export function normalizeSearchDate(value: string): string | null {
  const trimmed = value.trim()
  let year: string, month: string, day: string
  const iso = ISO_DAY.exec(trimmed)
  const dmy = DAY_MONTH_YEAR.exec(trimmed)
  if (iso) [, year, month, day] = iso as unknown as [string, string, string, string]
  else if (dmy) [, day, month, year] = dmy as unknown as [string, string, string, string]
  else return null
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  if (
    date.getUTCFullYear() !== Number(year) ||
    date.getUTCMonth() !== Number(month) - 1 ||
    date.getUTCDate() !== Number(day)
  )
    return null
  return `${year}-${month}-${day}`
}

function sanitizeDates(
  from: string | undefined,
  to: string | undefined,
  today: Date,
): { date_from?: string; date_to?: string } {
  const given = (value: string | undefined) => value !== undefined && value.trim() !== ''
  // (1) normalise formats
  const start = given(from) ? normalizeSearchDate(from as string) : undefined
  const end = given(to) ? normalizeSearchDate(to as string) : undefined
  // (2) a lone date drops both
  if (start === undefined || end === undefined) return {}
  // (3) an invalid date drops both
  if (start === null || end === null) return {}
  // (4) reversed → swap
  const [first, last] = end < start ? [end, start] : [start, end]
  // (5) still invalid after the swap (same day) → drop both
  if (first === last) return {}
  // (6) a date in the past drops both
  if (first < isoDay(today)) return {}
  return { date_from: first, date_to: last }
}

/** Sanitises a /s query; `changed` says the address must be replaced by searchQueryToParams(query). */
export function sanitizeSearchQuery(raw: RawQuery, today: Date): { query: SearchQuery; changed: boolean } {
  const entries = entriesOf(raw)
  const first = (name: string) => entries.find(([key]) => key === name)?.[1]
  const all = (name: string) => entries.filter(([key]) => key === name).map(([, value]) => value)
  const query: SearchQuery = {}

  Object.assign(query, sanitizeDates(first('date_from'), first('date_to'), today))

  const latitude = readNumber(first('latitude'))
  if (latitude !== undefined) query.latitude = latitude
  const longitude = readNumber(first('longitude'))
  if (longitude !== undefined) query.longitude = longitude
  const radius = readNumber(first('radius'))
  if (radius !== undefined) query.radius = radius

  const place = first('place')?.trim()
  if (place) query.place = place

  const types = [
    ...new Set(
      all('types')
        .flatMap((value) => value.split(','))
        .map((value) => readInteger(value, 1, 7)),
    ),
  ]
    .filter((value): value is number => value !== undefined)
    .sort((a, b) => a - b)
  if (types.length) query.types = types

  const beds = readInteger(first('beds'), GUESTS_MIN, GUESTS_MAX)
  const seatbelts = readInteger(first('seatbelts'), GUESTS_MIN, GUESTS_MAX)
  if (beds !== undefined) query.beds = beds
  else if (seatbelts !== undefined) query.beds = seatbelts
  if (seatbelts !== undefined) query.seatbelts = seatbelts

  const minPrice = readNumber(first('min_price'))
  if (minPrice !== undefined && minPrice >= 0) query.min_price = minPrice
  const maxPrice = readNumber(first('max_price'))
  if (maxPrice !== undefined && maxPrice >= 0) query.max_price = maxPrice

  if (first('instant_booking') === 'true') query.instant_booking = true
  if (first('pets') === 'true') query.pets = true
  const sort = first('sort')
  if (sort !== undefined && (SEARCH_SORTS as readonly string[]).includes(sort)) query.sort = sort as SearchSort

  const page = readInteger(first('page'), 1)
  if (page !== undefined) query.page = page
  const pageSize = readInteger(first('page_size'), 1)
  if (pageSize !== undefined) query.page_size = pageSize

  const extra: Record<string, string[]> = {}
  for (const [name, value] of entries) if (!KNOWN.has(name)) (extra[name] ??= []).push(value)
  if (Object.keys(extra).length) query.extra = extra

  const canonical = [...searchQueryToParams(query).entries()].map(([key, value]) => `${key}=${value}`).sort()
  const received = entries.map(([key, value]) => `${key}=${value}`).sort()
  const changed = canonical.length !== received.length || canonical.some((pair, index) => pair !== received[index])
  return { query, changed }
}

/** The canonical address query of a sanitised search (types repeated, unknown parameters last). */
export function searchQueryToParams(query: SearchQuery): URLSearchParams {
  const params = new URLSearchParams()
  const set = (name: string, value: string | number | boolean | undefined) => {
    if (value !== undefined) params.set(name, String(value))
  }
  set('place', query.place)
  set('latitude', query.latitude)
  set('longitude', query.longitude)
  set('radius', query.radius)
  set('date_from', query.date_from)
  set('date_to', query.date_to)
  for (const type of query.types ?? []) params.append('types', String(type))
  set('beds', query.beds)
  set('seatbelts', query.seatbelts)
  set('min_price', query.min_price)
  set('max_price', query.max_price)
  set('instant_booking', query.instant_booking)
  set('pets', query.pets)
  set('sort', query.sort)
  set('page', query.page)
  set('page_size', query.page_size)
  for (const [name, values] of Object.entries(query.extra ?? {})) for (const value of values) params.append(name, value)
  return params
}

/** Filters the visitor set (not place, paging or sort): drives "clear filters" and the active count. */
export function activeFilterCount(query: SearchQuery): number {
  return [
    query.date_from !== undefined,
    (query.types?.length ?? 0) > 0,
    query.beds !== undefined || query.seatbelts !== undefined,
    query.min_price !== undefined || query.max_price !== undefined,
    query.instant_booking === true,
    query.pets === true,
  ].filter(Boolean).length
}

/** The search without any filter: keeps where (place, coordinates, radius), sort and unknown parameters. */
export function clearSearchFilters(query: SearchQuery): SearchQuery {
  const { place, latitude, longitude, radius, sort, page_size, extra } = query
  return Object.fromEntries(
    Object.entries({ place, latitude, longitude, radius, sort, page_size, extra }).filter(
      ([, value]) => value !== undefined,
    ),
  ) as SearchQuery
}

/** Vehicle types 1..7 (spec 1 §9); the key names a translated label in the web app. */
export const VEHICLE_TYPE_KEYS = {
  1: 'lowprofile',
  2: 'coachbuilt',
  3: 'a_class',
  4: 'campervan',
  5: 'van',
  6: 'caravan',
  7: 'other',
} as const satisfies Record<(typeof VEHICLE_TYPE_IDS)[number], string>
export type VehicleTypeKey = (typeof VEHICLE_TYPE_KEYS)[keyof typeof VEHICLE_TYPE_KEYS]

export function vehicleTypeKey(id: number): VehicleTypeKey {
  return VEHICLE_TYPE_KEYS[id as keyof typeof VEHICLE_TYPE_KEYS] ?? 'other'
}

/**
 * The price a card shows: the total for the dates when the search has dates and the API priced them. Its price per day
 * is then the average over those dates before any long-stay discount, so calendar prices (a high season) show in it:
 * price_per_day is only the camper's base price.
 */
export function cardPrice(
  item: {
    price_per_day: string
    final_booking_price: string | null
    original_booking_price?: string | null
    nb_days: number | null
  },
  hasDates: boolean,
): { kind: 'total'; amount: number; perDay: number; nbDays: number } | { kind: 'per_day'; amount: number } {
  const perDay = Number(item.price_per_day)
  if (hasDates && item.final_booking_price !== null && item.nb_days) {
    const beforeDiscount = Number(item.original_booking_price ?? item.final_booking_price)
    return {
      kind: 'total',
      amount: Number(item.final_booking_price),
      perDay: Math.round((beforeDiscount / item.nb_days) * 100) / 100,
      nbDays: item.nb_days,
    }
  }
  return { kind: 'per_day', amount: perDay }
}

/** Spec 1 §8: GeolocationPositionError codes 1, 2, 3; anything else is unknown. */
export type GeolocationFailure = 'permission_denied' | 'position_unavailable' | 'timeout' | 'unknown'

export function geolocationFailure(code: number): GeolocationFailure {
  return code === 1 ? 'permission_denied' : code === 2 ? 'position_unavailable' : code === 3 ? 'timeout' : 'unknown'
}
