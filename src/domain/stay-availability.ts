// Whether a camper can be booked over a stay: one rule for the listing's price box and calendar, a new booking request
// and the search (src/server/services/search/camper-search.ts writes the same rules in SQL, from these functions).
// Pure: days are yyyy-MM-dd strings, every range is half-open [from, to).
import { addMonths, daysBetween, monthsToReach } from './stay-price'

export type StayUnavailableReason = 'in_the_past' | 'not_available' | 'min_days' | 'too_far_in_future' | 'closed_day'

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay()

/** The weekdays (0 = Sunday) the vehicle is handed over and taken back on. */
export const stayEdgeWeekdays = (from: string, to: string): [number, number] => [weekday(from), weekday(to)]

/** The owner neither hands over nor takes back the vehicle on these weekdays: a stay may not start or end on one. */
export const startsOrEndsOnClosedDay = (closedWeekdays: readonly number[], from: string, to: string) =>
  stayEdgeWeekdays(from, to).some((day) => closedWeekdays.includes(day))

/** The months of the camper's booking window a stay ending on `to` needs: it fits when max_months_future_rental is at least this. */
export const monthsAheadNeeded = (today: string, to: string) => monthsToReach(today, to)

/** The first day beyond the booking window: no stay may occupy it (a stay ends on it at the latest). */
export const bookingHorizon = (today: string, maxMonthsFutureRental: number) => addMonths(today, maxMonthsFutureRental)

export interface StayQuestion {
  from: string
  to: string
  today: string
  /** The strictest minimum stay: the camper's and that of every available period over the dates. */
  minDays: number
  maxMonthsFutureRental: number
  closedWeekdays: readonly number[]
  /** A booking holding dates or an unavailable period covers some of the days. */
  blocked: boolean
}

/** Why the stay cannot be booked; empty when it can. */
export function stayUnavailableReasons(stay: StayQuestion): StayUnavailableReason[] {
  const reasons: StayUnavailableReason[] = []
  if (stay.from < stay.today) reasons.push('in_the_past')
  if (stay.blocked) reasons.push('not_available')
  if (daysBetween(stay.from, stay.to) < stay.minDays) reasons.push('min_days')
  if (stay.maxMonthsFutureRental < monthsAheadNeeded(stay.today, stay.to)) reasons.push('too_far_in_future')
  // The booking request refuses these (error 109): the price box and the search must not call them available.
  if (startsOrEndsOnClosedDay(stay.closedWeekdays, stay.from, stay.to)) reasons.push('closed_day')
  return reasons
}
