import type { DateRange } from 'react-day-picker'
import { Calendar } from '../../../components/calendar'
import { MAX_COLOUR, MIN_COLOUR } from '../../../../domain/calendar-period-rules'
import type { CalendarPeriodList } from '../api/list-calendar-periods'
import { toMatcher } from './calendar-days'

const COLOURS = Array.from({ length: MAX_COLOUR - MIN_COLOUR + 1 }, (_, index) => MIN_COLOUR + index)

export interface OwnerCalendarGridProps {
  calendar: CalendarPeriodList
  selected: DateRange | undefined
  onSelect: (range: DateRange | undefined) => void
  today: Date
  /** The last day the availability window opens. */
  lastDay: Date
}

/** Two months at a time: booked days, blocked days (striped) and priced periods in their colour; drag a range to act on it. */
export function OwnerCalendarGrid({ calendar, selected, onSelect, today, lastDay }: OwnerCalendarGridProps) {
  const priced = calendar.periods.filter((period) => period.kind === 'available')
  const modifiers = {
    booked: calendar.bookings.map(toMatcher),
    blocked: calendar.periods.filter((period) => period.kind === 'unavailable').map(toMatcher),
    ...Object.fromEntries(
      COLOURS.map((colour) => [
        `colour${colour}`,
        priced.filter((period) => (period.color ?? 0) === colour).map(toMatcher),
      ]),
    ),
  }
  const modifiersClassNames = {
    booked: 'owner-day--booked',
    blocked: 'owner-day--blocked',
    ...Object.fromEntries(COLOURS.map((colour) => [`colour${colour}`, `owner-day--colour-${colour}`])),
  }
  return (
    <Calendar
      mode="range"
      selected={selected}
      onSelect={onSelect}
      disabled={[{ before: today }, { after: lastDay }]}
      modifiers={modifiers}
      modifiersClassNames={modifiersClassNames}
      startMonth={today}
      endMonth={lastDay}
      numberOfMonths={2}
      className="owner-calendar-grid"
    />
  )
}
