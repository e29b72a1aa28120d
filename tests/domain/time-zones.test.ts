import { describe, expect, it } from 'vitest'
import {
  canonicalTimeZone,
  isTimeZone,
  MARKETPLACE_TIME_ZONE,
  momentFormat,
  readerTimeZone,
  timeZoneGroups,
  timeZoneToRecord,
} from '../../src/domain/time-zones'

const DEADLINE = new Date('2026-07-01T10:00:00Z')
const FIELDS = { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' } as const
// Intl separates the time from its zone name with a narrow or plain space, depending on the ICU version.
const spaced = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ')

describe('time zone names', () => {
  it('knows the IANA names and UTC, and nothing else', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true)
    expect(isTimeZone('America/New_York')).toBe(true)
    expect(isTimeZone('UTC')).toBe(true)
    for (const bad of ['Mars/Olympus_Mons', 'Paris', '', '   ', 'CEST+2', 42, null, undefined])
      expect(isTimeZone(bad)).toBe(false)
  })

  it('spells an alias as its zone, so the Firefox and Chromium names of one zone are one zone', () => {
    const kolkata = canonicalTimeZone('Asia/Kolkata')
    expect(kolkata).toBe(canonicalTimeZone('Asia/Calcutta'))
    expect(kolkata).not.toBeNull()
    expect(canonicalTimeZone('US/Eastern')).toBe('America/New_York')
    expect(canonicalTimeZone('Etc/UTC')).toBe('UTC')
    expect(canonicalTimeZone('Europe/Paris')).toBe('Europe/Paris')
  })

  it('falls back to the marketplace’s zone for a reader without a known one', () => {
    expect(MARKETPLACE_TIME_ZONE).toBe('Europe/Paris')
    expect(readerTimeZone(null)).toBe('Europe/Paris')
    expect(readerTimeZone(undefined)).toBe('Europe/Paris')
    expect(readerTimeZone('Nowhere/Atlantis')).toBe('Europe/Paris')
    expect(readerTimeZone('America/New_York')).toBe('America/New_York')
  })
})

describe('moments in the reader’s zone', () => {
  it('writes one deadline in each reader’s clock and names the zone', () => {
    expect(spaced(momentFormat('en-GB', 'Europe/Paris', FIELDS).format(DEADLINE))).toBe('1 Jul 2026, 12:00 CEST')
    expect(spaced(momentFormat('en', 'America/New_York', FIELDS).format(DEADLINE))).toBe('Jul 1, 2026, 06:00 AM EDT')
    expect(spaced(momentFormat('en-GB', 'Asia/Tokyo', FIELDS).format(DEADLINE))).toBe('1 Jul 2026, 19:00 GMT+9')
    expect(spaced(momentFormat('fr', 'Europe/Paris', FIELDS).format(DEADLINE))).toBe('1 juil. 2026, 12:00 UTC+2')
    expect(spaced(momentFormat('de', 'Europe/Berlin', FIELDS).format(DEADLINE))).toBe('1. Juli 2026, 12:00 MESZ')
    expect(spaced(momentFormat('en-GB', 'UTC', FIELDS).format(DEADLINE))).toBe('1 Jul 2026, 10:00 UTC')
  })

  it('writes the marketplace’s clock for a reader without a zone', () => {
    expect(momentFormat('en-GB', null, FIELDS).format(DEADLINE)).toBe(
      momentFormat('en-GB', 'Europe/Paris', FIELDS).format(DEADLINE),
    )
  })
})

describe('the zones a select lists', () => {
  it('groups zones by area, areas and cities in order, UTC first', () => {
    const groups = timeZoneGroups(['Europe/Paris', 'America/New_York', 'Europe/Berlin', 'America/Argentina/Salta'])
    expect(groups.map((group) => group.area)).toEqual(['UTC', 'America', 'Europe'])
    expect(groups[1]!.zones).toEqual([
      { zone: 'America/Argentina/Salta', city: 'Argentina / Salta' },
      { zone: 'America/New_York', city: 'New York' },
    ])
    expect(groups[2]!.zones.map((zone) => zone.zone)).toEqual(['Europe/Berlin', 'Europe/Paris'])
  })

  it('keeps the saved zone even when the list lacks it, once', () => {
    const groups = timeZoneGroups(['Europe/Paris'], 'Asia/Kolkata')
    expect(groups.flatMap((group) => group.zones.map((zone) => zone.zone))).toEqual([
      'UTC',
      'Asia/Kolkata',
      'Europe/Paris',
    ])
    expect(timeZoneGroups(['Europe/Paris'], 'Europe/Paris').flatMap((group) => group.zones)).toHaveLength(2)
  })
})

describe('the zone the web app records', () => {
  it('records the browser’s zone only for an account that has none, in the user’s own session', () => {
    expect(timeZoneToRecord({ time_zone: null, acting_staff: null }, 'Asia/Kolkata')).toBe(
      canonicalTimeZone('Asia/Kolkata'),
    )
    expect(timeZoneToRecord({ time_zone: 'Europe/Paris', acting_staff: null }, 'Asia/Tokyo')).toBeNull()
    expect(timeZoneToRecord({ time_zone: null, acting_staff: { id: 1 } }, 'Asia/Tokyo')).toBeNull()
    expect(timeZoneToRecord({ time_zone: null }, 'Not/AZone')).toBeNull()
    expect(timeZoneToRecord({ time_zone: null }, undefined)).toBeNull()
    // An answer from a server that does not know time zones yet.
    expect(timeZoneToRecord({}, 'Asia/Tokyo')).toBeNull()
    expect(timeZoneToRecord(undefined, 'Asia/Tokyo')).toBeNull()
  })
})
