// An owner's calendar (spec 2 §3 calendar period, §9): which periods, reasons, seasons, colours and hours are allowed.
// Pure: days are yyyy-MM-dd strings and every range is half-open [from, to).
import { addDays, addMonths } from './stay-price'

/** Spec 2 §9 unavailable reasons an owner picks; the sister site's two and 'ical' are set by imports, never typed. */
export const OWNER_UNAVAILABLE_REASONS = ['personal_use', 'other_website', 'breakdown', 'wintering', 'other'] as const
export type OwnerUnavailableReason = (typeof OWNER_UNAVAILABLE_REASONS)[number]
/** Days an imported iCal feed blocks carry this reason. */
export const ICAL_REASON = 'ical'
/**
 * Spec 2 §9 "plus two from the sister site": days the sister platform holds, because the camper is booked there or
 * its owner blocked them there. Written by the sister platform's sync, changed only there.
 */
export const SISTER_SITE_REASONS = ['sister_site_booked', 'sister_site_blocked'] as const
export type SisterSiteReason = (typeof SISTER_SITE_REASONS)[number]
export const isSisterSiteReason = (reason: string | null): reason is SisterSiteReason =>
  reason !== null && (SISTER_SITE_REASONS as readonly string[]).includes(reason)

export const PERIOD_KINDS = ['available', 'unavailable'] as const
export type PeriodKind = (typeof PERIOD_KINDS)[number]

/** Spec 2 §9: 1 low, 3 high. */
export const SEASONS = [1, 3] as const
/** Spec 2 §9: calendar colours 0 to 6. */
export const MIN_COLOUR = 0
export const MAX_COLOUR = 6
/** Spec 2 §9: the guest takes the camper at 9 or 14 and brings it back at 12 or 20. */
export const DEPARTURE_HOURS = [9, 14] as const
export const ARRIVAL_HOURS = [12, 20] as const

export interface PeriodInput {
  dates_0: string
  /** Exclusive: the first day after the period. */
  dates_1: string
  kind: PeriodKind
  reason?: string | null
  price_per_day?: number | null
  season?: number | null
  min_days?: number | null
}

export interface PeriodWindow {
  today: string
  maxMonthsFutureRental: number
}

/** The last day (exclusive) a period may reach: today plus the camper's availability window. */
export const windowEnd = ({ today, maxMonthsFutureRental }: PeriodWindow) => addMonths(today, maxMonthsFutureRental)

/** Field → messages for a period the owner may not save; empty when it is fine. */
export function periodErrors(input: PeriodInput, window: PeriodWindow): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  const add = (field: string, message: string) => (errors[field] ??= []).push(message)
  if (input.dates_1 <= input.dates_0) add('dates_1', 'The end of a period must come after its start.')
  if (input.dates_0 < window.today) add('dates_0', 'A period cannot start in the past.')
  const end = windowEnd(window)
  if (input.dates_1 > end) {
    add(
      'dates_1',
      `A period must end by ${addDays(end, -1)}: the calendar opens ${window.maxMonthsFutureRental} months ahead.`,
    )
  }
  if (input.kind === 'unavailable') {
    if (!input.reason) add('reason', 'Say why the camper is unavailable.')
    else if (!(OWNER_UNAVAILABLE_REASONS as readonly string[]).includes(input.reason))
      add('reason', 'Not one of the unavailable reasons.')
    if (input.price_per_day != null) add('price_per_day', 'Only an available period carries a price.')
    if (input.season != null) add('season', 'Only an available period has a season.')
    if (input.min_days != null) add('min_days', 'Only an available period has a minimum stay.')
  } else if (input.reason != null) {
    add('reason', 'An available period has no unavailable reason.')
  }
  return errors
}

/** "14:00" (the camper's stored hour) → 14. */
export const hourOf = (time: string) => Number(time.slice(0, 2))
/** 9 → "09:00". */
export const timeOfHour = (hour: number) => `${String(hour).padStart(2, '0')}:00`

/** A range picked on a calendar (first and last day, both included) as the API's half-open dates_0 / dates_1. */
export const selectionToPeriod = (firstDay: string, lastDay: string) => ({
  dates_0: firstDay,
  dates_1: addDays(lastDay, 1),
})

/** The last day a half-open period covers, for a calendar that shows inclusive ranges. */
export const lastDayOf = (period: { date_to: string }) => addDays(period.date_to, -1)
