// The 17 storefront locales of spec 1 §1 and how each one falls back.
export const LOCALES = [
  'ca',
  'de',
  'de-at',
  'de-ch',
  'en',
  'en-gb',
  'en-ie',
  'en-us',
  'es',
  'fr',
  'fr-be',
  'fr-ch',
  'it',
  'it-ch',
  'nl',
  'nl-be',
  'pt-pt',
] as const
export type Locale = (typeof LOCALES)[number]

export const SOURCE_LOCALE: Locale = 'en'
/** Spec 1 §9: default locale en-US. */
export const DEFAULT_LOCALE: Locale = 'en-us'
/** Locales translated by hand in full; `npm test` fails on a missing string in any of them. */
export const COMPLETE_LOCALES: readonly Locale[] = ['en', 'fr', 'de', 'es', 'it', 'nl', 'pt-pt', 'ca']

/** Regional locales fall back to their language (then English) for strings they do not override. */
export const LINGUI_FALLBACKS: Record<string, string[]> = {
  'de-at': ['de', 'en'],
  'de-ch': ['de', 'en'],
  'en-gb': ['en'],
  'en-ie': ['en'],
  'en-us': ['en'],
  'fr-be': ['fr', 'en'],
  'fr-ch': ['fr', 'en'],
  'it-ch': ['it', 'en'],
  'nl-be': ['nl', 'en'],
  'pt-pt': ['en'],
  ca: ['es', 'en'],
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** The BCP 47 tag for Intl and `<html lang>`: en-gb → en-GB, pt-pt → pt-PT. */
export function toBcp47(locale: Locale): string {
  const [language, region] = locale.split('-')
  return region ? `${language}-${region.toUpperCase()}` : language!
}

/** Language part of a locale: fr-be → fr. */
export function languageOf(locale: Locale): string {
  return locale.split('-')[0]!
}
