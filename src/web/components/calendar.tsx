import { DayPicker, type DayPickerProps } from 'react-day-picker'
import 'react-day-picker/style.css'
import { useDateFnsLocale } from '../lib/date-locale'

/**
 * Every calendar of the app: react-day-picker in the page's language, its weeks starting on the day that language's
 * locale starts them (Monday in French, Sunday in American English). Import it lazily: it carries the month names.
 */
export function Calendar(props: DayPickerProps) {
  return <DayPicker locale={useDateFnsLocale()} {...props} />
}
