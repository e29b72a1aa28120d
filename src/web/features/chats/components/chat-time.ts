import { TZDate } from '@date-fns/tz'
import { format, isSameDay } from 'date-fns'
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
} from 'date-fns/locale'
import type { Locale } from '../../../../domain/locales'

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

/** The viewer's time zone, as the browser knows it. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

/**
 * When a message was sent, in the viewer's time zone: the time alone for today's messages, the date and time
 * before that (days compared in that zone too).
 */
export function formatSendTime(iso: string, timeZone: string, locale: Locale, now = new Date()): string {
  const sent = new TZDate(iso, timeZone)
  const options = { locale: BY_LOCALE[locale] ?? enUS }
  return isSameDay(sent, new TZDate(now, timeZone)) ? format(sent, 'p', options) : format(sent, 'PP p', options)
}
