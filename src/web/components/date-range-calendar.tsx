import { format, startOfToday } from 'date-fns'
import type { DateRange } from 'react-day-picker'
import { Calendar } from './calendar'

interface DateRangeCalendarProps {
  draft: DateRange | undefined
  onDraftChange: (range: DateRange | undefined) => void
  /** Called with a complete range (two different days). */
  onComplete: (range: { date_from: string; date_to: string }) => void
}

/** The calendar of the dates popover: its own chunk (react-day-picker and every month-name locale), fetched on first open. */
export default function DateRangeCalendar({ draft, onDraftChange, onComplete }: DateRangeCalendarProps) {
  return (
    <Calendar
      mode="range"
      selected={draft}
      onSelect={(range) => {
        onDraftChange(range)
        if (range?.from && range.to && range.from.getTime() !== range.to.getTime()) {
          onComplete({ date_from: format(range.from, 'yyyy-MM-dd'), date_to: format(range.to, 'yyyy-MM-dd') })
        }
      }}
      disabled={{ before: startOfToday() }}
      startMonth={startOfToday()}
      defaultMonth={draft?.from}
      numberOfMonths={1}
    />
  )
}
