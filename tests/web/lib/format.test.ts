import { describe, expect, it } from 'vitest'
import { formatDate, formatMoney, formatNumber } from '../../../src/web/lib/format'

// Intl output uses narrow no-break spaces in some locales: compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('format', () => {
  it('formats money from integer minor units in the currency and locale', () => {
    expect(plain(formatMoney(12345, 'EUR', undefined, 'fr'))).toBe('123,45 €')
    expect(formatMoney(12345, 'EUR', undefined, 'en-ie')).toBe('€123.45')
    expect(formatMoney(12345, 'GBP', undefined, 'en-gb')).toBe('£123.45')
    expect(plain(formatMoney(500, 'CHF', undefined, 'de-ch'))).toBe('CHF 5.00')
    expect(formatMoney(1200, 'JPY', undefined, 'en-us')).toBe('¥1,200')
  })

  it('formats numbers per locale', () => {
    expect(plain(formatNumber(1234.5, undefined, 'de'))).toBe('1.234,5')
    expect(formatNumber(1234.5, undefined, 'en-gb')).toBe('1,234.5')
  })

  it('formats API date strings with the spec parser', () => {
    expect(formatDate('2024-05-01', { dateStyle: 'long' }, 'fr')).toBe('1 mai 2024')
    expect(formatDate('2024-05-01', { dateStyle: 'short' }, 'en-us')).toBe('5/1/24')
    expect(() => formatDate('01/05/2024', undefined, 'fr')).toThrow('dateString format is not valid')
  })
})
