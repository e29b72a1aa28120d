import { describe, expect, it } from 'vitest'
import {
  addDays,
  addMonths,
  dailyPrices,
  daysBetween,
  monthsToReach,
  rentalPrice,
  toDecimal,
} from '../../src/domain/stay-price'
import { CONFIRMED_BOOKING_STATUSES, isConfirmedBookingStatus } from '../../src/domain/booking-status'
import { searchKey } from '../../src/domain/search-key'

describe('stay price', () => {
  it('counts days of a half-open range, across months and leap days', () => {
    expect(daysBetween('2028-02-27', '2028-03-02')).toBe(4)
    expect(daysBetween('2027-07-01', '2027-07-01')).toBe(0)
    expect(addDays('2027-12-30', 3)).toBe('2028-01-02')
  })

  it('adds months as PostgreSQL does and counts the months a day lies ahead', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28')
    expect(addMonths('2027-11-15', 3)).toBe('2028-02-15')
    expect(addMonths('2028-03-31', -1)).toBe('2028-02-29')
    expect(monthsToReach('2027-01-31', '2027-02-28')).toBe(1)
    expect(monthsToReach('2027-01-31', '2027-03-01')).toBe(2)
    expect(monthsToReach('2026-11-21', '2027-11-21')).toBe(12)
    expect(monthsToReach('2026-11-21', '2027-11-22')).toBe(13)
    expect(monthsToReach('2026-11-21', '2026-11-21')).toBe(0)
  })

  it('takes a calendar period’s price on the days it covers, the base price elsewhere', () => {
    const periods = [{ dateFrom: '2027-07-01', dateTo: '2027-09-01', pricePerDay: 12000 }]
    expect(dailyPrices('2027-06-29', '2027-07-02', 9000, periods)).toEqual([9000, 9000, 12000])
    expect(dailyPrices('2027-08-31', '2027-09-02', 9000, periods)).toEqual([12000, 9000])
  })

  it('gives 10% off from the seventh day, and no original price below', () => {
    expect(rentalPrice(60000, 6)).toEqual({ originalBookingPrice: null, finalBookingPrice: 60000, discount: 0 })
    expect(rentalPrice(70000, 7)).toEqual({ originalBookingPrice: 70000, finalBookingPrice: 63000, discount: 7000 })
  })

  it('writes minor units as decimal strings', () => {
    expect(toDecimal(8900)).toBe('89.00')
    expect(toDecimal(5)).toBe('0.05')
    expect(toDecimal(123456)).toBe('1234.56')
    expect(toDecimal(-250)).toBe('-2.50')
  })
})

describe('booking status', () => {
  it('counts accepted, ongoing, coming and done bookings as confirmed', () => {
    expect([...CONFIRMED_BOOKING_STATUSES]).toEqual(['ACCEPTED', 'ONGOING', 'TO_COME_NOT_PAID', 'TO_COME', 'DONE'])
    expect(isConfirmedBookingStatus('TO_COME')).toBe(true)
    expect(isConfirmedBookingStatus('VALIDATED')).toBe(false)
    expect(isConfirmedBookingStatus('CANCELLED_GUEST')).toBe(false)
  })
})

describe('search key', () => {
  it('drops accents, case and punctuation', () => {
    expect(searchKey('Zürich')).toBe('zurich')
    expect(searchKey("Provence-Alpes-Côte d'Azur")).toBe('provence alpes cote d azur')
    expect(searchKey('  Gießen ')).toBe('giessen')
    expect(searchKey('%_')).toBe('')
  })
})
