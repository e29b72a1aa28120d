import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BookingEvent } from '../../../machines/booking.machine'
import { bookingNotifications, type BookingNotificationRule } from '../../../machines/booking.notifications'
import { GUEST_CANCEL_REASONS, OWNER_CANCEL_REASONS } from '../../../src/domain/booking-rules'
import { BOOKING_STATUSES, type BookingStatus } from '../../../src/domain/booking-status'
import { notifications, outbox } from '../../../src/server/db/schema'
import { applyBookingEvent, nextBookingState } from '../../../src/server/services/bookings/booking-transitions'
import { createUser } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createBooking, dayFromToday } from '../support/core-bookings'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

/** The event of a rule with what the machine needs to take it. */
function eventOf(rule: BookingNotificationRule): BookingEvent {
  switch (rule.event) {
    case 'guest.cancel':
      return { type: rule.event, reason: GUEST_CANCEL_REASONS[0] }
    case 'owner.cancel':
    case 'owner.refuse':
      return { type: rule.event, reason: OWNER_CANCEL_REASONS[0] }
    case 'staff.cancel':
      return { type: rule.event, both: rule.target === 'CANCELLED_BOTH' }
    default:
      return { type: rule.event } as BookingEvent
  }
}

/** Every (from, instant) a rule covers, among the changes the machine makes. */
function changesOf(rule: BookingNotificationRule) {
  const instants = rule.instant === undefined ? [false, true] : [rule.instant]
  return BOOKING_STATUSES.flatMap((from) =>
    instants.flatMap((instant) => {
      if (rule.from && !rule.from.includes(from)) return []
      const next = nextBookingState(from, instant, eventOf(rule), new Date())
      return next?.status === rule.target ? [{ from, instant }] : []
    }),
  )
}

// Walks the whole table through the server: each rule's change, from every status it covers, writes exactly the
// notices it declares (in-app and email), to the right person.
describe.each(TEST_DATABASES)('every notice of the booking table, through the server, on %s', (kind) => {
  let t: TestApp
  let guest: { id: number; email: string }
  let owner: { id: number; email: string }
  let camperId: number
  let offset = 0

  beforeAll(async () => {
    t = await createTestApp(kind)
    guest = await createUser(t, { firstName: 'Camille' })
    owner = await createUser(t, { firstName: 'Jonas', isOwner: true })
    camperId = (await createCamper(t, owner.id)).id
  })
  afterAll(() => t.close())

  const changes = bookingNotifications.flatMap((rule) => changesOf(rule).map((change) => ({ rule, ...change })))

  it('covers every rule of the table', () => {
    for (const rule of bookingNotifications)
      expect(changesOf(rule).length, `${rule.event} → ${rule.target}`).toBeGreaterThan(0)
  })

  it.each(
    changes.map(
      (change) =>
        [
          `${change.from} --${change.rule.event}--> ${change.rule.target}${change.instant ? ' (instant)' : ''}`,
          change,
        ] as const,
    ),
  )('%s', async (_, { rule, from, instant }) => {
    offset += 10
    const ongoing = from === 'ONGOING' || rule.event === 'timer.trip_ended'
    const booking = await createBooking(t, {
      camperId,
      guestId: guest.id,
      status: from as BookingStatus,
      isInstant: instant,
      period: ongoing
        ? `[${dayFromToday(-3 - offset)},${dayFromToday(-offset)})`
        : `[${dayFromToday(40 + offset)},${dayFromToday(44 + offset)})`,
      ownerAcceptExpireOn: new Date(Date.now() + 3_600_000),
    })
    await applyBookingEvent(t.db, booking.id, eventOf(rule), { userId: null })
    const userOf = { guest: guest.id, owner: owner.id }
    const expected = rule.notify.map((notice) => [userOf[notice.to], notice.kind]).sort()
    const written = await t.db.select().from(notifications).where(eq(notifications.bookingId, booking.id))
    expect(written.map((row) => [row.userId, row.kind]).sort()).toEqual(expected)
    const emails = (await t.db.select().from(outbox)).filter(
      (row) => (row.data as { bookingId?: number }).bookingId === booking.id,
    )
    const addressOf = { [guest.id]: guest.email, [owner.id]: owner.email }
    expect(emails.map((row) => [row.recipient, (row.data as { kind: string }).kind]).sort()).toEqual(
      expected.map(([userId, kind]) => [addressOf[userId as number], kind]).sort(),
    )
  })
})
