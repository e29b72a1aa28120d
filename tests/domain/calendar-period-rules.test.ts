import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hourOf, periodErrors, rangesOverlap, timeOfHour, windowEnd, type PeriodInput } from '../../src/domain/calendar-period-rules'

const window = { today: '2027-01-31', maxMonthsFutureRental: 1 }
const block = (overrides: Partial<PeriodInput> = {}): PeriodInput => ({
  dates_0: '2027-02-01', dates_1: '2027-02-05', kind: 'unavailable', reason: 'wintering', ...overrides,
})

describe('periodErrors', () => {
  it('accepts a blocked stretch with a reason and a priced one without', () => {
    expect(periodErrors(block(), window)).toEqual({})
    expect(periodErrors(block({ kind: 'available', reason: null, price_per_day: 120, season: 3, min_days: 3 }), window)).toEqual({})
  })

  it('wants the end after the start, no past days and nothing beyond the availability window', () => {
    expect(periodErrors(block({ dates_1: '2027-02-01' }), window)).toEqual({ dates_1: ['The end of a period must come after its start.'] })
    expect(periodErrors(block({ dates_0: '2027-01-30' }), window)).toEqual({ dates_0: ['A period cannot start in the past.'] })
    // Jan 31 + 1 month is Feb 28 (clamped as PostgreSQL does): the period may end on the 27th, so dates_1 is at most the 28th.
    expect(windowEnd(window)).toBe('2027-02-28')
    expect(periodErrors(block({ dates_1: '2027-02-28' }), window)).toEqual({})
    expect(periodErrors(block({ dates_1: '2027-03-01' }), window)).toEqual({
      dates_1: ['A period must end by 2027-02-27: the calendar opens 1 months ahead.'],
    })
  })

  it('needs a known reason to block, and keeps prices, seasons and minimum stays to available periods', () => {
    expect(periodErrors(block({ reason: null }), window)).toEqual({ reason: ['Say why the camper is unavailable.'] })
    expect(periodErrors(block({ reason: 'ical' }), window)).toEqual({ reason: ['Not one of the unavailable reasons.'] })
    expect(Object.keys(periodErrors(block({ price_per_day: 10, season: 1, min_days: 2 }), window)).sort()).toEqual(['min_days', 'price_per_day', 'season'])
    expect(periodErrors(block({ kind: 'available' }), window)).toEqual({ reason: ['An available period has no unavailable reason.'] })
  })
})

describe('rangesOverlap', () => {
  it('treats ranges as half-open: back-to-back periods do not overlap', () => {
    expect(rangesOverlap({ from: '2027-02-01', to: '2027-02-05' }, { from: '2027-02-05', to: '2027-02-07' })).toBe(false)
    expect(rangesOverlap({ from: '2027-02-01', to: '2027-02-06' }, { from: '2027-02-05', to: '2027-02-07' })).toBe(true)
  })

  it('is symmetric', () => {
    const day = fc.integer({ min: 1, max: 28 }).map((d) => `2027-02-${String(d).padStart(2, '0')}`)
    const range = fc.tuple(day, day).filter(([a, b]) => a < b).map(([from, to]) => ({ from, to }))
    fc.assert(fc.property(range, range, (a, b) => rangesOverlap(a, b) === rangesOverlap(b, a)))
  })
})

describe('hours', () => {
  it('reads the stored time as an hour and writes it back', () => {
    expect(hourOf('09:00')).toBe(9)
    expect(hourOf('14:00')).toBe(14)
    expect(timeOfHour(9)).toBe('09:00')
    expect(timeOfHour(20)).toBe('20:00')
  })
})
