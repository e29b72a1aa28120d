import { describe, expect, it } from 'vitest'
import {
  addedRanges,
  extendedKmOption,
  extendedPeriod,
  extensionRules,
  isUpgradeOpen,
  offersNewSecondDriver,
  tripKmOption,
  UPGRADE_STATES,
} from '../../src/domain/booking-extras'
import type { ExtensionExtras } from '../../src/domain/booking-extras'

const none: ExtensionExtras = { dayBefore: 0, dayAfter: 0, daySlide: 0, km200: false, kmUnlimited: false }
const trip = { dateFrom: '2026-07-10', dateTo: '2026-07-15' }

describe('booking extras rules', () => {
  it('moves the ends by the days asked and the slide', () => {
    expect(extendedPeriod(trip, { ...none, dayBefore: 1, dayAfter: 2 })).toEqual({
      dateFrom: '2026-07-09',
      dateTo: '2026-07-17',
    })
    expect(extendedPeriod(trip, { ...none, daySlide: -3 })).toEqual({ dateFrom: '2026-07-07', dateTo: '2026-07-12' })
    expect(extendedPeriod(trip, { ...none, dayAfter: 1, daySlide: 2 })).toEqual({
      dateFrom: '2026-07-12',
      dateTo: '2026-07-18',
    })
  })

  it('lists only the days the trip does not hold yet', () => {
    expect(addedRanges(trip, { dateFrom: '2026-07-09', dateTo: '2026-07-17' })).toEqual([
      { dateFrom: '2026-07-09', dateTo: '2026-07-10' },
      { dateFrom: '2026-07-15', dateTo: '2026-07-17' },
    ])
    expect(addedRanges(trip, { dateFrom: '2026-07-12', dateTo: '2026-07-17' })).toEqual([
      { dateFrom: '2026-07-15', dateTo: '2026-07-17' },
    ])
    // A slide past the whole trip needs all its new days free.
    expect(addedRanges(trip, { dateFrom: '2026-07-20', dateTo: '2026-07-25' })).toEqual([
      { dateFrom: '2026-07-20', dateTo: '2026-07-25' },
    ])
    expect(addedRanges(trip, trip)).toEqual([])
  })

  it('upgrades the km option, unlimited winning, never downgrading unlimited', () => {
    expect(extendedKmOption(100, { ...none, km200: true })).toBe(200)
    expect(extendedKmOption(100, { ...none, km200: true, kmUnlimited: true })).toBe(0)
    expect(extendedKmOption(0, { ...none, km200: true })).toBe(0)
    expect(extendedKmOption(200, none)).toBe(200)
  })

  it('raises the km allowance with each confirmed extension, unlimited winning', () => {
    expect(tripKmOption(100, [])).toBe(100)
    expect(tripKmOption(100, [{ km200: true, kmUnlimited: false }])).toBe(200)
    expect(
      tripKmOption(100, [
        { km200: false, kmUnlimited: true },
        { km200: true, kmUnlimited: false },
      ]),
    ).toBe(0)
    expect(tripKmOption(0, [{ km200: true, kmUnlimited: false }])).toBe(0)
  })

  it('says which extras a new request may ask for (extensions.rules)', () => {
    const toCome = { status: 'TO_COME', dateFrom: '2026-07-10', kmOption: 100 as const, unlimitedKmAllowed: true }
    const all = { dayBefore: true, dayAfter: true, daySlide: true, km200: true, kmUnlimited: true, maxDays: 90 }
    expect(extensionRules(toCome, '2026-07-01')).toEqual(all)
    // Starting today: no day before it (the start cannot be past), but the trip may still slide later.
    expect(extensionRules(toCome, '2026-07-10')).toEqual({ ...all, dayBefore: false })
    expect(extensionRules({ ...toCome, status: 'ONGOING' }, '2026-07-11')).toEqual({
      ...all,
      dayBefore: false,
      daySlide: false,
    })
    expect(extensionRules({ ...toCome, kmOption: 200 }, '2026-07-01')).toEqual({ ...all, km200: false })
    expect(extensionRules({ ...toCome, kmOption: 0 }, '2026-07-01')).toEqual({
      ...all,
      km200: false,
      kmUnlimited: false,
    })
    expect(extensionRules({ ...toCome, unlimitedKmAllowed: false }, '2026-07-01')).toEqual({
      ...all,
      kmUnlimited: false,
    })
    for (const status of ['ACCEPTED', 'DONE', 'CANCELLED_GUEST']) {
      expect(extensionRules({ ...toCome, status }, '2026-07-01')).toEqual({
        dayBefore: false,
        dayAfter: false,
        daySlide: false,
        km200: false,
        kmUnlimited: false,
        maxDays: 90,
      })
    }
  })

  it('keeps an upgrade open from its draft until it is paid or withdrawn', () => {
    expect(UPGRADE_STATES.filter(isUpgradeOpen)).toEqual(['CREATED', 'ACCEPTED'])
  })

  it('offers a new second driver when none was asked or the last one was withdrawn, not while one is open or bought', () => {
    expect(offersNewSecondDriver(null)).toBe(true)
    expect(offersNewSecondDriver('CANCEL_GUEST')).toBe(true)
    expect(offersNewSecondDriver('CREATED')).toBe(false)
    expect(offersNewSecondDriver('ACCEPTED')).toBe(false)
    expect(offersNewSecondDriver('CONFIRMED')).toBe(false)
  })
})
