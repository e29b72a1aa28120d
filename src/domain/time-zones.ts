/** Roam's home zone: moments written for an account that has no time zone yet read in it. */
export const MARKETPLACE_TIME_ZONE = 'Europe/Paris'

/** ICU lists no bare UTC among its zone names, yet a browser set to it reports "UTC". */
const UTC = 'UTC'

let known: Set<string> | undefined
const knownZones = () => (known ??= new Set([...Intl.supportedValuesOf('timeZone'), UTC]))

/**
 * The IANA name as this runtime's Intl spells it, or null for a name it does not know. Browsers disagree on aliases
 * (Firefox says Asia/Kolkata where Chromium says Asia/Calcutta), so an alias counts as its zone.
 */
export function canonicalTimeZone(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null
  if (knownZones().has(value)) return value
  try {
    const resolved = new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone
    return knownZones().has(resolved) ? resolved : null
  } catch {
    return null
  }
}

export const isTimeZone = (value: unknown): value is string => canonicalTimeZone(value) !== null

/** The zone moments are written in for a reader: theirs when they have a known one, else the marketplace's. */
export const readerTimeZone = (zone: string | null | undefined): string =>
  canonicalTimeZone(zone) ?? MARKETPLACE_TIME_ZONE

/**
 * A formatter of moments (deadlines, message times) for one reader: their language, their zone, and the zone named
 * after the time ("12:00 CEST", "06:00 AM EDT"), so a reader elsewhere is never misled.
 */
export function momentFormat(
  locale: string,
  zone: string | null | undefined,
  fields: Pick<Intl.DateTimeFormatOptions, 'day' | 'month' | 'year' | 'hour' | 'minute'>,
): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, { ...fields, timeZone: readerTimeZone(zone), timeZoneName: 'short' })
}

/**
 * The zone the web app records for an account that has none: the browser's, when it is a known zone. Never while
 * staff browse as the user (their browser says where staff are), never over a zone the account already has.
 */
export function timeZoneToRecord(
  account: { time_zone?: string | null; acting_staff?: unknown } | undefined,
  browserZone: string | undefined,
): string | null {
  if (!account || account.time_zone !== null || account.acting_staff) return null
  return canonicalTimeZone(browserZone)
}

export interface TimeZoneGroup {
  /** The IANA area (Europe, America…), or UTC. */
  area: string
  zones: Array<{ zone: string; city: string }>
}

/**
 * Zones grouped by their IANA area, areas and cities in alphabetical order, UTC first, for a select. `current` is
 * kept even when this runtime's list lacks it, so a saved zone is always shown.
 */
export function timeZoneGroups(zones: readonly string[], current?: string | null): TimeZoneGroup[] {
  const all = new Set([UTC, ...zones, ...(current ? [current] : [])])
  const areas = new Map<string, TimeZoneGroup['zones']>()
  for (const zone of all) {
    const slash = zone.indexOf('/')
    const area = slash === -1 ? zone : zone.slice(0, slash)
    const city =
      slash === -1
        ? zone
        : zone
            .slice(slash + 1)
            .replaceAll('_', ' ')
            .replaceAll('/', ' / ')
    areas.set(area, [...(areas.get(area) ?? []), { zone, city }])
  }
  return [...areas.entries()]
    .map(([area, list]) => ({ area, zones: list.sort((a, b) => a.city.localeCompare(b.city, 'en')) }))
    .sort((a, b) => (a.area === UTC ? -1 : b.area === UTC ? 1 : a.area.localeCompare(b.area, 'en')))
}
