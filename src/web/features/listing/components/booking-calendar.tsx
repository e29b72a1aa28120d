import type { DateRange, Matcher } from 'react-day-picker'
import { Calendar } from '../../../components/calendar'

// Loaded by booking-box.tsx after the page shows: react-day-picker (about 20 KB gzip) is not on the listing's first paint.

export interface BookingCalendarProps {
  selected: { from: Date | undefined; to: Date | undefined }
  onSelect: (range: DateRange | undefined) => void
  disabled: Matcher[]
  minDays: number
  startMonth: Date
  endMonth: Date
}

/** The booking box's one-month range calendar. */
export function BookingCalendar({ selected, onSelect, disabled, minDays, startMonth, endMonth }: BookingCalendarProps) {
  return (
    <Calendar
      mode="range"
      selected={selected}
      onSelect={onSelect}
      disabled={disabled}
      excludeDisabled
      min={minDays}
      startMonth={startMonth}
      endMonth={endMonth}
      defaultMonth={selected.from ?? startMonth}
      numberOfMonths={1}
    />
  )
}
