import { describe, expect, it } from 'vitest'
import { listingCamperId, utmFromSearch } from '../../src/domain/analytics-events'

describe('analytics event rules', () => {
  it('reads the utm parameters of a landing address, ignoring empty and unknown ones', () => {
    expect(
      utmFromSearch('?utm_source=newsletter&utm_medium=email&utm_campaign=%20spring%20&utm_term=&gclid=1'),
    ).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
    })
    expect(utmFromSearch('')).toEqual({})
    expect(utmFromSearch(`?utm_content=${'x'.repeat(300)}`).utm_content).toHaveLength(200)
  })

  it('knows a listing page by its path', () => {
    expect(listingCamperId('/campers/42')).toBe(42)
    expect(listingCamperId('/campers/42/')).toBe(42)
    expect(listingCamperId('/campers/42/book')).toBeNull()
    expect(listingCamperId('/campers/abc')).toBeNull()
    expect(listingCamperId('/s')).toBeNull()
  })
})
