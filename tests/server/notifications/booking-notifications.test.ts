import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings, outbox } from '../../../src/server/db/schema'
import { outboxEmailRenderer } from '../../../src/server/mail/render-email'
import { applyBookingEvent } from '../../../src/server/services/bookings/booking-transitions'
import { createUser, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createBooking, dayFromToday } from '../support/core-bookings'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

interface NotificationJson {
  id: number
  kind: string
  booking_id: number
  title: string
  body: string
  path: string
  read_at: string | null
}

describe.each(TEST_DATABASES)('booking notifications on %s', (kind) => {
  let t: TestApp
  let guest: { id: number; email: string }
  let owner: { id: number; email: string }
  let guestToken: string
  let ownerToken: string
  let camperId: number

  beforeAll(async () => {
    t = await createTestApp(kind)
    guest = await createUser(t, { firstName: 'Camille', locale: 'fr' })
    owner = await createUser(t, { firstName: 'Jonas', isOwner: true })
    guestToken = (await tokensFor(t, guest.email)).access_token
    ownerToken = (await tokensFor(t, owner.email)).access_token
    camperId = (await createCamper(t, owner.id, { title: 'Le Petit Nomade' })).id
  })
  afterAll(() => t.close())

  const list = async (token: string, language = 'en') =>
    (await (await t.request('/v4/notifications/', { token, headers: { 'Accept-Language': language } })).json()) as {
      count: number
      unread_count: number
      results: NotificationJson[]
    }
  const emailsOf = async (bookingId: number) =>
    (await t.db.select().from(outbox)).filter((row) => (row.data as { bookingId?: number }).bookingId === bookingId)

  it('tells the owner of a request and the guest of its copy, in-app and by email, in each one’s language', async () => {
    const booking = await createBooking(t, {
      camperId,
      guestId: guest.id,
      status: 'CREATED',
      period: `[${dayFromToday(30)},${dayFromToday(35)})`,
    })
    await applyBookingEvent(t.db, booking.id, { type: 'guest.validate' }, { userId: guest.id })

    const ownerList = await list(ownerToken)
    const request = ownerList.results.find((n) => n.booking_id === booking.id)!
    expect(request).toMatchObject({ kind: 'request_received', path: `/d/bookings/${booking.id}`, read_at: null })
    expect(request.title).toBe('New request for Le Petit Nomade')
    expect(request.body).toMatch(/^Camille asks to rent Le Petit Nomade from .* Answer before .*/)
    expect(ownerList.unread_count).toBeGreaterThanOrEqual(1)
    const copy = (await list(guestToken, 'fr')).results.find((n) => n.booking_id === booking.id)!
    expect(copy).toMatchObject({ kind: 'request_sent', path: `/d/trips/${booking.id}` })

    const emails = await emailsOf(booking.id)
    expect(
      emails.map((row) => [row.recipient, row.template, row.locale, (row.data as { kind: string }).kind]).sort(),
    ).toEqual(
      [
        [guest.email, 'booking_update', 'fr', 'request_sent'],
        [owner.email, 'booking_update', 'en', 'request_received'],
      ].sort(),
    )
    const ownerEmail = emails.find((row) => row.recipient === owner.email)!
    const rendered = await outboxEmailRenderer({ PUBLIC_URL: 'https://roam.example', LOCALE_STRATEGY: 'prefix' })(
      ownerEmail,
    )
    expect(rendered.subject).toBe('New request for Le Petit Nomade')
    expect(rendered.text).toContain(`https://roam.example/en/d/bookings/${booking.id}`)
    expect(rendered.text).toContain('Hello Jonas,')
  })

  it('tells the guest the owner accepted, with the payment deadline, when the owner answers through the API', async () => {
    const booking = await createBooking(t, {
      camperId,
      guestId: guest.id,
      status: 'VALIDATED',
      period: `[${dayFromToday(40)},${dayFromToday(44)})`,
      ownerAcceptExpireOn: new Date(Date.now() + 40 * 3_600_000),
    })
    const answer = await t.request(`/v4/bookings-owner/${booking.id}/accept/`, { method: 'PATCH', token: ownerToken })
    expect(answer.status).toBe(200)
    const accepted = (await list(guestToken)).results.find((n) => n.booking_id === booking.id)!
    expect(accepted.kind).toBe('accepted')
    expect(accepted.title).toMatch(/^Jonas accepted your request: pay before /)
    const [email] = await emailsOf(booking.id)
    expect(email).toMatchObject({ recipient: guest.email, locale: 'fr' })
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id))
    expect((email!.data as { deadline: string }).deadline).toBe(row!.ownerAcceptExpireOn!.toISOString())
  })

  it('writes nothing for a change the machine refuses, and nothing twice', async () => {
    const booking = await createBooking(t, { camperId, guestId: guest.id, status: 'DONE' })
    await expect(applyBookingEvent(t.db, booking.id, { type: 'owner.accept' }, { userId: owner.id })).rejects.toThrow()
    expect(await emailsOf(booking.id)).toEqual([])
    expect((await list(ownerToken)).results.filter((n) => n.booking_id === booking.id)).toEqual([])
  })

  it('tells nobody of a draft the guest deletes', async () => {
    const booking = await createBooking(t, { camperId, guestId: guest.id, status: 'CREATED' })
    await applyBookingEvent(t.db, booking.id, { type: 'guest.cancel', reason: 'other' }, { userId: guest.id })
    expect(await emailsOf(booking.id)).toEqual([])
  })

  it('marks one read, then all, and keeps each user to their own', async () => {
    const before = await list(ownerToken)
    expect(before.unread_count).toBeGreaterThan(0)
    const first = before.results[0]!
    const other = await t.request(`/v4/notifications/${first.id}/read/`, { method: 'POST', token: guestToken })
    expect(other.status).toBe(404)
    expect((await t.request(`/v4/notifications/${first.id}/read/`, { method: 'POST', token: ownerToken })).status).toBe(
      204,
    )
    const after = await list(ownerToken)
    expect(after.unread_count).toBe(before.unread_count - 1)
    expect(after.results.find((n) => n.id === first.id)!.read_at).not.toBeNull()
    expect((await t.request('/v4/notifications/read-all/', { method: 'POST', token: ownerToken })).status).toBe(204)
    expect((await list(ownerToken)).unread_count).toBe(0)
    expect((await list(guestToken)).unread_count).toBeGreaterThan(0)
    expect((await t.request('/v4/notifications/abc/read/', { method: 'POST', token: ownerToken })).status).toBe(400)
    expect((await t.request('/v4/notifications/')).status).toBe(401)
  })

  it('keeps the emails of every change in its own row, even when the same status comes back', async () => {
    const booking = await createBooking(t, { camperId, guestId: guest.id, status: 'CREATED', isInstant: false })
    await applyBookingEvent(t.db, booking.id, { type: 'guest.validate' }, { userId: guest.id })
    await applyBookingEvent(
      t.db,
      booking.id,
      { type: 'owner.refuse', reason: 'date', message: 'Sorry!' },
      {
        userId: owner.id,
      },
    )
    const kinds = (await emailsOf(booking.id)).map((row) => (row.data as { kind: string }).kind).sort()
    expect(kinds).toEqual(['refused', 'request_received', 'request_sent'])
    const refused = (await emailsOf(booking.id)).find((row) => (row.data as { kind: string }).kind === 'refused')!
    expect(refused.data).toMatchObject({ message: 'Sorry!' })
  })
})
