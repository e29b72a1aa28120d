import { describe, expect, it } from 'vitest'
import { listingCoverPhoto, listingDescription, listingSocialImage } from '../../src/domain/listing-head'

describe('a listing page head', () => {
  it('describes the listing on one line, in at most 160 characters', () => {
    expect(listingDescription({ description: '  Two beds,\n\n a fridge\tand   a view.  ' })).toBe(
      'Two beds, a fridge and a view.',
    )
    expect(listingDescription({ description: 'y'.repeat(400) })).toHaveLength(160)
    expect(listingDescription({ description: '' })).toBe('')
  })

  it('shows the first photo by position, cover-cropped at 1200x630, and none without photos', () => {
    const photos = [
      { url: '/api/media/campers/4-2.svg', position: 1 },
      { url: 'https://cdn.roam.test/p.jpg?v=3', position: 0 },
    ]
    expect(listingSocialImage({ photos })).toBe('https://cdn.roam.test/p.jpg?v=3&w=1200&h=630&fit=cover')
    expect(listingSocialImage({ photos: photos.slice(0, 1) })).toBe('/api/media/campers/4-2.svg?w=1200&h=630&fit=cover')
    expect(listingSocialImage({ photos: [] })).toBeUndefined()
    expect(listingCoverPhoto({ photos })).toEqual(photos[1])
    expect(listingCoverPhoto({ photos: [] })).toBeUndefined()
  })
})
