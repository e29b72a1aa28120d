import { describe, expect, it } from 'vitest'
import { SISTER_PLATFORM_PAGES, sisterPlatformDuplicateUrl, sisterPlatformUrl } from '../../src/domain/sister-platform'

function pageOf(url: string): string {
  const parsed = new URL(url)
  return `${parsed.origin}${parsed.pathname}`
}

describe('sisterPlatformUrl', () => {
  it('uses the exact locale page for nl-BE', () => {
    expect(pageOf(sisterPlatformUrl('nl-be'))).toBe(SISTER_PLATFORM_PAGES['nl-BE'])
  })
  it('falls back to the language part', () => {
    expect(pageOf(sisterPlatformUrl('de-ch'))).toBe(SISTER_PLATFORM_PAGES.de)
    expect(pageOf(sisterPlatformUrl('fr-be'))).toBe(SISTER_PLATFORM_PAGES.fr)
    expect(pageOf(sisterPlatformUrl('en-gb'))).toBe(SISTER_PLATFORM_PAGES.en)
    expect(pageOf(sisterPlatformUrl('it'))).toBe(SISTER_PLATFORM_PAGES.it)
  })
  it('falls back to en when the language has no page', () => {
    expect(pageOf(sisterPlatformUrl('es'))).toBe(SISTER_PLATFORM_PAGES.en)
    expect(pageOf(sisterPlatformUrl('pt-pt'))).toBe(SISTER_PLATFORM_PAGES.en)
  })
  it('carries the utm parameters', () => {
    const params = new URL(sisterPlatformUrl('fr')).searchParams
    expect(params.get('utm_source')).toBe('roam')
    expect(params.get('utm_medium')).toBe('referral')
    expect(params.get('utm_campaign')).toBe('rent_out_vehicle')
  })
})

describe('sisterPlatformDuplicateUrl', () => {
  it('names the listing to copy on the locale page, falling back like the rent-out page', () => {
    const url = new URL(sisterPlatformDuplicateUrl('fr-ch', 12))
    expect(`${url.origin}${url.pathname}`).toBe(SISTER_PLATFORM_PAGES.fr)
    expect(url.searchParams.get('duplicate_from')).toBe('roam:12')
    expect(url.searchParams.get('utm_campaign')).toBe('duplicate_listing')
    expect(pageOf(sisterPlatformDuplicateUrl('es', 12))).toBe(SISTER_PLATFORM_PAGES.en)
  })
})
