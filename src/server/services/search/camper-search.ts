import { sql, type SQL } from 'drizzle-orm'
import { daysBetween, rentalPrice, toDecimal } from '../../../domain/booking-price'
import { CONFIRMED_BOOKING_STATUSES } from '../../../domain/booking-status'
import type { Database } from '../../db/client'
import { ApiError } from '../../http/api-error'
import { findPlaceBySlug } from '../places/places'

export type SearchSort = 'relevance' | 'price' | '-price' | 'distance'

export interface CamperSearchQuery {
  dateFrom?: string
  dateTo?: string
  latitude?: number
  longitude?: number
  radius?: number
  place?: string
  types?: number[]
  beds?: number
  seatbelts?: number
  minPrice?: number
  maxPrice?: number
  instantBooking?: boolean
  pets?: boolean
  sort: SearchSort
  page: number
  pageSize: number
  /** yyyy-MM-dd, UTC: the first day that can be booked. */
  today: string
}

/** Radius around a place when the query gives none: a country is wide, a street corner narrow. */
const PLACE_RADIUS_KM: Record<string, number> = { COUNTRY: 800, LVL1: 250, LVL2: 120, LOC: 30, SUB: 15, POI: 15 }
export const DEFAULT_RADIUS_KM = 50
const EARTH_RADIUS_KM = 6371
const KM_PER_DEGREE = 111.32
/** Up to this radius a circle holds few enough campers to look each one's calendar up on its own (see below). */
const PER_CAMPER_CALENDAR_KM = 300

const CONFIRMED = sql.join(CONFIRMED_BOOKING_STATUSES.map((status) => sql`${status}`), sql`, `)

interface SearchRow {
  id: number
  title: string
  vehicle_type: number
  seats: number
  beds: number
  price_per_day: number
  currency: string
  rental_sum: number | null
  hour_from: string
  hour_to: string
  instant_booking: boolean
  pets_allowed: 'ALLOWED' | 'NOT_ALLOWED' | 'ON_DEMAND'
  owner_id: number
  owner_first_name: string
  owner_picture: string | null
  owner_is_pro: boolean
  review_average: number | null
  review_count: number
  city: string
  country_code: string
  latitude: number | null
  longitude: number | null
  distance_km: number | null
  photos: Array<{ url: string; position: number }> | null
  total: number
}

const hour = (value: string) => {
  const parsed = Number.parseInt(value.slice(0, 2), 10)
  return Number.isNaN(parsed) ? null : parsed
}
const PETS: Record<SearchRow['pets_allowed'], boolean | null> = { ALLOWED: true, NOT_ALLOWED: false, ON_DEMAND: null }

/**
 * Published and bookable campers matching the query, one page of them. Everything happens in one SQL statement:
 * availability is a daterange && against the GiST-indexed bookings and calendar periods, the price
 * for the dates sums the calendar prices, distance is a haversine behind a bounding-box prefilter.
 */
