import { describe, expect, it } from 'vitest'
import { ageOn } from '../../src/domain/age-rules'

describe('age on a day', () => {
  it('counts whole years, the anniversary itself included', () => {
    expect(ageOn('2008-11-21', '2026-11-21')).toBe(18)
    expect(ageOn('2008-11-22', '2026-11-21')).toBe(17)
    expect(ageOn('2008-12-01', '2026-11-30')).toBe(17)
  })

  it('turns a 29 February birthday on 1 March in other years', () => {
    expect(ageOn('2000-02-29', '2026-02-28')).toBe(25)
    expect(ageOn('2000-02-29', '2026-03-01')).toBe(26)
    expect(ageOn('2000-02-29', '2028-02-29')).toBe(28)
  })

  it('is negative before the start and zero on it', () => {
    expect(ageOn('2026-05-10', '2026-05-10')).toBe(0)
    expect(ageOn('2026-05-10', '2025-05-10')).toBe(-1)
  })
})
