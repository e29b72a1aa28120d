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

// A calendar names each day button by the full date (PPPP). American English writes it with an ordinal ("November
// 1st"), a name that lacks the "1" the button shows (WCAG 2.5.3, label in name): write it as Intl does, "November 1".
const enUSCalendar: DateFnsLocale = {
  ...enUS,
  formatLong: {
    ...enUS.formatLong!,
    date: (options) => (options?.width === 'full' ? 'EEEE, MMMM d, y' : enUS.formatLong!.date(options)),
  },
}

const BY_LOCALE: Record<Locale, DateFnsLocale> = {
  ca,
  de,
  'de-at': deAT,
  'de-ch': de,
  en: enGB,
  'en-gb': enGB,
  'en-ie': enIE,
  'en-us': enUSCalendar,
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
  return BY_LOCALE[locale] ?? enUSCalendar
}

/** The page's date-fns locale: give it to every calendar (react-day-picker's `locale`). */
export function useDateFnsLocale(): DateFnsLocale {
  return dateFnsLocale(useLocale().locale)
}
