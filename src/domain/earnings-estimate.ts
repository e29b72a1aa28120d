/**
 * How the earnings simulator estimates what a vehicle would earn (spec 2 §3 earnings simulation result),
 * from the marketplace's own comparable campers. Pure: the server reads the comparables, this does the sums.
 *
 * - Comparables are published campers of the same vehicle type, registered in the same country, with
 *   about as many seats (± SEATS_TOLERANCE) and about the same age (± AGE_TOLERANCE_YEARS).
 * - With fewer than MIN_COMPARABLES, the search widens one criterion at a time: age first, then seats,
 *   then country; as a last resort every published camper counts. Criteria the visitor did not answer
 *   (seats, registration year) are never applied.
 * - The daily range is the 25th to 75th percentile of the comparables' average daily price over the
 *   last 12 months (their own price, or their calendar's price on the days a priced period covers).
 * - Occupancy is the share of those 12 months the comparables were booked (confirmed bookings); the
 *   yearly range is the daily range × the days the owner offers (all year, or weeks × 7 + weekends × 2)
 *   × that occupancy.
 */

export const MIN_COMPARABLES = 5
export const SEATS_TOLERANCE = 1
export const AGE_TOLERANCE_YEARS = 3
/** The past window prices and occupancy are read over. */
export const ESTIMATE_WINDOW_DAYS = 365

export type ComparableCriterion = 'vehicle_type' | 'country' | 'seats' | 'age'

/** The search levels, strictest first. */
export const COMPARABLE_LEVELS: ReadonlyArray<readonly ComparableCriterion[]> = [
  ['vehicle_type', 'country', 'seats', 'age'],
  ['vehicle_type', 'country', 'seats'],
  ['vehicle_type', 'country'],
  ['vehicle_type'],
  [],
]

/** The criteria of a level that apply, given which answers the visitor gave. */
export function applicableCriteria(
  level: readonly ComparableCriterion[],
  answered: { seats: boolean; age: boolean },
): ComparableCriterion[] {
  return level.filter((criterion) =>
    criterion === 'seats' ? answered.seats : criterion === 'age' ? answered.age : true,
  )
}

/** The distinct levels to try for these answers (a level equal to the previous one once unanswered criteria drop out is skipped). */
export function comparableLevels(answered: { seats: boolean; age: boolean }): ComparableCriterion[][] {
  const levels: ComparableCriterion[][] = []
  for (const level of COMPARABLE_LEVELS) {
    const criteria = applicableCriteria(level, answered)
    if (levels.at(-1)?.join() !== criteria.join()) levels.push(criteria)
  }
  return levels
}

/** The days a year the owner offers the vehicle. */
export function offeredDays(availability: 'all_year' | 'some_weeks', weeks: number, weekends: number): number {
  return availability === 'all_year' ? ESTIMATE_WINDOW_DAYS : Math.min(ESTIMATE_WINDOW_DAYS, weeks * 7 + weekends * 2)
}

/** One comparable camper over the window: its average daily price (minor units) and the days it was booked. */
export interface Comparable {
  averageDailyPrice: number
  bookedDays: number
  currency: string
}

export interface EarningsEstimate {
  /** Whole units of `currency`. */
  minDaily: number
  maxDaily: number
  minYearly: number
  maxYearly: number
  currency: string
  comparables: number
  /** Booked share of the window, 0 to 1, rounded to 3 decimals. */
  occupancyRate: number
  offeredDays: number
}

/** Linear-interpolated percentile (0 to 1) of sorted values. */
export function percentile(sorted: readonly number[], p: number): number {
  const position = (sorted.length - 1) * p
  const below = Math.floor(position)
  const above = Math.ceil(position)
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below)
}

/** The currency most comparables are priced in (ties: alphabetical), and only those comparables. */
export function sameCurrency(comparables: readonly Comparable[]): Comparable[] {
  const counts = new Map<string, number>()
  for (const comparable of comparables) counts.set(comparable.currency, (counts.get(comparable.currency) ?? 0) + 1)
  const [currency] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? []
  return comparables.filter((comparable) => comparable.currency === currency)
}

/** The estimate from comparables of one currency; null without any. */
export function estimateEarnings(comparables: readonly Comparable[], days: number): EarningsEstimate | null {
  const priced = sameCurrency(comparables)
  if (priced.length === 0) return null
  const prices = priced.map((comparable) => comparable.averageDailyPrice).sort((a, b) => a - b)
  const low = percentile(prices, 0.25)
  const high = percentile(prices, 0.75)
  const booked = priced.reduce((sum, comparable) => sum + Math.min(comparable.bookedDays, ESTIMATE_WINDOW_DAYS), 0)
  const occupancy = booked / (priced.length * ESTIMATE_WINDOW_DAYS)
  const bookedDaysAYear = days * occupancy
  return {
    minDaily: Math.round(low / 100),
    maxDaily: Math.round(high / 100),
    minYearly: Math.round((low * bookedDaysAYear) / 100),
    maxYearly: Math.round((high * bookedDaysAYear) / 100),
    currency: priced[0]!.currency,
    comparables: priced.length,
    occupancyRate: Math.round(occupancy * 1000) / 1000,
    offeredDays: days,
  }
}

export interface DailyPriceSuggestion {
  /** Whole units of `currency`: the comparables' median daily price. */
  suggested: number
  /** The 25th and 75th percentiles, as the earnings simulator shows them. */
  min: number
  max: number
  currency: string
  comparables: number
}

/** The onboarding's price step: the median of the comparables' average daily price (one currency); null without any. */
export function suggestDailyPrice(comparables: readonly Comparable[]): DailyPriceSuggestion | null {
  const priced = sameCurrency(comparables)
  if (priced.length === 0) return null
  const prices = priced.map((comparable) => comparable.averageDailyPrice).sort((a, b) => a - b)
  return {
    suggested: Math.round(percentile(prices, 0.5) / 100),
    min: Math.round(percentile(prices, 0.25) / 100),
    max: Math.round(percentile(prices, 0.75) / 100),
    currency: priced[0]!.currency,
    comparables: priced.length,
  }
}
