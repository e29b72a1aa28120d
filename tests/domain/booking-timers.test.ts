import { describe, expect, it } from 'vitest'
import { nextBookingTimer, type BookingTimerFacts } from '../../src/domain/booking-timers'

const facts = (overrides: Partial<BookingTimerFacts>): BookingTimerFacts => ({
  status: 'CREATED',
  createdAt: new Date('2026-11-20T10:00:00Z'),
  ownerAcceptExpireOn: null,
  dateFrom: '2026-12-01',
  dateTo: '2026-12-06',
  ...overrides,
})

describe('nextBookingTimer', () => {
  it('gives a draft a day before it is abandoned', () => {
    for (const status of ['CREATED', 'CREATED_PRO'] as const) {
      expect(nextBookingTimer(facts({ status }))).toEqual({
        event: 'timer.draft_expired',
        at: new Date('2026-11-21T10:00:00Z'),
      })
    }
  })

  it('expires a sent request, an accepted one or a transfer on its way at its deadline, and has nothing without one', () => {
    const deadline = new Date('2026-11-22T08:30:00Z')
    for (const status of ['VALIDATED', 'ACCEPTED', 'TO_COME_NOT_PAID'] as const) {
      expect(nextBookingTimer(facts({ status, ownerAcceptExpireOn: deadline }))).toEqual({
        event: 'timer.acceptance_expired',
        at: deadline,
      })
    }
    expect(nextBookingTimer(facts({ status: 'ACCEPTED' }))).toBeNull()
  })

  it('starts and ends a trip on its days at midnight UTC', () => {
    expect(nextBookingTimer(facts({ status: 'TO_COME' }))).toEqual({
      event: 'timer.trip_started',
      at: new Date('2026-12-01T00:00:00Z'),
    })
    expect(nextBookingTimer(facts({ status: 'ONGOING' }))).toEqual({
      event: 'timer.trip_ended',
      at: new Date('2026-12-06T00:00:00Z'),
    })
  })

  it('waits for nothing once the booking is settled', () => {
    for (const status of ['ABANDONED', 'DONE', 'ACCEPTED_EXP', 'CANCELLED_STAFF', 'CANCELLED_BOTH'] as const) {
      expect(nextBookingTimer(facts({ status, ownerAcceptExpireOn: new Date() }))).toBeNull()
    }
  })
})
