import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings, notifications, outbox } from '../../../src/server/db/schema'
import { outboxEmailRenderer } from '../../../src/server/mail/render-email'
import { runBookingReminders } from '../../../src/server/services/notifications/booking-reminders'
import { createUser, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createBooking, dayFromToday } from '../support/core-bookings'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

const HOUR = 3_600_000
const render = outboxEmailRenderer({ PUBLIC_URL: 'https://roam.example', LOCALE_STRATEGY: 'prefix' })

describe.each(TEST_DATABASES)('booking reminders on %s', (kind) => {
  let t: TestApp
  let guest: { id: number; email: string }
  let owner: { id: number; email: string }
  let staffToken = ''
  let camperId: number

  beforeAll(async () => {
    t = await createTestApp(kind, { REPLAY_CLOCK: '1' })
    guest = await createUser(t, { firstName: 'Camille', locale: 'fr', phone: '+33612345678' })
    owner = await createUser(t, { firstName: 'Jonas', isOwner: true, phone: '+4915112345678' })
    const staff = await createUser(t, { isStaff: true })
    staffToken = (await tokensFor(t, staff.email)).access_token
    camperId = (
      await createCamper(t, owner.id, {
        title: 'Le Petit Nomade',
        addressStreet: '12 rue du Lac',
        addressZipcode: '74000',
        addressCity: 'Annecy',
      })
    ).id
  })
  afterAll(() => t.close())

  const noticesOf = async (bookingId: number) =>
    (await t.db.select().from(notifications).where(eq(notifications.bookingId, bookingId))).map((row) => [
      row.userId,
      row.kind,
    ])
  const emailsOf = async (bookingId: number) =>
    (await t.db.select().from(outbox)).filter((row) => (row.data as { bookingId?: number }).bookingId === bookingId)

  it('reminds the owner of an unanswered request 12 hours before it expires, once, by the app’s clock', async () => {
    const deadline = new Date(Date.now() + 48 * HOUR)
    const request = await createBooking(t, {
      camperId,
      guestId: guest.id,
      status: 'VALIDATED',
      isInstant: false,
      period: `[${dayFromToday(30)},${dayFromToday(35)})`,
      ownerAcceptExpireOn: deadline,
    })
    expect(await runBookingReminders(t.db, new Date(deadline.getTime() - 13 * HOUR), request.id)).toBe(0)
    expect(await noticesOf(request.id)).toEqual([])

    const moment = new Date(deadline.getTime() - 12 * HOUR)
    expect(await runBookingReminders(t.db, moment, request.id)).toBe(1)
    expect(await runBookingReminders(t.db, new Date(moment.getTime() + HOUR), request.id)).toBe(0)
    expect(await noticesOf(request.id)).toEqual([[owner.id, 'request_expiring']])
    const emails = await emailsOf(request.id)
    expect(emails.map((row) => [row.recipient, row.template])).toEqual([[owner.email, 'booking_reminder']])
    // Run as of a later moment (as the replay clock does), it is still due at once.
    expect(emails[0]!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now())
    const rendered = await render(emails[0]!)
    expect(rendered.subject).toBe('The request for Le Petit Nomade expires in 12 hours')
    expect(rendered.text).toContain('Camille is still waiting for your answer')
    expect(rendered.text).toContain(`https://roam.example/en/d/bookings/${request.id}`)
    expect(rendered.text).toContain('You receive this reminder')
  })

  it('reminds the guest to pay an accepted request, not the owner, and never an instant booking’s payment page', async () => {
    const deadline = new Date(Date.now() + 20 * HOUR)
    const accepted = await createBooking(t, {
      camperId,
      guestId: guest.id,
      status: 'ACCEPTED',
      isInstant: false,
      period: `[${dayFromToday(40)},${dayFromToday(45)})`,
      ownerAcceptExpireOn: deadline,
    })
    const instant = await createBooking(t, {
      camperId,
      guestId: guest.id,
      status: 'ACCEPTED',
      isInstant: true,
      period: `[${dayFromToday(50)},${dayFromToday(55)})`,
      ownerAcceptExpireOn: deadline,
    })
    const moment = new Date(deadline.getTime() - 6 * HOUR)
    await runBookingReminders(t.db, moment)
    expect(await noticesOf(accepted.id)).toEqual([[guest.id, 'payment_due_soon']])
    expect(await noticesOf(instant.id)).toEqual([])
    const [email] = await emailsOf(accepted.id)
    const rendered = await render(email!)
    // The guest reads French, the deadline in the marketplace's time zone.
    expect(rendered.subject).toMatch(/^Payez Le Petit Nomade avant le .*(UTC|CET|CEST|HNEC|HAEC)/)
  })

  it('sends nothing once the deadline passed or the booking moved on', async () => {
    const deadline = new Date(Date.now() + 10 * HOUR)
    const booking = await createBooking(t, {
      camperId,
      guestId: guest.id,
      status: 'VALIDATED',
      isInstant: false,
      period: `[${dayFromToday(60)},${dayFromToday(65)})`,
      ownerAcceptExpireOn: deadline,
    })
    expect(await runBookingReminders(t.db, new Date(deadline.getTime() + 1), booking.id)).toBe(0)
    await t.db.update(bookings).set({ status: 'CANCELLED_GUEST' }).where(eq(bookings.id, booking.id))
    expect(await runBookingReminders(t.db, new Date(deadline.getTime() - HOUR), booking.id)).toBe(0)
    expect(await noticesOf(booking.id)).toEqual([])
  })

  it('tells both sides 3 days before the trip: where and when for the guest, who and how many for the owner', async () => {
    const trip = await createBooking(t, {
      camperId,
      guestId: guest.id,
      status: 'TO_COME',
      period: `[${dayFromToday(3)},${dayFromToday(8)})`,
      hourFrom: 9,
      hourTo: 20,
      travelers: 3,
    })
    const now = new Date(`${dayFromToday(0)}T12:00:00Z`)
    expect(await runBookingReminders(t.db, now, trip.id)).toBe(2)
    expect(await runBookingReminders(t.db, now, trip.id)).toBe(0)
    expect((await noticesOf(trip.id)).sort()).toEqual(
      [
        [guest.id, 'trip_soon'],
        [owner.id, 'trip_soon_owner'],
      ].sort(),
    )
    const emails = await emailsOf(trip.id)
    const toOwner = await render(emails.find((row) => row.recipient === owner.email)!)
    expect(toOwner.subject).toMatch(/^Camille picks up Le Petit Nomade on /)
    expect(toOwner.text).toContain('from 9:00 AM, with 3 travellers')
    expect(toOwner.text).toContain('You can reach Camille at +33612345678.')
    const toGuest = await render(emails.find((row) => row.recipient === guest.email)!)
    expect(toGuest.text).toContain('12 rue du Lac, 74000 Annecy')
    expect(toGuest.text).toContain('+4915112345678')
    expect(toGuest.text).toContain(`https://roam.example/fr/d/trips/${trip.id}`)
  })

  it('on the replay clock, sends the 12-hour reminder before the request expires, and both expiry notices', async () => {
    const request = await createBooking(t, {
      camperId,
      guestId: guest.id,
      status: 'VALIDATED',
      isInstant: false,
      period: `[${dayFromToday(70)},${dayFromToday(75)})`,
      ownerAcceptExpireOn: new Date(Date.now() + 40 * HOUR),
    })
    const tick = await t.request(`/v4/bookings-staff/${request.id}/replay-clock/`, {
      method: 'POST',
      token: staffToken,
    })
    expect(tick.status).toBe(200)
    expect((await tick.json()).state).toBe('ACCEPTED_EXP')
    const rows = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.bookingId, request.id)))
      .orderBy(notifications.createdAt, notifications.id)
    expect(rows.map((row) => [row.userId, row.kind])).toEqual([
      [owner.id, 'request_expiring'],
      [guest.id, 'request_expired'],
      [owner.id, 'request_expired_owner'],
    ])
    expect(rows[1]!.createdAt.getTime() - rows[0]!.createdAt.getTime()).toBe(12 * HOUR)
  })
})
