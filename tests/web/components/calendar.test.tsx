import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Calendar } from '../../../src/web/components/calendar'
import { LocaleContext } from '../../../src/web/lib/locale-context'
import type { Locale } from '../../../src/domain/locales'

const NOVEMBER_2026 = new Date(2026, 10, 1)

function renderCalendar(locale: Locale, selected?: Date) {
  return render(
    <LocaleContext.Provider value={{ locale, strategy: 'prefix_except_default' }}>
      <Calendar mode="single" defaultMonth={NOVEMBER_2026} selected={selected} />
    </LocaleContext.Provider>,
  )
}

// The weekday row is hidden from assistive technology (each day button says its date): read it from the markup.
const weekdayHeaders = () => [...document.querySelectorAll('th.rdp-weekday')]
const dayButton = (shown: string) => screen.getByText(shown, { selector: 'button' })
const weekdays = () => weekdayHeaders().map((header) => header.getAttribute('aria-label'))

describe('calendar', () => {
  it('speaks French on a French page, weeks starting on Monday', () => {
    renderCalendar('fr')
    expect(screen.getByText('novembre 2026')).toBeInTheDocument()
    expect(weekdays()[0]).toBe('lundi')
    expect(weekdayHeaders()[0]).toHaveTextContent('lu')
  })

  it('starts weeks on Monday in British English and on Sunday in American English', () => {
    const { unmount } = renderCalendar('en-gb')
    expect(screen.getByText('November 2026')).toBeInTheDocument()
    expect(weekdays()[0]).toBe('Monday')
    unmount()
    renderCalendar('en-us')
    expect(weekdays()[0]).toBe('Sunday')
  })

  it('speaks German on a German page', () => {
    renderCalendar('de')
    expect(screen.getByText('November 2026')).toBeInTheDocument()
    expect(weekdays()[0]).toBe('Montag')
  })

  // WCAG 2.5.3 (label in name): a day button reads "1", so its name says "1", not the ordinal "1st".
  it('names each day by a full date that contains the day number it shows', () => {
    const { unmount } = renderCalendar('en-us', new Date(2026, 10, 21))
    expect(dayButton('1')).toHaveAccessibleName('Sunday, November 1, 2026')
    expect(dayButton('21')).toHaveAccessibleName('Saturday, November 21, 2026, selected')
    unmount()
    renderCalendar('fr')
    expect(dayButton('1')).toHaveAccessibleName('dimanche 1 novembre 2026')
  })
})
