// Spec 2 §2 the listing's booking box: the dates a guest may pick and when they make a stay worth pricing.
// Pure: days are yyyy-MM-dd strings, every range is half-open [from, to).
import { daysBetween } from './stay-price'
import { windowEnd } from './calendar-period-rules'

/** The window a camper opens for when its owner set none (the listing reads 0 or nothing). */
export const DEFAULT_WINDOW_MONTHS = 12

/** The last day a stay may end on: the camper's window from today, at least one month. */
export const lastBookableDay = (today: string, maxMonthsFutureRental: number | null | undefined) =>
  windowEnd({ today, maxMonthsFutureRental: Math.max(1, maxMonthsFutureRental || DEFAULT_WINDOW_MONTHS) })

/** The fewest days a stay lasts: what the calendar answered for the window, else the camper's own, else one. */
export const minimumStay = (fromCalendar: number | null | undefined, camperMinDays: number | null | undefined) =>
  fromCalendar ?? camperMinDays ?? 1

export interface StaySelection {
  /** Days between the two picked days, 0 until both are picked. */
  nights: number
  /** Both ends picked, the end after the start. */
  complete: boolean
  /** Complete but shorter than the minimum stay: the guest is told, and nothing is priced. */
  tooShort: boolean
  /** Complete and long enough: the price is asked for, and the stay can be requested once it is available. */
  priceable: boolean
}

/** What the picked days (empty when not picked yet) amount to against the minimum stay. */
export function staySelection(dateFrom: string, dateTo: string, minDays: number): StaySelection {
  const nights = dateFrom && dateTo ? daysBetween(dateFrom, dateTo) : 0
  const complete = nights > 0
  const tooShort = complete && nights < minDays
  return { nights, complete, tooShort, priceable: complete && !tooShort }
}
