import type { DisplayCurrency } from '../../../domain/currencies'
import { convertedFigures } from '../exchange-rates/converted-figures'
import { sql } from 'drizzle-orm'
import { toDecimal, type KmOption } from '../../../domain/stay-price'
import { stayQuote } from '../booking-prices/booking-prices'
import { bookingHorizon, stayUnavailableReasons } from '../../../domain/stay-availability'
import { TAKES_DATES_NOW_SQL } from '../../db/schema'
import type { Database } from '../../db/client'
import { ApiError } from '../../http/api-error'

const TAKES_DATES = sql.raw(TAKES_DATES_NOW_SQL)

const run = async <T>(db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows

interface CamperCalendarRow {
  id: number
  price_per_day: number
  currency: string
  min_days: number
  max_months_future_rental: number
  closed_weekdays: number[]
}

interface PeriodRow {
  date_from: string
  date_to: string
  kind: 'available' | 'unavailable' | 'booked'
  reason: string | null
  price_per_day: number | null
  season: number | null
  color: number | null
  min_days: number | null
}

/** A listed camper (not deleted); 404 otherwise. */
async function loadCamper(db: Database, camperId: number) {
  const [camper] = await run<CamperCalendarRow>(
    db,
    sql`
    SELECT id, price_per_day, currency, min_days, max_months_future_rental, closed_weekdays
    FROM campers WHERE id = ${camperId} AND status NOT IN ('deleted', 'deleted_owner')
  `,
  )
  if (!camper) throw ApiError.detail(404, 'Not found.', 'not_found')
  return camper
}

/** Bookings holding dates (a payment under way included) and calendar periods of the camper that touch [from, to), by start date. */
function periodsOverlapping(db: Database, camperId: number, from: string, to: string) {
  const range = sql`daterange(${from}::date, ${to}::date, '[)')`
  return run<PeriodRow>(
    db,
    sql`
    SELECT lower(period)::text AS date_from, upper(period)::text AS date_to, 'booked' AS kind,
      NULL AS reason, NULL::int AS price_per_day, NULL::int AS season, NULL::int AS color, NULL::int AS min_days
    FROM bookings WHERE camper_id = ${camperId} AND period && ${range} AND ${TAKES_DATES}
    UNION ALL
    SELECT lower(period)::text, upper(period)::text, kind::text, reason, price_per_day, season, color, min_days
    FROM calendar_periods WHERE camper_id = ${camperId} AND period && ${range}
    ORDER BY date_from
  `,
  )
}

/**
 * GET /3/products/{id}/availabilities/: what is taken and what is priced between two days. The days beyond the camper's
 * booking window are taken too (too_far_in_future), as a stay over them is refused.
 */
export async function camperAvailabilities(db: Database, camperId: number, from: string, to: string, today: string) {
  const camper = await loadCamper(db, camperId)
  const periods = await periodsOverlapping(db, camperId, from, to)
  const horizon = bookingHorizon(today, camper.max_months_future_rental)
  const beyond =
    to > horizon ? [{ date_from: horizon > from ? horizon : from, date_to: to, reason: 'too_far_in_future' }] : []
  return {
    camper_id: camper.id,
    date_from: from,
    date_to: to,
    min_days: camper.min_days,
    max_months_future_rental: camper.max_months_future_rental,
    unavailable: periods
      .filter((period) => period.kind !== 'available')
      .map((period) => ({
        date_from: period.date_from,
        date_to: period.date_to,
        reason: period.kind === 'booked' ? 'booked' : (period.reason ?? 'owner'),
      }))
      .filter((period) => period.date_from < horizon)
      .concat(beyond),
    prices: periods
      .filter((period) => period.kind === 'available' && period.price_per_day !== null)
      .map((period) => ({
        date_from: period.date_from,
        date_to: period.date_to,
        price_per_day: toDecimal(period.price_per_day!),
        season: period.season,
        color: period.color,
      })),
  }
}

/** Whether a camper can be booked over [from, to), and why not: the listing's price box and a new booking request ask it. */
export async function checkStay(db: Database, camperId: number, from: string, to: string, today: string) {
  const camper = await loadCamper(db, camperId)
  const periods = await periodsOverlapping(db, camperId, from, to)
  const available = periods.filter((period) => period.kind === 'available')
  const minDays = Math.max(camper.min_days, ...available.map((period) => period.min_days ?? 1))
  const reasons = stayUnavailableReasons({
    from,
    to,
    today,
    minDays,
    maxMonthsFutureRental: camper.max_months_future_rental,
    closedWeekdays: camper.closed_weekdays,
    blocked: periods.some((period) => period.kind !== 'available'),
  })
  return { reasons, minDays, currency: camper.currency }
}

/** GET /3/products/{id}/price/: whether the dates can be booked, and what they cost. */
export async function camperPrice(
  db: Database,
  camperId: number,
  from: string,
  to: string,
  kmOption: KmOption,
  now: Date,
  displayCurrency?: DisplayCurrency,
) {
  const { reasons, minDays, currency } = await checkStay(db, camperId, from, to, now.toISOString().slice(0, 10))
  // The figures are the price engine's, as the booking request made now would have them.
  const price = await stayQuote(db, camperId, { dateFrom: from, dateTo: to, kmOption }, now)
  const rental = price.priceRental - price.priceDiscount
  const pricePerDay = price.nbDays > 0 ? Math.round(price.priceRental / price.nbDays) : 0
  return {
    available: reasons.length === 0,
    reasons,
    min_days: minDays,
    nb_days: price.nbDays,
    price_per_day: toDecimal(pricePerDay),
    original_booking_price: price.priceDiscount > 0 ? toDecimal(price.priceRental) : null,
    final_booking_price: toDecimal(rental),
    discount: toDecimal(price.priceDiscount),
    km_included: kmOption === 0 ? null : kmOption,
    km_option_price: toDecimal(price.priceKm),
    service_fee: toDecimal(price.priceFees),
    total: toDecimal(price.price),
    currency,
    converted: await convertedFigures(db, currency, displayCurrency, {
      price_per_day: pricePerDay,
      final_booking_price: rental,
      total: price.price,
    }),
  }
}
