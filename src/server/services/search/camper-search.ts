import { sql, type SQL } from 'drizzle-orm'
import { convertMinor, unitRate, type DisplayCurrency, type ExchangeRates } from '../../../domain/currencies'
import { daysBetween, rentalPrice, toDecimal } from '../../../domain/stay-price'
import { monthsAheadNeeded, stayEdgeWeekdays } from '../../../domain/stay-availability'
import type { SearchSort } from '../../../domain/search-query'
import type { Database } from '../../db/client'
import { ApiError } from '../../http/api-error'
import { currentExchangeRates } from '../exchange-rates/exchange-rates'
import { findPlaceBySlug } from '../places/places'

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
  /** The figures, the price filters and the price order are in this currency. */
  currency: DisplayCurrency
  page: number
  pageSize: number
  /** yyyy-MM-dd, UTC: the first day that can be booked. */
  today: string
}

/** Radius around a place when the query gives none: a country is wide, a street corner narrow. */
const PLACE_RADIUS_KM: Record<string, number> = { COUNTRY: 800, LVL1: 250, LVL2: 120, LOC: 30, SUB: 15, POI: 15 }
export const DEFAULT_RADIUS_KM = 50
const EARTH_RADIUS_KM = 6371
/** Well-reviewed campers first; the review count weighs in logarithmically so one 5-star review does not win. Written as in campers_search_rank_idx. */
const RANK = sql`COALESCE(c.review_average, 0) * ln(1 + c.review_count)`
const KM_PER_DEGREE = 111.32
/** Up to this radius a circle holds few enough campers to look each one's calendar up on its own (see below). */
const PER_CAMPER_CALENDAR_KM = 300

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
 * availability reads the blocked-days bits on the camper row and the available periods over the dates, the price
 * for the dates sums the calendar prices, distance is a haversine behind a bounding-box prefilter.
 */
