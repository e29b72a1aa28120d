import type { Locale } from './locales'

/** The currencies a visitor can see prices in: those of Roam's storefronts. Every one has two decimals. */
export const DISPLAY_CURRENCIES = ['EUR', 'GBP', 'CHF', 'USD'] as const
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number]

export const isDisplayCurrency = (value: unknown): value is DisplayCurrency =>
  typeof value === 'string' && (DISPLAY_CURRENCIES as readonly string[]).includes(value)

/** Each storefront's own currency: prices show in it until the visitor picks another. */
export const STOREFRONT_CURRENCY: Record<Locale, DisplayCurrency> = {
  fr: 'EUR',
  'fr-be': 'EUR',
  'fr-ch': 'CHF',
  de: 'EUR',
  'de-at': 'EUR',
  'de-ch': 'CHF',
  es: 'EUR',
  ca: 'EUR',
  it: 'EUR',
  'it-ch': 'CHF',
  nl: 'EUR',
  'nl-be': 'EUR',
  'pt-pt': 'EUR',
  en: 'EUR',
  'en-gb': 'GBP',
  'en-ie': 'EUR',
  'en-us': 'USD',
}

/**
 * A day's reference rates: how much of each currency one euro buys, as the decimal the source published ("0.8612").
 * The euro itself is implicit.
 */
export interface ExchangeRates {
  /** yyyy-MM-dd: the day the rates are of. */
  day: string
  perEuro: Readonly<Record<string, string>>
}

const RATE_SCALE = 1_000_000n

/** A published rate as an integer of millionths; null when it is no positive decimal of at most six places. */
function scaledRate(rates: ExchangeRates, currency: string): bigint | null {
  if (currency === 'EUR') return RATE_SCALE
  const rate = rates.perEuro[currency]
  const match = rate === undefined ? null : /^(\d{1,9})(?:\.(\d{1,6}))?$/.exec(rate)
  if (!match) return null
  const scaled = BigInt(match[1]!) * RATE_SCALE + BigInt((match[2] ?? '').padEnd(6, '0'))
  return scaled > 0n ? scaled : null
}

export const canConvert = (rates: ExchangeRates | null, from: string, to: string) =>
  from === to || (rates !== null && scaledRate(rates, from) !== null && scaledRate(rates, to) !== null)

/**
 * `amount` minor units of `from` in minor units of `to`, through the euro, rounded half away from zero (exact: no
 * floating point). Null when a rate is missing.
 */
export function convertMinor(amount: number, from: string, to: string, rates: ExchangeRates | null): number | null {
  if (from === to) return amount
  if (rates === null) return null
  const fromRate = scaledRate(rates, from)
  const toRate = scaledRate(rates, to)
  if (fromRate === null || toRate === null) return null
  const numerator = BigInt(Math.abs(Math.round(amount))) * toRate
  const rounded = (2n * numerator + fromRate) / (2n * fromRate)
  return amount < 0 ? -Number(rounded) : Number(rounded)
}

/** What one unit of `from` is worth in `to`, for a "1 CHF = 1.06 EUR" line; null when a rate is missing. */
export function unitRate(from: string, to: string, rates: ExchangeRates | null): number | null {
  if (from === to) return 1
  if (rates === null) return null
  const fromRate = scaledRate(rates, from)
  const toRate = scaledRate(rates, to)
  return fromRate === null || toRate === null ? null : Number(toRate) / Number(fromRate)
}
