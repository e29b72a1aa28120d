import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Calendar } from '../../../src/web/components/calendar'
import { LocaleContext } from '../../../src/web/lib/locale-context'
import type { Locale } from '../../../src/domain/locales'

const NOVEMBER_2026 = new Date(2026, 10, 1)

function renderCalendar(locale: Locale) {
  return render(
    <LocaleContext.Provider value={{ locale, strategy: 'prefix_except_default' }}>
      <Calendar mode="single" defaultMonth={NOVEMBER_2026} />
    </LocaleContext.Provider>,
  )
}

// The weekday row is hidden from assistive technology (each day button says its date): read it from the markup.
const weekdayHeaders = () => [...document.querySelectorAll('th.rdp-weekday')]
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
})
