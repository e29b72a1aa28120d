import { describe, expect, it } from 'vitest'
import { timeLeft } from '../../src/domain/deadline-countdown'

describe('deadline countdown', () => {
  const now = new Date('2027-07-01T10:00:00Z')

  it('splits what is left into days, hours and whole minutes', () => {
    expect(timeLeft('2027-07-02T12:30:59Z', now)).toEqual({ expired: false, days: 1, hours: 2, minutes: 30 })
    expect(timeLeft('2027-07-01T10:00:59Z', now)).toEqual({ expired: false, days: 0, hours: 0, minutes: 0 })
  })

  it('is expired at and after the deadline, and for an unreadable one', () => {
    expect(timeLeft('2027-07-01T10:00:00Z', now).expired).toBe(true)
    expect(timeLeft('2027-06-30T10:00:00Z', now).expired).toBe(true)
    expect(timeLeft('not a date', now).expired).toBe(true)
  })
})
