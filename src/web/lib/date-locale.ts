import {
  ca,
  de,
  deAT,
  enGB,
  enIE,
  enUS,
  es,
  fr,
  frCH,
  it,
  nl,
  nlBE,
  pt,
  type Locale as DateFnsLocale,
} from 'react-day-picker/locale'
import type { Locale } from '../../domain/locales'
import { useLocale } from './locale-context'

const BY_LOCALE: Record<Locale, DateFnsLocale> = {
  ca,
  de,
  'de-at': deAT,
  'de-ch': de,
  en: enGB,
  'en-gb': enGB,
  'en-ie': enIE,
  'en-us': enUS,
  es,
  fr,
  'fr-be': fr,
  'fr-ch': frCH,
  it,
  'it-ch': it,
  nl,
  'nl-be': nlBE,
  'pt-pt': pt,
}

/** The date-fns locale of a storefront locale (calendar month names, first day of the week). */
export function dateFnsLocale(locale: Locale): DateFnsLocale {
  return BY_LOCALE[locale] ?? enUS
}

/** The page's date-fns locale: give it to every calendar (react-day-picker's `locale`). */
export function useDateFnsLocale(): DateFnsLocale {
  return dateFnsLocale(useLocale().locale)
}
