import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REVIEW_WINDOW_DAYS } from '../../../src/domain/review-rules'
import { notifications, outbox } from '../../../src/server/db/schema'
import { createReview, publishDueReviews } from '../../../src/server/services/reviews/review-writing'
import { createUser } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createBooking, dayFromToday } from '../support/core-bookings'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

const review = { rating: 5, comment: 'A lovely van, spotless and easy to drive.', end_rating: 5, target_rating: 5 }

describe.each(TEST_DATABASES)('review notifications on %s', (kind) => {
  let t: TestApp
  let guest: { id: number }
  let owner: { id: number }
  let camperId: number

  beforeAll(async () => {
    t = await createTestApp(kind)
    guest = await createUser(t, { firstName: 'Camille' })
    owner = await createUser(t, { firstName: 'Jonas', isOwner: true })
    camperId = (await createCamper(t, owner.id, { title: 'Le Petit Nomade' })).id
  })
  afterAll(() => t.close())

  const finished = (endedDaysAgo: number) =>
    createBooking(t, {
      camperId,
      guestId: guest.id,
      status: 'DONE',
      period: `[${dayFromToday(-endedDaysAgo - 4)},${dayFromToday(-endedDaysAgo)})`,
    })
  const noticesOf = async (bookingId: number) =>
    (
      await t.db.select().from(notifications).where(eq(notifications.bookingId, bookingId)).orderBy(notifications.id)
    ).map((row) => [row.userId, row.kind, (row.data as { path: string }).path])

  it('tells the other side a review waits for theirs, then both that the reviews are public', async () => {
    const booking = await finished(1)
    await createReview(t.db, guest.id, booking.id, review)
    expect(await noticesOf(booking.id)).toEqual([[owner.id, 'review_received', `/f/booking/${booking.id}`]])
    const [email] = (await t.db.select().from(outbox)).filter(
      (row) => (row.data as { bookingId?: number }).bookingId === booking.id,
    )
    expect(email).toMatchObject({ template: 'review_update' })

    await createReview(t.db, owner.id, booking.id, review)
    expect((await noticesOf(booking.id)).slice(1)).toEqual([
      [guest.id, 'review_published', '/d/reviews?box=received'],
      [owner.id, 'review_published', '/d/reviews?box=received'],
    ])
  })

  it('tells both when the window closes on a single review, once', async () => {
    const booking = await finished(6)
    await createReview(t.db, owner.id, booking.id, review)
    const closed = new Date(Date.now() + (REVIEW_WINDOW_DAYS + 1) * 86_400_000)
    expect(await publishDueReviews(t.db, closed)).toBeGreaterThanOrEqual(1)
    await publishDueReviews(t.db, closed)
    expect((await noticesOf(booking.id)).map(([user, kind]) => [user, kind])).toEqual([
      [guest.id, 'review_received'],
      [guest.id, 'review_published'],
      [owner.id, 'review_published'],
    ])
  })
})
