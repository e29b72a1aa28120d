import { describe, expect, it } from 'vitest'
import { formatDate, formatMoney, formatNumber, formatterWarmUps, languageName } from '../../../src/web/lib/format'

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

  it('builds each Intl formatter once per locale and options', () => {
    const dates = countConstructions('DateTimeFormat')
    const numbers = countConstructions('NumberFormat')
    try {
      for (let day = 1; day <= 5; day++) formatDate(`2024-05-0${day}`, { dateStyle: 'full' }, 'it')
      for (let cents = 100; cents < 105; cents++) formatMoney(cents, 'SEK', undefined, 'nl')
      expect(dates.count()).toBe(1)
      // One for the locale's currency format, one for the currency's decimals.
      expect(numbers.count()).toBe(2)
      expect(formatDate('2024-05-02', { dateStyle: 'full' }, 'it')).toBe('giovedì 2 maggio 2024')
    } finally {
      dates.restore()
      numbers.restore()
    }
  })

  it('warms up one formatter per step, which the formatting later reuses', () => {
    const dates = countConstructions('DateTimeFormat')
    const numbers = countConstructions('NumberFormat')
    const plurals = countConstructions('PluralRules')
    try {
      const steps = formatterWarmUps('pt-pt')
      expect(dates.count() + numbers.count() + plurals.count()).toBe(0)
      for (const step of steps) step()
      expect([numbers.count(), dates.count(), plurals.count()]).toEqual([1, 1, 1])
      expect(plain(formatNumber(1234.5, undefined, 'pt-pt'))).toBe('1234,5')
      expect(formatDate('2024-05-01', undefined, 'pt-pt')).toBe('01/05/2024')
      expect([numbers.count(), dates.count()]).toEqual([1, 1])
    } finally {
      dates.restore()
      numbers.restore()
      plurals.restore()
    }
  })

  it('names languages in the locale, building the names once per locale, and keeps a code Intl refuses', () => {
    const names = countConstructions('DisplayNames')
    try {
      expect(languageName('de', 'fr')).toBe('allemand')
      expect(languageName('es', 'fr')).toBe('espagnol')
      expect(languageName('fr', 'fr')).toBe('français')
      expect(names.count()).toBe(1)
      expect(languageName('nl-BE', 'en')).toBe('Flemish')
      expect(languageName('not a code!', 'en')).toBe('not a code!')
    } finally {
      names.restore()
    }
  })
})

/** Counts the formatters built while it is in place. */
function countConstructions(name: 'DateTimeFormat' | 'NumberFormat' | 'DisplayNames' | 'PluralRules') {
  const original = Intl[name]
  let count = 0
  const counting = new Proxy(original, {
    construct(target, args: unknown[]) {
      count++
      return Reflect.construct(target, args) as object
    },
  })
  Object.defineProperty(Intl, name, { value: counting, configurable: true, writable: true })
  return {
    count: () => count,
    restore: () => Object.defineProperty(Intl, name, { value: original, configurable: true, writable: true }),
  }
}
