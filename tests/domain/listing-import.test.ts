import { describe, expect, it } from 'vitest'
import {
  importAllowed,
  importLockedFields,
  migrationStatusAfterImport,
  sisterListingIdOf,
} from '../../src/domain/listing-import'

describe('listing import rules', () => {
  it('reads a listing id typed or pasted as its sister-platform address', () => {
    expect(sisterListingIdOf(' rv-1001 ')).toBe('rv-1001')
    expect(sisterListingIdOf('https://www.roam-partner.com/fr/campers/rv-1002/')).toBe('rv-1002')
    expect(sisterListingIdOf('https://example.com/campers/rv-1002')).toBeNull()
    expect(sisterListingIdOf('rv 1001')).toBeNull()
    expect(sisterListingIdOf('')).toBeNull()
  })

  it('locks the insurance fields once the listing left created and waits out moderation', () => {
    expect(importLockedFields('created')).toEqual([])
    expect(importLockedFields('bookable')).toContain('registration')
    expect(importAllowed('to_moderate')).toBe(false)
    expect(importAllowed('unpublished_owner')).toBe(true)
  })

  it('marks the camper dual, published only when live and complete', () => {
    expect(migrationStatusAfterImport('bookable', true)).toBe('dual_published')
    expect(migrationStatusAfterImport('bookable', false)).toBe('dual_not_published')
    expect(migrationStatusAfterImport('created', true)).toBe('dual_not_published')
  })
})
