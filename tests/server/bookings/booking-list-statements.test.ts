import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, tokensFor } from '../support/accounts'
import { seedBookingHistory } from '../support/booking-history'
import { recordStatements } from '../support/statement-counter'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

const LISTS = [
  '/v4/bookings-owner/',
  '/v4/bookings-owner/?page=2&page_size=2',
  '/v4/bookings-owner/?meta_state=ARCHIVED&page_size=3',
  '/v4/bookings-owner/options/',
  '/v4/bookings-guest/',
  '/v4/bookings-guest/?page=2&page_size=2',
  '/v4/bookings-guest/?meta_state=ARCHIVED&page_size=3',
  '/v4/bookings-guest/options/',
]

/** A list costs the same few statements whatever the user's history: it reads one page, not every booking. */
describe.each(TEST_DATABASES)('booking list statements on %s', (kind) => {
  let t: TestApp
  const tokens: Record<'small' | 'large', string> = { small: '', large: '' }

  beforeAll(async () => {
    t = await createTestApp(kind)
    for (const [size, count] of [
      ['small', 5],
      ['large', 60],
    ] as const) {
      // One user is both the owner of `count` bookings and the guest of `count` others.
      const user = await createUser(t, { isOwner: true, isPro: true })
      const other = await createUser(t, { isOwner: true })
      await seedBookingHistory(t.db, { ownerId: user.id, guestIds: [other.id], count })
      await seedBookingHistory(t.db, { ownerId: other.id, guestIds: [user.id], count })
      tokens[size] = (await tokensFor(t, user.email)).access_token
    }
  })
  afterAll(() => t.close())

  it.each(LISTS)('%s: as many statements for 5 bookings as for 60, and at most 6', async (path) => {
    const statements = recordStatements(t.db)
    const counts: Record<string, number> = {}
    for (const size of ['small', 'large'] as const) {
      statements.take()
      const response = await t.request(path, { token: tokens[size] })
      expect(response.status, await response.clone().text()).toBe(200)
      counts[size] = statements.take().length
    }
    expect(counts.large).toBe(counts.small)
    expect(counts.large).toBeLessThanOrEqual(6)
  })
})
