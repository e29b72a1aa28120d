import { parseIsoDate } from '../../domain/iso-date'
import { toBcp47 } from '../../domain/locales'
import type { Locale } from '../../domain/locales'
import { getCurrentLocale } from './i18n'

// Everything the user reads as a date, number or price goes through Intl for the current locale.

const tag = (locale?: Locale) => toBcp47(locale ?? getCurrentLocale())

// Building an Intl formatter costs far more than formatting with it (a page of cards formats dozens of prices
// and dates during its first render): each locale and options pair is built once.
const dateFormats = new Map<string, Intl.DateTimeFormat>()
const numberFormats = new Map<string, Intl.NumberFormat>()
const languageNames = new Map<string, Intl.DisplayNames>()

function dateFormat(bcp47: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${bcp47} ${JSON.stringify(options)}`
  let format = dateFormats.get(key)
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(bcp47, options)))
  return format
}

function numberFormat(bcp47: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${bcp47} ${JSON.stringify(options ?? {})}`
  let format = numberFormats.get(key)
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(bcp47, options)))
  return format
}

/**
 * The locale's number, date and plural formatters, each built by one step, to run ahead of use. A page's first Intl
 * formatter of a kind costs tens of milliseconds of ICU set-up (the later ones almost nothing): run one step per task
 * while the first page's code and data are still on the network, that cost leaves the task that renders the page.
 */
export function formatterWarmUps(locale: Locale): Array<() => void> {
  const bcp47 = tag(locale)
  return [
    () => numberFormat(bcp47).format(0),
    () => dateFormat(bcp47, { dateStyle: 'medium' }).format(0),
    () => new Intl.PluralRules(bcp47).select(0),
  ]
}

/** A language (ISO 639 code or BCP 47 tag) named in the locale's words: "de" → "German" in en; the code if Intl does not know it. */
export function languageName(code: string, locale?: Locale): string {
  const bcp47 = tag(locale)
  try {
    let names = languageNames.get(bcp47)
    if (!names) languageNames.set(bcp47, (names = new Intl.DisplayNames([bcp47], { type: 'language' })))
    return names.of(code) ?? code
  } catch {
    return code
  }
}

/** A date from the API (ISO string, read with the spec's parser) or a Date. */
export function formatDate(
  value: string | Date,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
  locale?: Locale,
): string {
  const date = typeof value === 'string' ? parseIsoDate(value) : value
  return dateFormat(tag(locale), options).format(date)
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions, locale?: Locale): string {
  return numberFormat(tag(locale), options).format(value)
}

/** A currency named in the locale's words: "CHF" → "Swiss franc" in en; the code if Intl does not know it. */
export function currencyName(code: string, locale?: Locale): string {
  try {
    return new Intl.DisplayNames([tag(locale)], { type: 'currency' }).of(code) ?? code
  } catch {
    return code
  }
}

/** Money is stored in integer minor units: 12345 EUR cents → "123,45 €" in fr. */
export function formatMoney(
  minorUnits: number,
  currency: string,
  options?: Intl.NumberFormatOptions,
  locale?: Locale,
): string {
  const format = numberFormat(tag(locale), { style: 'currency', currency, ...options })
  // The currency's own number of decimals (2 for EUR, 0 for JPY) says how minor units scale.
  const digits = numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  return format.format(minorUnits / 10 ** digits)
}
