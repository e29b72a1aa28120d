// Spec 1 §2 Site chrome: "Rent out your vehicle" sends owners to a sister platform when Roam cannot
// publish their camper. The page exists per locale nl-BE, de, en, fr, it, nl; others fall back to the
// language part, then to en.
import { languageOf, toBcp47, type Locale } from './locales'

export const SISTER_PLATFORM_ORIGIN = 'https://www.roam-partner.com'

export const SISTER_PLATFORM_PAGES = {
  'nl-BE': `${SISTER_PLATFORM_ORIGIN}/nl-be/camper-verhuren`,
  de: `${SISTER_PLATFORM_ORIGIN}/de/wohnmobil-vermieten`,
  en: `${SISTER_PLATFORM_ORIGIN}/en/rent-out-your-motorhome`,
  fr: `${SISTER_PLATFORM_ORIGIN}/fr/louer-son-camping-car`,
  it: `${SISTER_PLATFORM_ORIGIN}/it/noleggia-il-tuo-camper`,
  nl: `${SISTER_PLATFORM_ORIGIN}/nl/camper-verhuren`,
} as const satisfies Record<string, string>

export const SISTER_PLATFORM_UTM = {
  utm_source: 'roam',
  utm_medium: 'referral',
  utm_campaign: 'rent_out_vehicle',
} as const

type PageKey = keyof typeof SISTER_PLATFORM_PAGES

function isPageKey(value: string): value is PageKey {
  return Object.hasOwn(SISTER_PLATFORM_PAGES, value)
}

/** The sister platform's "list your vehicle" page for a locale, with the utm parameters. */
export function sisterPlatformUrl(locale: Locale, extra: Record<string, string> = {}): string {
  const bcp47 = toBcp47(locale)
  const language = languageOf(locale)
  const key: PageKey = isPageKey(bcp47) ? bcp47 : isPageKey(language) ? language : 'en'
  const url = new URL(SISTER_PLATFORM_PAGES[key])
  for (const [name, value] of Object.entries({ ...SISTER_PLATFORM_UTM, ...extra })) url.searchParams.set(name, value)
  return url.toString()
}

/**
 * Spec 2 §7: where an owner duplicates one of their Roam listings on the sister platform: the same per-locale
 * page, told which listing to copy (the sister platform reads it through our public camper read).
 */
export const sisterPlatformDuplicateUrl = (locale: Locale, camperId: number) =>
  sisterPlatformUrl(locale, { utm_campaign: 'duplicate_listing', duplicate_from: `roam:${camperId}` })
