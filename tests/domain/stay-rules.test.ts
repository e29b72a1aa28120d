import { describe, expect, it } from 'vitest'
import { lastBookableDay, minimumStay, staySelection } from '../../src/domain/stay-rules'

describe('the stay picked in the booking box', () => {
  it('opens the calendar for the camper’s window, twelve months when it has none, at least one', () => {
    expect(lastBookableDay('2027-01-31', 6)).toBe('2027-07-31')
    expect(lastBookableDay('2027-01-31', 1)).toBe('2027-02-28')
    expect(lastBookableDay('2027-03-10', 0)).toBe('2028-03-10')
    expect(lastBookableDay('2027-03-10', null)).toBe('2028-03-10')
  })

  it('takes the minimum stay from the calendar, else from the camper, else one day', () => {
    expect(minimumStay(5, 3)).toBe(5)
    expect(minimumStay(undefined, 3)).toBe(3)
    expect(minimumStay(undefined, null)).toBe(1)
  })

  it('prices a complete stay only once it reaches the minimum', () => {
    expect(staySelection('', '', 3)).toEqual({ nights: 0, complete: false, tooShort: false, priceable: false })
    expect(staySelection('2027-07-10', '', 3)).toEqual({
      nights: 0,
      complete: false,
      tooShort: false,
      priceable: false,
    })
    expect(staySelection('2027-07-10', '2027-07-12', 3)).toEqual({
      nights: 2,
      complete: true,
      tooShort: true,
      priceable: false,
    })
    expect(staySelection('2027-07-10', '2027-07-13', 3)).toEqual({
      nights: 3,
      complete: true,
      tooShort: false,
      priceable: true,
    })
    // Across the change to summer time: still calendar days.
    expect(staySelection('2027-03-27', '2027-03-29', 1).nights).toBe(2)
  })
})