export async function searchCampers(db: Database, query: CamperSearchQuery) {
  let { latitude, longitude, radius } = query
  // A country means that country, not a circle around its centre that spills over its borders.
  let country: string | null = null
  if (query.place !== undefined) {
    const place = await findPlaceBySlug(db, query.place)
    if (!place) throw ApiError.fields({ place: ['Unknown place.'] })
    if (place.placeType === 'COUNTRY' && latitude === undefined && longitude === undefined && radius === undefined)
      country = place.countryCode
    latitude ??= place.latitude
    longitude ??= place.longitude
    radius ??= PLACE_RADIUS_KM[place.placeType] ?? DEFAULT_RADIUS_KM
  }
  const hasPoint = latitude !== undefined && longitude !== undefined
  if (query.sort === 'distance' && !hasPoint)
    throw ApiError.fields({ sort: ['Sorting by distance needs latitude and longitude, or a place.'] })

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
  if (query.types?.length)
    where.push(
      sql`c.vehicle_type IN (${sql.join(
        query.types.map((type) => sql`${type}`),
        sql`, `,
      )})`,
    )
  if (query.beds !== undefined) where.push(sql`c.beds >= ${query.beds}`)
  if (query.seatbelts !== undefined) where.push(sql`c.seats >= ${query.seatbelts}`)
  if (query.instantBooking) where.push(sql`c.instant_booking`)
  if (query.pets) where.push(sql`c.pets_allowed IN ('ALLOWED', 'ON_DEMAND')`)

  let averagePrice: SQL = sql`c.price_per_day`
  let nbDays: number | null = null
  let freeOverDates: SQL | null = null
  // No hand-over nor return on a weekday the owner is closed (an empty array on most campers).
  let opensOnEdges: SQL = sql`true`
  let calendar: SQL = sql``
  // The amount of the dates for the page's rows only: base price for every day, corrected on the days a priced
  // available period covers.
  let pageRental: SQL = sql`NULL::int AS rental_sum`
  let pageCalendar: SQL = sql``
  if (query.dateFrom !== undefined && query.dateTo !== undefined) {
    nbDays = daysBetween(query.dateFrom, query.dateTo)
    const [handOver, takeBack] = stayEdgeWeekdays(query.dateFrom, query.dateTo)
    opensOnEdges = sql`NOT (c.closed_weekdays && ARRAY[${handOver}, ${takeBack}]::smallint[])`
    const range = sql`daterange(${query.dateFrom}::date, ${query.dateTo}::date, '[)')`
    const days = sql`(upper(p.period * ${range}) - lower(p.period * ${range}))`
    // Unavailable periods and confirmed bookings: their days are bits on the camper row (migration 0009); none of them set over the dates.
    freeOverDates = sql`(c.blocked_days IS NULL
      OR position(B'1' IN substring(c.blocked_days FROM ${query.dateFrom}::date - c.blocked_from + 1 FOR ${nbDays})) < 1)`
    where.push(freeOverDates)
    // The rules of stayUnavailableReasons (src/domain/stay-availability.ts), as the listing's price box applies them.
    // A plain column comparison rather than date arithmetic per row: the planner can estimate it.
    where.push(sql`c.max_months_future_rental >= ${monthsAheadNeeded(query.today, query.dateTo)}`)
    where.push(sql`c.min_days <= ${nbDays}`)
    where.push(opensOnEdges)
    // Available periods over the dates bring the strictest minimum stay and the days and amount they price.
    const aggregates = sql`max(p.min_days) AS min_days, sum(p.price_per_day * ${days}) AS priced_amount,
      sum(${days}) FILTER (WHERE p.price_per_day IS NOT NULL) AS priced_days`
    const availableOverDates = sql`p.kind = 'available' AND p.period && ${range}`
    const rentalSum = (s: SQL) =>
      sql`(c.price_per_day * ${nbDays} + COALESCE(${s}.priced_amount - c.price_per_day * ${s}.priced_days, 0))::int`
    pageRental = sql`${rentalSum(sql`s`)} AS rental_sum`
    pageCalendar = sql`LEFT JOIN LATERAL (
      SELECT ${aggregates} FROM calendar_periods p WHERE p.camper_id = c.id AND ${availableOverDates}) s ON true`
    const pricesEveryMatch =
      query.minPrice !== undefined || query.maxPrice !== undefined || query.sort === 'price' || query.sort === '-price'
    if (perCamperCalendar) {
      // A circle holds a few thousand campers at most: look each one's available periods up (calendar_periods_available_camper_idx).
      calendar = pageCalendar
    } else if (pricesEveryMatch) {
      // A country, a wide circle or everywhere, filtered or sorted by the price of the dates: read every available period
      // over the dates at once through the partial GiST index and hash-join, rather than probe campers one by one.
      calendar = sql`LEFT JOIN (
        SELECT p.camper_id, ${aggregates} FROM calendar_periods p WHERE ${availableOverDates} GROUP BY p.camper_id) s ON s.camper_id = c.id`
    }
    if (perCamperCalendar || pricesEveryMatch) {
      where.push(sql`COALESCE(s.min_days, 1) <= ${nbDays}`)
      averagePrice = sql`(${rentalSum(sql`s`)}::float8 / ${nbDays})`
    } else {
      // Only the page's rows need a price: the campers a longer minimum stay rules out come from a small partial GiST on
      // (period, min_days) (migration 0011), which reads no entry when the stay is longer than every minimum stay over the dates.
      where.push(sql`c.id NOT IN (SELECT p.camper_id FROM calendar_periods p
        WHERE p.kind = 'available' AND p.min_days > ${nbDays} AND p.period && ${range})`)
    }
  }
  // A search by dates with no other filter (the broadest one, paged deep) counts from the availability masks (migration
  // 0020) instead of testing every camper: the shown campers whose minimum stay and horizon fit and that are free over
  // the dates, less the few of them an available period's minimum stay or a closed weekday rules out, tested as above.
  let datesOnlyTotal: SQL | null = null
  if (
    freeOverDates &&
    query.dateTo !== undefined &&
    !hasPoint &&
    calendar.queryChunks.length === 0 &&
    !query.types?.length &&
    query.beds === undefined &&
    query.seatbelts === undefined &&
    !query.instantBooking &&
    !query.pets &&
    query.minPrice === undefined &&
    query.maxPrice === undefined
  ) {
    const months = monthsAheadNeeded(query.today, query.dateTo)
    datesOnlyTotal = sql`((SELECT COALESCE(sum(bit_count((s.shown & ~COALESCE(d.blocked, 0))::bit(64))), 0)
        FROM (SELECT block, bit_or(shown) AS shown FROM search_block_masks
          WHERE min_days <= ${nbDays} AND max_months_future_rental >= ${months} GROUP BY block) s
        LEFT JOIN (SELECT block, bit_or(blocked) AS blocked FROM search_day_masks
          WHERE day >= ${query.dateFrom}::date AND day < ${query.dateTo}::date GROUP BY block) d ON d.block = s.block)
      - (SELECT count(*) FROM campers c WHERE (c.id IN (SELECT p.camper_id FROM calendar_periods p
          WHERE p.kind = 'available' AND p.min_days > ${nbDays} AND p.period && daterange(${query.dateFrom}::date, ${query.dateTo}::date, '[)'))
          OR NOT ${opensOnEdges})
        AND c.status IN ('published', 'bookable') AND c.min_days <= ${nbDays} AND c.max_months_future_rental >= ${months} AND ${freeOverDates}))`
  }
  // Prices compare in the asked currency: a camper whose currency no rate converts has no price to compare.
  const rates = await currentExchangeRates(db)
  const displayPrice = sql`(${averagePrice} * ${toCurrencyFactor(rates, query.currency)})`
  // Whole minor units: a bound like 60.555 or 1e-167 is no integer the database can compare prices with.
  if (query.minPrice !== undefined) where.push(sql`${displayPrice} >= ${Math.round(query.minPrice * 100)}`)
  if (query.maxPrice !== undefined) where.push(sql`${displayPrice} <= ${Math.round(query.maxPrice * 100)}`)

  const order: Record<SearchSort, SQL> = {
    relevance: sql`m.rank DESC, m.id`,
    price: sql`m.average_price ASC NULLS LAST, m.id`,
    '-price': sql`m.average_price DESC NULLS LAST, m.id`,
    distance: sql`m.distance_km ASC, m.id`,
  }

  const filter = sql.join(where, sql` AND `)
  const limit = sql`LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`
  // Only what filtering and ordering need is read for the count and the page; the wide columns, the owner, the
  // photos and the price of the dates are read for the page's rows only.
  const { matches, page, total } =
    calendar.queryChunks.length === 0 && query.sort === 'relevance'
      ? // Nothing to join: the count is one pass over the campers, and the page walks campers_search_rank_idx (migration 0009)
        // in rank order and stops at its last row, rather than sorting every match.
        {
          matches: sql``,
          page: sql`SELECT c.id, ${RANK} AS rank, ${distance} AS distance_km FROM campers c WHERE ${filter} ORDER BY ${RANK} DESC, c.id ${limit}`,
          total: datesOnlyTotal ?? sql`(SELECT count(*) FROM campers c WHERE ${filter})`,
        }
      : // Calendars joined or sorted by price or distance: the matches once, for the count and the page.
        {
          matches: sql`WITH matches AS MATERIALIZED (
          SELECT c.id, ${RANK} AS rank, ${displayPrice} AS average_price, ${distance} AS distance_km
          FROM campers c ${calendar} WHERE ${filter})`,
          page: sql`SELECT * FROM matches m ORDER BY ${order[query.sort]} ${limit}`,
          total: sql`(SELECT count(*) FROM matches)`,
        }
  const result = (await db.execute(sql`
    ${matches}
    SELECT c.id, c.title, c.vehicle_type, c.seats, c.beds, c.price_per_day, c.currency, ${pageRental},
      c.hour_from, c.hour_to, c.instant_booking, c.pets_allowed,
      u.id AS owner_id, u.first_name AS owner_first_name, u.profile_picture_url AS owner_picture, u.is_pro AS owner_is_pro,
      c.review_average::float8 AS review_average, c.review_count,
      c.address_city AS city, c.address_country AS country_code, c.latitude, c.longitude, m.distance_km,
      (SELECT json_agg(json_build_object('url', coalesce(ph.card_url, ph.url), 'position', ph.position) ORDER BY ph.position)
         FROM camper_photos ph WHERE ph.camper_id = c.id) AS photos,
      ${total}::int AS total
    FROM (${page}) m
    JOIN campers c ON c.id = m.id
    JOIN users u ON u.id = c.owner_id
    ${pageCalendar}
    ORDER BY ${order[query.sort]}
  `)) as unknown as { rows: SearchRow[] }

  const rows = result.rows
  if (rows.length === 0 && query.page > 1) throw ApiError.detail(404, 'Invalid page.', 'invalid_page')
  return {
    count: rows[0]?.total ?? 0,
    results: rows.map((row) => {
      const rental = row.rental_sum === null || nbDays === null ? null : rentalPrice(row.rental_sum, nbDays)
      // Each figure is converted on its own from the owner's, exactly; without a rate they stay in the owner's currency.
      const converts = convertMinor(0, row.currency, query.currency, rates) !== null
      const currency = converts ? query.currency : row.currency
      const shown = (minor: number) => toDecimal(convertMinor(minor, row.currency, currency, rates)!)
      return {
        id: row.id,
        title: row.title,
        vehicle_type: row.vehicle_type,
        seats: row.seats,
        beds: row.beds,
        price_per_day: shown(row.price_per_day),
        currency,
        currency_owner: row.currency,
        final_booking_price: rental ? shown(rental.finalBookingPrice) : null,
        original_booking_price: rental?.originalBookingPrice != null ? shown(rental.originalBookingPrice) : null,
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

/**
 * A camper's price in its own currency times this is the price in `currency`: a CASE over the currencies the day's
 * rates know, NULL for any other. Filters and order only: the figures shown are converted exactly in `shown`.
 */
function toCurrencyFactor(rates: ExchangeRates | null, currency: DisplayCurrency): SQL {
  const known = new Set(['EUR', currency, ...Object.keys(rates?.perEuro ?? {})])
  const cases = [...known].flatMap((from) => {
    const factor = unitRate(from, currency, rates)
    return factor === null ? [] : [sql`WHEN ${from} THEN ${factor}::float8`]
  })
  return sql`(CASE c.currency ${sql.join(cases, sql` `)} END)`
}

export type CamperSearchResult = Awaited<ReturnType<typeof searchCampers>>
