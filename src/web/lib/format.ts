import { parseIsoDate } from '../../domain/iso-date'
import { toBcp47 } from '../../domain/locales'
import type { Locale } from '../../domain/locales'
import { getCurrentLocale } from './i18n'

// Everything the user reads as a date, number or price goes through Intl for the current locale.

const tag = (locale?: Locale) => toBcp47(locale ?? getCurrentLocale())

/** A date from the API (ISO string, read with the spec's parser) or a Date. */
export function formatDate(value: string | Date, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }, locale?: Locale): string {
  const date = typeof value === 'string' ? parseIsoDate(value) : value
  return new Intl.DateTimeFormat(tag(locale), options).format(date)
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions, locale?: Locale): string {
  return new Intl.NumberFormat(tag(locale), options).format(value)
}

/** Money is stored in integer minor units: 12345 EUR cents → "123,45 €" in fr. */
export function formatMoney(minorUnits: number, currency: string, options?: Intl.NumberFormatOptions, locale?: Locale): string {
  const format = new Intl.NumberFormat(tag(locale), { style: 'currency', currency, ...options })
  // The currency's own number of decimals (2 for EUR, 0 for JPY) says how minor units scale.
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  return format.format(minorUnits / 10 ** digits)
}
