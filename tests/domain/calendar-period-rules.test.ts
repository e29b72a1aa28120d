import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays } from '../../src/domain/stay-price'
import {
  hourOf,
  lastDayOf,
  periodErrors,
  selectionToPeriod,
  timeOfHour,
  windowEnd,
  type PeriodInput,
} from '../../src/domain/calendar-period-rules'

const window = { today: '2027-01-31', maxMonthsFutureRental: 1 }
const block = (overrides: Partial<PeriodInput> = {}): PeriodInput => ({
  dates_0: '2027-02-01',
  dates_1: '2027-02-05',
  kind: 'unavailable',
  reason: 'wintering',
  ...overrides,
})

describe('periodErrors', () => {
  it('accepts a blocked stretch with a reason and a priced one without', () => {
    expect(periodErrors(block(), window)).toEqual({})
    expect(
      periodErrors(block({ kind: 'available', reason: null, price_per_day: 120, season: 3, min_days: 3 }), window),
    ).toEqual({})
  })

  it('wants the end after the start, no past days and nothing beyond the availability window', () => {
    expect(periodErrors(block({ dates_1: '2027-02-01' }), window)).toEqual({
      dates_1: ['The end of a period must come after its start.'],
    })
    expect(periodErrors(block({ dates_0: '2027-01-30' }), window)).toEqual({
      dates_0: ['A period cannot start in the past.'],
    })
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
    expect(Object.keys(periodErrors(block({ price_per_day: 10, season: 1, min_days: 2 }), window)).sort()).toEqual([
      'min_days',
      'price_per_day',
      'season',
    ])
    expect(periodErrors(block({ kind: 'available' }), window)).toEqual({
      reason: ['An available period has no unavailable reason.'],
    })
  })
})

describe('selections', () => {
  it('turns a picked first and last day into the half-open period and back', () => {
    expect(selectionToPeriod('2027-02-27', '2027-02-28')).toEqual({ dates_0: '2027-02-27', dates_1: '2027-03-01' })
    expect(lastDayOf({ date_to: '2027-03-01' })).toBe('2027-02-28')
  })

  it('round-trips any range', () => {
    const day = fc.integer({ min: 0, max: 3000 }).map((offset) => addDays('2027-01-01', offset))
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 400 }), (first, length) => {
        const last = addDays(first, length)
        const period = selectionToPeriod(first, last)
        return period.dates_1 > period.dates_0 && lastDayOf({ date_to: period.dates_1 }) === last
      }),
    )
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
