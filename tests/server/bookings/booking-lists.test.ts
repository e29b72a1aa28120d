import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BookingSide } from '../../../src/domain/booking-rules'
import { bookingOptions, listBookings, type BookingListQuery } from '../../../src/server/services/bookings/bookings'
import { createUser } from '../support/accounts'
import { HISTORY_NOW, seedBookingHistory } from '../support/booking-history'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

const QUERIES: Array<Partial<BookingListQuery>> = [
  {},
  { page: 2, page_size: 7 },
  { page: 3, page_size: 25 },
  { page: 40 },
  { meta_state: 'TO_DO', page_size: 100 },
  { meta_state: 'WAITING', page_size: 100 },
  { meta_state: 'CONFIRMED', page_size: 100 },
  { meta_state: 'ARCHIVED', page: 2, page_size: 30 },
  { state: 'VALIDATED', page_size: 100 },
  { state: 'CANCELLED_OWNER', page_size: 100 },
  { year: 2026, page_size: 100 },
  { year: 2025, meta_state: 'ARCHIVED', page_size: 5 },
]

/**
 * The lists' whole answers for a history of every kind of booking, read at a fixed clock, against the file written
 * when they were built in JavaScript: reading them in SQL changes neither a field, nor a value, nor the order.
 */
describe.each(TEST_DATABASES)('booking lists on %s', (kind) => {
  let t: TestApp
  let owner: { id: number }
  let guest: { id: number }

  beforeAll(async () => {
    t = await createTestApp(kind)
    const joinedAt = new Date('2024-03-01T08:00:00Z')
    owner = await createUser(t, { isOwner: true, isPro: true, firstName: 'Olga', joinedAt, phone: '+33600000001' })
    const otherOwner = await createUser(t, { isOwner: true, firstName: 'Omar', joinedAt, phone: '+33600000002' })
    guest = await createUser(t, { firstName: 'Gina', joinedAt })
    const others = [
      await createUser(t, { firstName: 'Gus', joinedAt }),
      await createUser(t, { firstName: 'Gia', joinedAt }),
    ]
    await seedBookingHistory(t.db, { ownerId: owner.id, guestIds: [guest.id, ...others.map((u) => u.id)], count: 90 })
    await seedBookingHistory(t.db, { ownerId: otherOwner.id, guestIds: [guest.id], count: 25, campers: 2 })
  })
  afterAll(() => t.close())

  it.each<BookingSide>(['owner', 'guest'])('%s list pages, filters and options are unchanged', async (side) => {
    const userId = side === 'owner' ? owner.id : guest.id
    const answers: Record<string, unknown> = {}
    for (const query of QUERIES) {
      const full = { page: 1, page_size: 20, ...query }
      answers[JSON.stringify(query)] = await listBookings(t.db, userId, side, full, HISTORY_NOW).then(
        ({ count, results }) => ({ count, results }),
      )
    }
    answers.options = await bookingOptions(t.db, userId, side, HISTORY_NOW)
    // Ids come from the sequences of a fresh copy of the migrated database: the same on either kind.
    const text = JSON.stringify(answers, null, 1)
    await expect(text).toMatchFileSnapshot(`./__snapshots__/booking-lists.${side}.json`)
  })
})
