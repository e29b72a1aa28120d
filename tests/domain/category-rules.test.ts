import { describe, expect, it } from 'vitest'
import { categorySearchFilters, parseCategory } from '../../src/domain/category-rules'

describe('parseCategory', () => {
  it('maps the three slugs to their vehicle types', () => {
    expect(parseCategory('motorhome')).toEqual({ slug: 'motorhome', types: [1, 2, 3] })
    expect(parseCategory('campervan')).toEqual({ slug: 'campervan', types: [4] })
    expect(parseCategory('van')).toEqual({ slug: 'van', types: [5] })
  })

  it('refuses any other slug', () => {
    for (const slug of ['bus', 'caravan', 'Van', 'toString', 'constructor', '', undefined])
      expect(parseCategory(slug), String(slug)).toBeNull()
  })

  it('reads {seats}-seats from 2 to 6', () => {
    expect(parseCategory('van', '4-seats')).toEqual({ slug: 'van', types: [5], seats: 4 })
    expect(parseCategory('motorhome', '2-seats')?.seats).toBe(2)
    expect(parseCategory('campervan', '6-seats')?.seats).toBe(6)
    for (const segment of ['1-seats', '7-seats', '04-seats', 'four-seats', '4', '4-seat', '4-seats-x', '']) {
      expect(parseCategory('van', segment), segment).toBeNull()
    }
  })
})

describe('categorySearchFilters', () => {
  it('gives the types, and the seatbelts when a seat count is chosen', () => {
    expect(categorySearchFilters({ slug: 'motorhome', types: [1, 2, 3] })).toEqual({ types: [1, 2, 3] })
    expect(categorySearchFilters({ slug: 'van', types: [5], seats: 4 })).toEqual({ types: [5], seatbelts: 4 })
  })
})
