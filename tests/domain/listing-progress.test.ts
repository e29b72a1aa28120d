import { describe, expect, it } from 'vitest'
import {
  isPublished,
  LISTING_REQUIREMENTS,
  listingProgress,
  lockedFieldsIn,
  MIN_LISTING_PHOTOS,
  picturesStillNeeded,
  REQUIREMENT_TABS,
  tabOpen,
} from '../../src/domain/listing-progress'
import type { ListingFacts } from '../../src/domain/listing-progress'

const complete: ListingFacts = {
  title: 'Fiat Ducato Hymer',
  description: 'A roomy coachbuilt motorhome for four, with a fixed bed and a shower.',
  vehicleType: 2,
  seats: 4,
  beds: 4,
  city: 'Lyon',
  country: 'FR',
  latitude: 45.76,
  longitude: 4.83,
  pricePerDay: 9500,
  photoCount: MIN_LISTING_PHOTOS,
  missingMandatoryDocuments: 0,
}

describe('listing progress', () => {
  it('is complete when every requirement is met', () => {
    const progress = listingProgress(complete)
    expect(progress).toMatchObject({ complete: true, missing: [], percent: 100 })
  })

  it('names each missing requirement', () => {
    expect(listingProgress({ ...complete, title: '  ' }).missing).toEqual(['title'])
    expect(listingProgress({ ...complete, description: 'Too short.' }).missing).toEqual(['description'])
    expect(listingProgress({ ...complete, vehicleType: null }).missing).toEqual(['vehicle_type'])
    expect(listingProgress({ ...complete, beds: 0 }).missing).toEqual(['seats_beds'])
    expect(listingProgress({ ...complete, latitude: null }).missing).toEqual(['location'])
    expect(listingProgress({ ...complete, pricePerDay: 0 }).missing).toEqual(['price'])
    expect(listingProgress({ ...complete, photoCount: MIN_LISTING_PHOTOS - 1 }).missing).toEqual(['photos'])
    expect(listingProgress({ ...complete, missingMandatoryDocuments: 1 }).missing).toEqual(['documents'])
  })

  it('counts the share done', () => {
    const progress = listingProgress({ ...complete, title: '', pricePerDay: 0 })
    expect(progress.complete).toBe(false)
    expect(progress.percent).toBe(75)
  })

  it('publishes only live and complete listings', () => {
    expect(isPublished('published', true)).toBe(true)
    expect(isPublished('bookable', false)).toBe(false)
    expect(isPublished('to_moderate', true)).toBe(false)
  })

  it('locks the insurance fields once the listing left created', () => {
    expect(lockedFieldsIn('created', { registration: 'AB-123-CD' })).toEqual([])
    expect(lockedFieldsIn('to_moderate', { registration: 'AB-123-CD', height: 300 })).toEqual(['registration'])
    expect(lockedFieldsIn('published', { value: undefined, type: 2 })).toEqual(['type'])
  })

  it('opens the calendar tab only for publishable campers', () => {
    expect(tabOpen('calendar', false)).toBe(false)
    expect(tabOpen('pictures', false)).toBe(true)
    expect(tabOpen('calendar', true)).toBe(true)
  })

  it('leads every requirement to a tab open before the camper is publishable', () => {
    for (const requirement of LISTING_REQUIREMENTS) expect(tabOpen(REQUIREMENT_TABS[requirement], false)).toBe(true)
    expect(REQUIREMENT_TABS.photos).toBe('pictures')
    expect(REQUIREMENT_TABS.description).toBe('settings')
  })

  it('counts the pictures still needed before moderation, never below zero', () => {
    expect(picturesStillNeeded(0)).toBe(MIN_LISTING_PHOTOS)
    expect(picturesStillNeeded(MIN_LISTING_PHOTOS - 1)).toBe(1)
    expect(picturesStillNeeded(MIN_LISTING_PHOTOS)).toBe(0)
    expect(picturesStillNeeded(MIN_LISTING_PHOTOS + 4)).toBe(0)
    // The rule the progress applies: no picture still needed exactly when the photos requirement is met.
    for (const photoCount of [0, 2, 3, 8]) {
      expect(listingProgress({ ...complete, photoCount }).missing.includes('photos')).toBe(
        picturesStillNeeded(photoCount) > 0,
      )
    }
  })
})
