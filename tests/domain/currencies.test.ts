import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../src/domain/locales'
import {
  canConvert,
  convertMinor,
  DISPLAY_CURRENCIES,
  STOREFRONT_CURRENCY,
  unitRate,
  type ExchangeRates,
} from '../../src/domain/currencies'

const RATES: ExchangeRates = { day: '2026-12-04', perEuro: { CHF: '0.9390', GBP: '0.8420', USD: '1.0830' } }

describe('currency conversion', () => {
  it('goes through the euro and rounds half away from zero', () => {
    expect(convertMinor(10000, 'CHF', 'EUR', RATES)).toBe(10650) // 10649.62
    expect(convertMinor(10000, 'EUR', 'GBP', RATES)).toBe(8420)
    expect(convertMinor(10000, 'CHF', 'GBP', RATES)).toBe(8967) // 8966.99
    expect(convertMinor(-10000, 'CHF', 'EUR', RATES)).toBe(-10650)
    // 0.5 of a cent: 1 EUR cent in a currency at 0.5 per euro is exactly half a cent, rounded up.
    expect(convertMinor(1, 'EUR', 'HALF', { day: RATES.day, perEuro: { HALF: '0.5' } })).toBe(1)
  })

  it('needs both rates, except from a currency to itself', () => {
    expect(convertMinor(500, 'JPY', 'EUR', RATES)).toBeNull()
    expect(convertMinor(500, 'EUR', 'CHF', null)).toBeNull()
    expect(convertMinor(500, 'JPY', 'JPY', null)).toBe(500)
    expect(canConvert(RATES, 'GBP', 'USD')).toBe(true)
    expect(canConvert(RATES, 'SEK', 'EUR')).toBe(false)
    // A rate that is no positive decimal is no rate.
    expect(convertMinor(500, 'XXX', 'EUR', { day: RATES.day, perEuro: { XXX: '0' } })).toBeNull()
    expect(convertMinor(500, 'XXX', 'EUR', { day: RATES.day, perEuro: { XXX: '1e3' } })).toBeNull()
  })

  it('agrees with its unit rate and never drifts more than a cent going there and back', () => {
    const currency = fc.constantFrom(...DISPLAY_CURRENCIES)
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), currency, currency, (amount, from, to) => {
        const there = convertMinor(amount, from, to, RATES)!
        expect(Math.abs(there - amount * unitRate(from, to, RATES)!)).toBeLessThanOrEqual(0.5 + 1e-6)
        const back = convertMinor(there, to, from, RATES)!
        // Each leg rounds by half a minor unit at most, the way back scales the first leg's by the rate.
        expect(Math.abs(back - amount)).toBeLessThanOrEqual(0.5 + 0.5 * unitRate(to, from, RATES)! + 1e-6)
      }),
    )
  })

  it('keeps order: a dearer price stays dearer or equal once converted', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a]
        expect(convertMinor(low, 'CHF', 'GBP', RATES)!).toBeLessThanOrEqual(convertMinor(high, 'CHF', 'GBP', RATES)!)
      }),
    )
  })

  it('gives every storefront a currency it can show', () => {
    for (const locale of LOCALES) expect(DISPLAY_CURRENCIES).toContain(STOREFRONT_CURRENCY[locale])
  })
})
