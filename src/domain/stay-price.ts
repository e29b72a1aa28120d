// The price of a stay: renting a camper for a stretch of days (daily prices, long-stay discount, km option, service
// fee), the calendar-day arithmetic it counts with, and minor units as the wire's decimals. Pure: every amount is in
// minor units. A booking's full price (insurance, coupon, instalments, errors) is booking-price-engine.ts.

/** A long stay (at least this many days) gets LONG_STAY_DISCOUNT off the rental price. */
export const LONG_STAY_MIN_DAYS = 7
export const LONG_STAY_DISCOUNT = 0.1
/** The guest's service fee, a share of the rental and km option. */
export const SERVICE_FEE_RATE = 0.05

/** Spec 2 §9 km options: 0 is unlimited, 100 and 200 are km per day. */
export const KM_OPTIONS = [0, 100, 200] as const
export type KmOption = (typeof KM_OPTIONS)[number]
/** Km per day every rental includes; more costs a daily supplement. */
export const KM_INCLUDED_PER_DAY = 100
/** What each km option costs per day. */
export const KM_OPTION_DAILY_PRICE: Record<KmOption, number> = { 100: 0, 200: 500, 0: 1500 }

const DAY_MS = 86_400_000

/** Whole days between two yyyy-MM-dd days (the range is half-open, so this is the rental's day count). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)
}

/** yyyy-MM-dd `days` after `day` (UTC calendar arithmetic). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** `day` plus whole months, the end of a month clamped as PostgreSQL's date + interval does (01-31 + 1 month = 02-28). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const first = new Date(Date.UTC(year, month - 1 + months, 1))
  const lastDate = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(date, lastDate)))
    .toISOString()
    .slice(0, 10)
}

/** The fewest whole months from `from` that reach `to` (`from` + that many months ≥ `to`); 0 when `to` ≤ `from`. */
export function monthsToReach(from: string, to: string): number {
  if (to <= from) return 0
  const months =
    (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7))
  return addMonths(from, months) >= to ? months : months + 1
}

export interface PricedPeriod {
  /** Half-open [dateFrom, dateTo). */
  dateFrom: string
  dateTo: string
  pricePerDay: number
}

/** The price of each day of [from, to): a calendar period's price where one covers the day, else the base price. */
export function dailyPrices(
  from: string,
  to: string,
  basePricePerDay: number,
  periods: readonly PricedPeriod[],
): number[] {
  return Array.from({ length: Math.max(0, daysBetween(from, to)) }, (_, index) => {
    const day = addDays(from, index)
    return periods.find((period) => period.dateFrom <= day && day < period.dateTo)?.pricePerDay ?? basePricePerDay
  })
}

/** The rental price of `nbDays` days costing `rentalSum` in all, before and after the long-stay discount. */
export function rentalPrice(rentalSum: number, nbDays: number) {
  const discount = nbDays >= LONG_STAY_MIN_DAYS ? Math.round(rentalSum * LONG_STAY_DISCOUNT) : 0
  return {
    originalBookingPrice: discount > 0 ? rentalSum : null,
    finalBookingPrice: rentalSum - discount,
    discount,
  }
}

/** Minor units → the wire's decimal string: 8900 → "89.00". */
export function toDecimal(minor: number): string {
  const sign = minor < 0 ? '-' : ''
  const absolute = Math.abs(Math.round(minor))
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`
}
