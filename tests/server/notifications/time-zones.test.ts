import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHAT_EMAIL_DELAY_MS } from '../../../src/domain/chat-rules'
import { chatMessages, chats, outbox } from '../../../src/server/db/schema'
import { outboxEmailRenderer } from '../../../src/server/mail/render-email'
import { applyBookingEvent } from '../../../src/server/services/bookings/booking-transitions'
import { runChatEmails } from '../../../src/server/services/notifications/chat-emails'
import { createUser, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createBooking, dayFromToday } from '../support/core-bookings'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

const render = outboxEmailRenderer({ PUBLIC_URL: 'https://roam.example', LOCALE_STRATEGY: 'prefix' })

/** The deadline as a reader of `locale` in `zone` reads it, with its zone's name, built without Roam's code. */
const clock = (deadline: string, locale: string, zone: string) =>
  new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: zone,
    timeZoneName: 'short',
  }).format(new Date(deadline))

describe.each(TEST_DATABASES)('moments in the recipient’s time zone on %s', (kind) => {
  let t: TestApp
  let owner: { id: number }
  let camperId: number

  beforeAll(async () => {
    t = await createTestApp(kind)
    owner = await createUser(t, { firstName: 'Jonas', isOwner: true, timeZone: 'Asia/Tokyo' })
    camperId = (await createCamper(t, owner.id, { title: 'Le Petit Nomade' })).id
  })
  afterAll(() => t.close())

  /** The owner accepts a request of `guest`: the guest's "pay before" email, rendered, and its deadline. */
  async function acceptedEmail(guest: { id: number; email: string }, days: number) {
    const booking = await createBooking(t, {
      camperId,
      guestId: guest.id,
      status: 'VALIDATED',
      period: `[${dayFromToday(days)},${dayFromToday(days + 3)})`,
      ownerAcceptExpireOn: new Date(Date.now() + 40 * 3_600_000),
    })
    await applyBookingEvent(t.db, booking.id, { type: 'owner.accept' }, { userId: owner.id })
    const row = (await t.db.select().from(outbox)).find(
      (email) => email.recipient === guest.email && (email.data as { bookingId?: number }).bookingId === booking.id,
    )!
    const deadline = (row.data as { deadline: string }).deadline
    return { rendered: await render(row), deadline, bookingId: booking.id }
  }

  it('writes the accepted request’s payment deadline in the guest’s zone, named, in the email and the bell', async () => {
    const guest = await createUser(t, { firstName: 'Camille', timeZone: 'America/New_York' })
    const { rendered, deadline, bookingId } = await acceptedEmail(guest, 40)
    const newYork = clock(deadline, 'en', 'America/New_York')
    expect(newYork).toMatch(/E[DS]T$/)
    expect(rendered.subject).toBe(`Jonas accepted your request: pay before ${newYork}`)
    expect(rendered.text).toContain(newYork)
    expect(rendered.text).not.toContain(clock(deadline, 'en', 'Europe/Paris'))

    // The bell's list reads the reader's zone as it is now: after a move to Lisbon, the same notice says Lisbon.
    const { access_token } = await tokensFor(t, guest.email)
    const bell = async () =>
      (
        (await (await t.request('/v4/notifications/', { token: access_token })).json()) as {
          results: Array<{ booking_id: number; title: string }>
        }
      ).results.find((notice) => notice.booking_id === bookingId)!.title
    expect(await bell()).toBe(`Jonas accepted your request: pay before ${newYork}`)
    const moved = await t.request('/3/users/me/', {
      method: 'PATCH',
      token: access_token,
      json: { time_zone: 'Europe/Lisbon' },
    })
    expect(moved.status).toBe(200)
    expect(await bell()).toBe(`Jonas accepted your request: pay before ${clock(deadline, 'en', 'Europe/Lisbon')}`)
  })

  it('writes it in the marketplace’s zone for a guest who has none, in their language', async () => {
    const guest = await createUser(t, { firstName: 'Camille', locale: 'fr' })
    const { rendered, deadline } = await acceptedEmail(guest, 50)
    expect(rendered.subject).toContain(clock(deadline, 'fr', 'Europe/Paris'))
  })

  it('writes the owner’s notice of a new request in the owner’s zone, not the guest’s', async () => {
    const guest = await createUser(t, { firstName: 'Camille', timeZone: 'America/New_York' })
    const booking = await createBooking(t, {
      camperId,
      guestId: guest.id,
      status: 'CREATED',
      period: `[${dayFromToday(60)},${dayFromToday(63)})`,
    })
    await applyBookingEvent(t.db, booking.id, { type: 'guest.validate' }, { userId: guest.id })
    const rows = (await t.db.select().from(outbox)).filter(
      (email) => (email.data as { bookingId?: number }).bookingId === booking.id,
    )
    const toOwner = rows.find((email) => email.recipient !== guest.email)!
    const toGuest = rows.find((email) => email.recipient === guest.email)!
    const deadline = (toOwner.data as { deadline: string }).deadline
    expect((await render(toOwner)).text).toContain(clock(deadline, 'en', 'Asia/Tokyo'))
    expect((await render(toGuest)).text).toContain(clock(deadline, 'en', 'America/New_York'))
  })

  it('dates the messages of an unread-chat email in the recipient’s zone', async () => {
    const guest = await createUser(t, { firstName: 'Camille' })
    const [chat] = await t.db.insert(chats).values({ guestId: guest.id, ownerId: owner.id, camperId }).returning()
    const sentAt = new Date(Date.now() - 20 * 60_000)
    await t.db.insert(chatMessages).values({ chatId: chat!.id, senderId: guest.id, body: 'Un auvent ?', sentAt })
    expect(await runChatEmails(t.db, new Date(sentAt.getTime() + CHAT_EMAIL_DELAY_MS))).toBe(1)
    const row = (await t.db.select().from(outbox)).find((email) => email.event.startsWith(`chat_unread:${chat!.id}:`))!
    const tokyo = new Intl.DateTimeFormat('en', {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Asia/Tokyo',
      timeZoneName: 'short',
    }).format(sentAt)
    expect((await render(row)).text).toContain(`${tokyo}: Un auvent ?`)
  })
})
