import { format, parseISO } from 'date-fns'
import { lastDayOf } from '../../../../domain/calendar-period-rules'

/** yyyy-MM-dd → a local Date at midnight, what the day picker works with. */
export const toDate = (day: string) => parseISO(day)
/** A day picker's Date → yyyy-MM-dd. */
export const toDay = (date: Date) => format(date, 'yyyy-MM-dd')
/** A half-open period of the API as the picker's inclusive range. */
export const toMatcher = (period: { date_from: string; date_to: string }) => ({
  from: toDate(period.date_from),
  to: toDate(lastDayOf(period)),
})
