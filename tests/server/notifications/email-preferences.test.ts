import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailUnsubscribeTokens, notifications, outbox, users } from '../../../src/server/db/schema'
import { outboxEmailRenderer } from '../../../src/server/mail/render-email'
import { applyBookingEvent } from '../../../src/server/services/bookings/booking-transitions'
import { emailAllowed, enqueueUserEmail } from '../../../src/server/services/notifications/email-preferences'
import { createUser, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createBooking, dayFromToday } from '../support/core-bookings'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

interface Preferences {
  email: Array<{ category: string; enabled: boolean; locked: boolean }>
}

const SITE = { PUBLIC_URL: 'https://roam.example', LOCALE_STRATEGY: 'prefix_except_default' } as const

describe.each(TEST_DATABASES)('email preferences on %s', (kind) => {
  let t: TestApp
  let owner: { id: number; email: string }
  let camperId: number
  let offset = 0

  beforeAll(async () => {
    t = await createTestApp(kind)
    owner = await createUser(t, { firstName: 'Jonas', isOwner: true })
    camperId = (await createCamper(t, owner.id, { title: 'Le Petit Nomade' })).id
  })
  afterAll(() => t.close())

  const newGuest = async (overrides: { locale?: string; newsletter?: boolean } = {}) => {
    const guest = await createUser(t, { firstName: 'Camille', ...overrides })
    return { ...guest, token: (await tokensFor(t, guest.email)).access_token }
  }
  const preferences = async (token: string) =>
    (await (await t.request('/v4/notification-preferences/', { token })).json()) as Preferences
  const patch = (token: string, json: unknown) =>
    t.request('/v4/notification-preferences/', { method: 'PATCH', token, json })
  /** A trip that ends: both sides are invited to review it (the `reviews` category). */
  const endTrip = async (guestId: number) => {
    offset += 10
    const booking = await createBooking(t, {
      camperId,
      guestId,
      status: 'ONGOING',
      period: `[${dayFromToday(-5 - offset)},${dayFromToday(-1 - offset)})`,
    })
    await applyBookingEvent(t.db, booking.id, { type: 'timer.trip_ended' }, { userId: null })
    return booking.id
  }
  const emailsTo = async (email: string, bookingId: number) =>
    (await t.db.select().from(outbox).where(eq(outbox.recipient, email))).filter(
      (row) => (row.data as { bookingId?: number }).bookingId === bookingId,
    )

  it('writes one unsubscribe link per email: queuing the same event again adds neither an email nor a token', async () => {
    const guest = await newGuest()
    const tokensOf = async () =>
      (await t.db.select().from(emailUnsubscribeTokens).where(eq(emailUnsubscribeTokens.userId, guest.id))).length
    const email = {
      event: `duplicate-check:${guest.id}`,
      recipient: guest.email,
      template: 'review_invitation' as const,
      data: { kind: 'review_invitation' },
      locale: 'en' as const,
    }
    expect(await t.db.transaction((tx) => enqueueUserEmail(tx, guest.id, email))).toBe(true)
    expect(await t.db.transaction((tx) => enqueueUserEmail(tx, guest.id, email))).toBe(false)
    expect(await tokensOf()).toBe(1)
    expect(await t.db.select().from(outbox).where(eq(outbox.event, email.event))).toHaveLength(1)
  })

  it('has everything on by default but the newsletter, which is the consent given at sign-up', async () => {
    const guest = await newGuest()
    expect((await preferences(guest.token)).email).toEqual([
      { category: 'booking_updates', enabled: true, locked: true },
      { category: 'messages', enabled: true, locked: false },
      { category: 'reminders', enabled: true, locked: false },
      { category: 'reviews', enabled: true, locked: false },
      { category: 'news', enabled: false, locked: false },
    ])
    const subscribed = await newGuest({ newsletter: true })
    expect((await preferences(subscribed.token)).email.at(-1)).toEqual({
      category: 'news',
      enabled: true,
      locked: false,
    })
  })

  it('turns categories off and on, news being the newsletter consent itself', async () => {
    const guest = await newGuest()
    const answer = await patch(guest.token, { reviews: false, news: true })
    expect(answer.status).toBe(200)
    const saved = (await answer.json()) as Preferences
    expect(saved.email.filter((row) => !row.enabled).map((row) => row.category)).toEqual(['reviews'])
    const [stored] = await t.db.select({ newsletter: users.newsletter }).from(users).where(eq(users.id, guest.id))
    expect(stored!.newsletter).toBe(true)
    expect(await emailAllowed(t.db, guest.id, 'reviews')).toBe(false)
    expect(await emailAllowed(t.db, guest.id, 'messages')).toBe(true)
    expect(await emailAllowed(t.db, guest.id, 'booking_updates')).toBe(true)

    await patch(guest.token, { reviews: true, news: false })
    expect((await preferences(guest.token)).email.every((row) => row.enabled === (row.category !== 'news'))).toBe(true)
  })

  it('refuses bad input with field errors, booking updates being always on', async () => {
    const guest = await newGuest()
    const notBoolean = await patch(guest.token, { reviews: 'no' })
    expect(notBoolean.status).toBe(400)
    expect(await notBoolean.json()).toEqual({ reviews: ['Must be a valid boolean.'] })
    const alwaysOn = await patch(guest.token, { booking_updates: false })
    expect(alwaysOn.status).toBe(400)
    expect(await alwaysOn.json()).toEqual({
      booking_updates: ['Booking updates are always sent: they may ask you to act before a deadline.'],
    })
    const unknown = await patch(guest.token, { spam: false })
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toEqual({ non_field_errors: ['Unknown email category: spam.'] })
    const notJson = await t.request('/v4/notification-preferences/', {
      method: 'PATCH',
      token: guest.token,
      headers: { 'Content-Type': 'application/json' },
      body: '{',
    })
    expect(notJson.status).toBe(400)
    expect((await t.request('/v4/notification-preferences/', { method: 'PATCH', json: {} })).status).toBe(401)
    expect((await t.request('/v4/notification-preferences/')).status).toBe(401)
    expect((await preferences(guest.token)).email.every((row) => row.enabled === (row.category !== 'news'))).toBe(true)
  })

  it('sends a review invitation with a one-click unsubscribe, in its headers and its footer', async () => {
    const guest = await newGuest({ locale: 'fr' })
    const bookingId = await endTrip(guest.id)
    const [email] = await emailsTo(guest.email, bookingId)
    expect(email).toMatchObject({ template: 'review_invitation', locale: 'fr' })
    const token = (email!.data as { secretUnsubscribeToken: string }).secretUnsubscribeToken
    expect(token).toMatch(/^[\w-]{43}$/)
    // Only its hash is kept.
    expect(await t.db.select().from(emailUnsubscribeTokens).where(eq(emailUnsubscribeTokens.tokenHash, token))).toEqual(
      [],
    )

    const rendered = await outboxEmailRenderer(SITE)(email!)
    const link = `https://roam.example/fr/unsubscribe?token=${token}`
    expect(rendered.headers).toEqual({
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    expect(rendered.html).toContain(`href="${link}"`)
    expect(rendered.text).toContain('https://roam.example/fr/d/account/notifications')

    // A booking update proper carries none: it cannot be turned off.
    const [ownerEmail] = await emailsTo(owner.email, bookingId)
    expect(ownerEmail!.template).toBe('review_invitation')
    const accepted = await createBooking(t, {
      camperId,
      guestId: guest.id,
      status: 'VALIDATED',
      period: `[${dayFromToday(40)},${dayFromToday(45)})`,
    })
    await applyBookingEvent(t.db, accepted.id, { type: 'owner.accept' }, { userId: owner.id })
    const [update] = await emailsTo(guest.email, accepted.id)
    expect(update!.template).toBe('booking_update')
    expect(update!.data).not.toHaveProperty('secretUnsubscribeToken')
    const plain = await outboxEmailRenderer(SITE)(update!)
    expect(plain.headers).toBeUndefined()
    expect(plain.html).not.toContain('unsubscribe')
  })

  it('queues no email of a category turned off, and still writes the in-app notification', async () => {
    const guest = await newGuest()
    await patch(guest.token, { reviews: false })
    const bookingId = await endTrip(guest.id)
    expect(await emailsTo(guest.email, bookingId)).toEqual([])
    expect(await emailsTo(owner.email, bookingId)).toHaveLength(1)
    const inApp = await t.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(and(eq(notifications.userId, guest.id), eq(notifications.bookingId, bookingId)))
    expect(inApp).toEqual([{ kind: 'review_invitation' }])
  })

  it('unsubscribes by a POST on the link without signing in; a GET only asks', async () => {
    const guest = await newGuest()
    const bookingId = await endTrip(guest.id)
    const [email] = await emailsTo(guest.email, bookingId)
    const token = (email!.data as { secretUnsubscribeToken: string }).secretUnsubscribeToken

    // What a mail scanner does: opening the link changes nothing.
    await t.app.request(`/unsubscribe?token=${token}`)
    await t.app.request(`/fr/unsubscribe?token=${token}`)
    const asked = await t.request(`/v4/email-unsubscribe/?token=${token}`)
    expect(asked.status).toBe(200)
    expect(await asked.json()).toEqual({ category: 'reviews', enabled: true })

    // What a mail client does (RFC 8058): a form POST, no API key, no sign-in; the French link works as well.
    const oneClick = await t.app.request(`/fr/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.status).toBe(200)
    expect(await oneClick.json()).toEqual({ category: 'reviews', enabled: false })
    expect(await emailAllowed(t.db, guest.id, 'reviews')).toBe(false)
    expect(await emailAllowed(t.db, guest.id, 'messages')).toBe(true)
    // Again is fine; the page's own call answers the same.
    expect((await t.request(`/v4/email-unsubscribe/?token=${token}`, { method: 'POST' })).status).toBe(200)
    expect(await (await t.request(`/v4/email-unsubscribe/?token=${token}`)).json()).toEqual({
      category: 'reviews',
      enabled: false,
    })
  })

  it('answers 400 to a forged, mistyped or missing token, and unsubscribes nobody', async () => {
    const guest = await newGuest()
    const bookingId = await endTrip(guest.id)
    const [email] = await emailsTo(guest.email, bookingId)
    const token = (email!.data as { secretUnsubscribeToken: string }).secretUnsubscribeToken
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    const invalid = { detail: 'This unsubscribe link is not valid.', code: 'invalid_unsubscribe_link' }

    for (const bad of [forged, 'x'.repeat(500), "' OR 1=1 --"]) {
      const oneClick = await t.app.request(`/unsubscribe?token=${encodeURIComponent(bad)}`, { method: 'POST' })
      expect(oneClick.status).toBe(400)
      expect(await oneClick.json()).toEqual(invalid)
      const byApi = await t.request(`/v4/email-unsubscribe/?token=${encodeURIComponent(bad)}`, { method: 'POST' })
      expect(byApi.status).toBe(400)
    }
    expect(await (await t.request(`/v4/email-unsubscribe/?token=${forged}`)).json()).toEqual(invalid)
    expect((await t.app.request('/unsubscribe', { method: 'POST' })).status).toBe(400)
    const missing = await t.request('/v4/email-unsubscribe/', { method: 'POST' })
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({ token: ['This field is required.'] })
    expect(await emailAllowed(t.db, guest.id, 'reviews')).toBe(true)
  })
})
