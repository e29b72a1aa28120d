import { describe, expect, it } from 'vitest'
import { footerRating, needsTrustedShop } from '../../src/domain/footer-rating'

describe('footer rating', () => {
  it('uses the stats when they have a review count', () => {
    expect(footerRating({ count: 10, average: 4.5 }, { totalReviewCount: 99, overallMark: 3 })).toEqual({
      count: 10,
      average: 4.5,
    })
    expect(needsTrustedShop({ count: 10, average: 4.5 }, true)).toBe(false)
  })
  it('asks the trusted shop only once the stats settled without a count', () => {
    expect(needsTrustedShop(undefined, false)).toBe(false)
    expect(needsTrustedShop({ count: 0, average: 0 }, true)).toBe(true)
    expect(needsTrustedShop(undefined, true)).toBe(true)
    expect(footerRating({ count: null, average: null }, { totalReviewCount: 99, overallMark: 4.1 })).toEqual({
      count: 99,
      average: 4.1,
    })
  })
  it('keeps zeros when nothing is known', () => {
    expect(footerRating(undefined, undefined)).toEqual({ count: 0, average: 0 })
  })
})