export async function searchCampers(db: Database, query: CamperSearchQuery) {
  let { latitude, longitude, radius } = query
  // A country means that country, not a circle around its centre that spills over its borders.
  let country: string | null = null
  if (query.place !== undefined) {
    const place = await findPlaceBySlug(db, query.place)
    if (!place) throw ApiError.fields({ place: ['Unknown place.'] })
    if (place.placeType === 'COUNTRY' && latitude === undefined && longitude === undefined && radius === undefined) country = place.countryCode
    latitude ??= place.latitude
    longitude ??= place.longitude
    radius ??= PLACE_RADIUS_KM[place.placeType] ?? DEFAULT_RADIUS_KM
  }
  const hasPoint = latitude !== undefined && longitude !== undefined
  if (query.sort === 'distance' && !hasPoint) throw ApiError.fields({ sort: ['Sorting by distance needs latitude and longitude, or a place.'] })

  const where: SQL[] = [sql`c.status IN ('published', 'bookable')`]
  let distance: SQL = sql`NULL::float8`
  let perCamperCalendar = false
  if (hasPoint) {
    const lat = latitude!
    const lng = longitude!
    const km = radius ?? DEFAULT_RADIUS_KM
    const latDelta = km / KM_PER_DEGREE
    const lngDelta = km / (KM_PER_DEGREE * Math.max(Math.cos((lat * Math.PI) / 180), 0.01))
    distance = sql`(${EARTH_RADIUS_KM} * 2 * asin(sqrt(
      power(sin(radians(c.latitude - ${lat}::float8) / 2), 2)
      + cos(radians(${lat}::float8)) * cos(radians(c.latitude)) * power(sin(radians(c.longitude - ${lng}::float8) / 2), 2))))`
    if (country) {
      where.push(sql`c.address_country = ${country}`)
    } else {
      perCamperCalendar = km <= PER_CAMPER_CALENDAR_KM
      // The box uses the (latitude, longitude) index; the haversine then trims its corners.
      where.push(sql`c.latitude BETWEEN ${lat - latDelta} AND ${lat + latDelta}`)
      where.push(sql`c.longitude BETWEEN ${lng - lngDelta} AND ${lng + lngDelta}`)
      where.push(sql`${distance} <= ${km}`)
    }
  }
  if (query.types?.length) where.push(sql`c.vehicle_type IN (${sql.join(query.types.map((type) => sql`${type}`), sql`, `)})`)
  if (query.beds !== undefined) where.push(sql`c.beds >= ${query.beds}`)
  if (query.seatbelts !== undefined) where.push(sql`c.seats >= ${query.seatbelts}`)
  if (query.instantBooking) where.push(sql`c.instant_booking`)
  if (query.pets) where.push(sql`c.pets_allowed IN ('ALLOWED', 'ON_DEMAND')`)

  let rentalSum: SQL = sql`NULL::int`
  let averagePrice: SQL = sql`c.price_per_day`
  let nbDays: number | null = null
  let calendar: SQL = sql``
  if (query.dateFrom !== undefined && query.dateTo !== undefined) {
    nbDays = daysBetween(query.dateFrom, query.dateTo)
    const range = sql`daterange(${query.dateFrom}::date, ${query.dateTo}::date, '[)')`
    const days = sql`(upper(p.period * ${range}) - lower(p.period * ${range}))`
    // What the camper's calendar says over the dates: confirmed bookings and unavailable periods block it; available
    // periods bring the strictest minimum stay and the days and amount they price.
    const periods = (which: SQL) => sql`
      SELECT p.camper_id, p.kind = 'unavailable' AS blocks,
        CASE WHEN p.kind = 'available' THEN p.min_days END AS min_days,
        CASE WHEN p.kind = 'available' THEN p.price_per_day END AS price_per_day, ${days} AS days
      FROM calendar_periods p WHERE ${which} AND p.period && ${range}`
    const confirmed = (which: SQL) => sql`
      SELECT b.camper_id, true, NULL, NULL, NULL FROM bookings b WHERE ${which} AND b.status IN (${CONFIRMED}) AND b.period && ${range}`
    const summary = sql`bool_or(x.blocks) AS blocked, max(x.min_days) AS min_days, sum(x.price_per_day * x.days) AS priced_amount,
      sum(x.days) FILTER (WHERE x.price_per_day IS NOT NULL) AS priced_days`
    calendar = perCamperCalendar
      // A circle holds a few thousand campers at most: look each one's calendar up through the (camper_id, period) indexes.
      ? sql`LEFT JOIN LATERAL (
          SELECT ${summary} FROM (${periods(sql`p.camper_id = c.id`)} UNION ALL ${confirmed(sql`b.camper_id = c.id`)}) x) s ON true`
      // A country, a wide circle or everywhere: read every calendar over the dates at once through the partial GiST indexes on the
      // period alone and hash-join, rather than probe the (camper_id, period) indexes for tens of thousands of campers.
      : sql`LEFT JOIN (
          SELECT x.camper_id, ${summary}
          FROM (${periods(sql`p.kind = 'available'`)} UNION ALL ${periods(sql`p.kind = 'unavailable'`)} UNION ALL ${confirmed(sql`true`)}) x
          GROUP BY x.camper_id) s ON s.camper_id = c.id`
    where.push(sql`s.blocked IS NOT TRUE`)
    where.push(sql`${nbDays} >= GREATEST(c.min_days, COALESCE(s.min_days, 1))`)
    where.push(sql`${query.dateTo}::date <= ${query.today}::date + make_interval(months => c.max_months_future_rental::int)`)
    // Base price for every day, corrected on the days a priced calendar period covers.
    rentalSum = sql`(c.price_per_day * ${nbDays} + COALESCE(s.priced_amount - c.price_per_day * s.priced_days, 0))::int`
    averagePrice = sql`(${rentalSum}::float8 / ${nbDays})`
  }
  if (query.minPrice !== undefined) where.push(sql`${averagePrice} >= ${query.minPrice * 100}`)
  if (query.maxPrice !== undefined) where.push(sql`${averagePrice} <= ${query.maxPrice * 100}`)

  const order: Record<SearchSort, SQL> = {
    // Well-reviewed campers first; the review count weighs in logarithmically so one 5-star review does not win.
    relevance: sql`m.rank DESC, m.id`,
    price: sql`m.average_price ASC, m.id`,
    '-price': sql`m.average_price DESC, m.id`,
    distance: sql`m.distance_km ASC, m.id`,
  }

  // `matches` keeps only what filtering and ordering need, once, for the count and the page; the wide columns,
  // the owner and the photos are read for the page's rows only.
  const result = (await db.execute(sql`
    WITH matches AS MATERIALIZED (
      SELECT c.id, COALESCE(c.review_average, 0) * ln(1 + c.review_count) AS rank, ${rentalSum} AS rental_sum,
        ${averagePrice} AS average_price, ${distance} AS distance_km
      FROM campers c ${calendar}
      WHERE ${sql.join(where, sql` AND `)}
    )
    SELECT c.id, c.title, c.vehicle_type, c.seats, c.beds, c.price_per_day, c.currency, m.rental_sum,
      c.hour_from, c.hour_to, c.instant_booking, c.pets_allowed,
      u.id AS owner_id, u.first_name AS owner_first_name, u.profile_picture_url AS owner_picture, u.is_pro AS owner_is_pro,
      c.review_average::float8 AS review_average, c.review_count,
      c.address_city AS city, c.address_country AS country_code, c.latitude, c.longitude, m.distance_km,
      (SELECT json_agg(json_build_object('url', ph.url, 'position', ph.position) ORDER BY ph.position)
         FROM camper_photos ph WHERE ph.camper_id = c.id) AS photos,
      (SELECT count(*) FROM matches)::int AS total
    FROM (SELECT * FROM matches m ORDER BY ${order[query.sort]}
      LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}) m
    JOIN campers c ON c.id = m.id
    JOIN users u ON u.id = c.owner_id
    ORDER BY ${order[query.sort]}
  `)) as unknown as { rows: SearchRow[] }

  const rows = result.rows
  if (rows.length === 0 && query.page > 1) throw ApiError.detail(404, 'Invalid page.', 'invalid_page')
  return {
    count: rows[0]?.total ?? 0,
    results: rows.map((row) => {
      const rental = row.rental_sum === null || nbDays === null ? null : rentalPrice(row.rental_sum, nbDays)
      return {
        id: row.id,
        title: row.title,
        vehicle_type: row.vehicle_type,
        seats: row.seats,
        beds: row.beds,
        price_per_day: toDecimal(row.price_per_day),
        currency: row.currency,
        final_booking_price: rental ? toDecimal(rental.finalBookingPrice) : null,
        original_booking_price: rental?.originalBookingPrice != null ? toDecimal(rental.originalBookingPrice) : null,
        nb_days: nbDays,
        hour_from: hour(row.hour_from),
        hour_to: hour(row.hour_to),
        instant_booking: row.instant_booking,
        pets_allowed: PETS[row.pets_allowed],
        photos: row.photos ?? [],
        owner: {
          id: row.owner_id,
          first_name: row.owner_first_name,
          profile_picture: { url: row.owner_picture },
          is_pro: row.owner_is_pro,
        },
        review_average: row.review_average,
        review_count: row.review_count,
        location: { city: row.city, country_code: row.country_code, latitude: row.latitude, longitude: row.longitude },
        distance_km: row.distance_km === null ? null : Math.round(row.distance_km * 10) / 10,
      }
    }),
  }
}

export type CamperSearchResult = Awaited<ReturnType<typeof searchCampers>>
