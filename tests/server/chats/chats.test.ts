import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatMessages, chats } from '../../../src/server/db/schema'
import { openMissingChats } from '../../../src/server/services/chats/chats'
import { createUser, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createBooking, dayFromToday } from '../support/core-bookings'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

interface Message {
  id: number
  body: string
  is_mine: boolean
  is_read: boolean
  sender_id: number
  send_on_tz: string
}
interface ChatSummary {
  id: number
  role: string
  booking: { id: number }
  date_from: string
  date_to: string
  camper: { title: string; photo: string | null }
  other_party: { first_name: string }
  last_message: Message | null
  unread_count: number
}

// Spec 2 §3 Chat, §7 Chats: one conversation per booking, seen only by its guest and its owner.
describe.each(TEST_DATABASES)('chats on %s', (kind) => {
  let t: TestApp
  let guest: { id: number; token: string }
  let owner: { id: number; token: string }
  let otherGuest: string
  let otherOwner: string
  let staff: string
  let camperId: number
  let nextStart = 30

  beforeAll(async () => {
    t = await createTestApp(kind)
    const account = async (overrides: Parameters<typeof createUser>[1] = {}) => {
      const user = await createUser(t, overrides)
      return { id: user.id, token: (await tokensFor(t, user.email)).access_token }
    }
    guest = await account({ firstName: 'Grace' })
    owner = await account({ isOwner: true, firstName: 'Olga' })
    otherGuest = (await account()).token
    const other = await account({ isOwner: true })
    otherOwner = other.token
    staff = (await account({ isStaff: true })).token
    camperId = (await createCamper(t, owner.id)).id
    await createCamper(t, other.id)
  })
  afterAll(() => t.close())

  /** A request sent by the guest (POST then validate), with its message to the owner. */
  async function sentRequest(message = 'Hello! Is the camper free for our trip?', validate = true) {
    const from = dayFromToday(nextStart)
    nextStart += 10
    const created = await t.request('/v4/bookings/', {
      method: 'POST',
      token: guest.token,
      json: {
        camper: camperId,
        date_from: from,
        date_to: dayFromToday(nextStart - 6),
        hour_from: 14,
        hour_to: 12,
        travelers: 2,
        message,
      },
    })
    expect(created.status).toBe(201)
    const booking = (await created.json()) as { id: number }
    if (validate)
      expect(
        (await t.request(`/v4/bookings-guest/${booking.id}/validate/`, { method: 'PATCH', token: guest.token })).status,
      ).toBe(200)
    const [chat] = await t.db.select().from(chats).where(eq(chats.bookingId, booking.id))
    return { bookingId: booking.id, chatId: chat!.id }
  }
  const list = async (token: string) =>
    (await (await t.request('/3/chats/', { token })).json()) as {
      count: number
      unread_total: number
      results: ChatSummary[]
    }
  const send = (chatId: number, token: string, body: unknown) =>
    t.request(`/3/chats/${chatId}/messages/`, { method: 'POST', token, json: { body } })
  const markRead = (messageId: number, token: string, json: unknown = { is_read: true }) =>
    t.request(`/3/chats/messages/${messageId}/`, { method: 'PATCH', token, json })

  it('opens a conversation with the booking; the request message lands in it once the request is sent', async () => {
    const draft = await sentRequest('We would love to visit the lakes.', false)
    // A draft is not a request yet: nobody sees its conversation, not even its guest.
    expect((await t.request(`/3/chats/${draft.chatId}/`, { token: guest.token })).status).toBe(404)
    expect((await list(owner.token)).results.map((chat) => chat.id)).not.toContain(draft.chatId)
    expect(
      (await t.request(`/v4/bookings-guest/${draft.bookingId}/validate/`, { method: 'PATCH', token: guest.token }))
        .status,
    ).toBe(200)

    const response = await t.request(`/3/chats/${draft.chatId}/`, { token: owner.token })
    expect(response.status).toBe(200)
    const chat = (await response.json()) as {
      role: string
      can_write: boolean
      booking: { id: number }
      messages: Message[]
      other_party: { first_name: string }
    }
    expect(chat).toMatchObject({
      role: 'owner',
      can_write: true,
      booking: { id: draft.bookingId },
      other_party: { first_name: 'Grace' },
    })
    expect(chat.messages).toEqual([
      expect.objectContaining({
        body: 'We would love to visit the lakes.',
        sender_id: guest.id,
        is_mine: false,
        is_read: false,
      }),
    ])
  })

  it('lists the conversations newest first with dates, camper, other party, last message and unread count', async () => {
    const older = await sentRequest('First request')
    const newer = await sentRequest('Second request')
    expect((await send(older.chatId, owner.token, '  Welcome aboard!  ')).status).toBe(201)

    const { results, count, unread_total } = await list(guest.token)
    expect(results[0]!.id).toBe(older.chatId)
    expect(results[0]).toMatchObject({
      role: 'guest',
      camper: { title: 'VW California near Lyon', photo: expect.any(String) },
      other_party: { first_name: 'Olga' },
      last_message: { body: 'Welcome aboard!', is_mine: false, is_read: false },
      unread_count: 1,
      date_from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      date_to: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    })
    expect(results.find((chat) => chat.id === newer.chatId)).toMatchObject({
      unread_count: 0,
      last_message: { body: 'Second request', is_mine: true },
    })
    expect(count).toBe(results.length)
    expect(unread_total).toBe(1)
    const owners = await list(owner.token)
    expect(owners.results.find((chat) => chat.id === newer.chatId)!.unread_count).toBe(1)

    const paged = (await (await t.request('/3/chats/?page=1&page_size=1', { token: guest.token })).json()) as {
      results: unknown[]
      next: string | null
      count: number
    }
    expect(paged.results).toHaveLength(1)
    expect(paged.next).toContain('page=2')
    expect(paged.count).toBe(count)
    const ofBooking = (await (
      await t.request(`/3/chats/?booking=${newer.bookingId}`, { token: owner.token })
    ).json()) as { results: ChatSummary[] }
    expect(ofBooking.results.map((chat) => chat.id)).toEqual([newer.chatId])
    expect(
      (await (await t.request(`/3/chats/?booking=${newer.bookingId}`, { token: otherOwner })).json()) as {
        count: number
      },
    ).toMatchObject({ count: 0 })
  })

  it('returns the last messages and older ones page by page', async () => {
    const { chatId } = await sentRequest('one')
    for (const body of ['two', 'three', 'four']) expect((await send(chatId, owner.token, body)).status).toBe(201)
    const last = (await (await t.request(`/3/chats/${chatId}/?limit=2`, { token: guest.token })).json()) as {
      messages: Message[]
      has_older: boolean
    }
    expect(last.messages.map((message) => message.body)).toEqual(['three', 'four'])
    expect(last.has_older).toBe(true)
    const older = (await (
      await t.request(`/3/chats/${chatId}/?limit=2&before=${last.messages[0]!.id}`, { token: guest.token })
    ).json()) as { messages: Message[]; has_older: boolean }
    expect(older.messages.map((message) => message.body)).toEqual(['one', 'two'])
    expect(older.has_older).toBe(false)
  })

  it('refuses a blank, too long or missing body with field messages, and trims the body', async () => {
    const { chatId } = await sentRequest()
    for (const body of ['', '   ', 'x'.repeat(2001), 42, undefined]) {
      const response = await send(chatId, guest.token, body)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ body: [expect.any(String)] })
    }
    const sent = await send(chatId, guest.token, `  ${'y'.repeat(2000)}  `)
    expect(sent.status).toBe(201)
    expect(((await sent.json()) as Message).body).toHaveLength(2000)
    expect((await t.request(`/3/chats/${chatId}/?limit=abc`, { token: guest.token })).status).toBe(400)
  })

  it('hides a conversation from another guest and another owner (404), lets staff read but not write', async () => {
    const { chatId } = await sentRequest()
    const [message] = await t.db.select().from(chatMessages).where(eq(chatMessages.chatId, chatId))
    for (const token of [otherGuest, otherOwner]) {
      expect((await t.request(`/3/chats/${chatId}/`, { token })).status).toBe(404)
      expect((await send(chatId, token, 'Let me in')).status).toBe(404)
      expect((await markRead(message!.id, token)).status).toBe(404)
      expect((await list(token)).results.map((chat) => chat.id)).not.toContain(chatId)
    }
    const read = await t.request(`/3/chats/${chatId}/`, { token: staff })
    expect(read.status).toBe(200)
    expect(await read.json()).toMatchObject({ role: 'staff', can_write: false })
    expect((await send(chatId, staff, 'Staff here')).status).toBe(403)
    expect((await markRead(message!.id, staff)).status).toBe(403)
    expect((await t.request(`/3/chats/${chatId}/`)).status).toBe(401)
    expect((await t.request('/3/chats/999999/', { token: guest.token })).status).toBe(404)
  })

  it('lets only the recipient mark a message read, which also reads the earlier ones', async () => {
    const { chatId } = await sentRequest('Request message')
    const first = (await (await send(chatId, guest.token, 'Another question')).json()) as Message
    expect((await markRead(first.id, guest.token)).status).toBe(403)
    expect((await markRead(first.id, owner.token, { is_read: false })).status).toBe(400)

    const marked = await markRead(first.id, owner.token)
    expect(marked.status).toBe(200)
    expect(await marked.json()).toMatchObject({ id: first.id, is_read: true })
    expect((await list(owner.token)).results.find((chat) => chat.id === chatId)!.unread_count).toBe(0)
    const seenByGuest = (await (await t.request(`/3/chats/${chatId}/`, { token: guest.token })).json()) as {
      messages: Message[]
    }
    expect(seenByGuest.messages.every((message) => message.is_read)).toBe(true)
  })

  it("opens the missing conversations of older bookings, with a sent request's message first (seed and migration)", async () => {
    const sentBooking = await createBooking(t, {
      camperId,
      guestId: guest.id,
      status: 'VALIDATED',
      period: '[2029-01-01,2029-01-05)',
      message: '  Older request  ',
    })
    const draft = await createBooking(t, {
      camperId,
      guestId: guest.id,
      status: 'CREATED',
      period: '[2029-02-01,2029-02-05)',
      message: 'Draft words',
    })
    expect(await openMissingChats(t.db)).toBe(1)
    expect(await openMissingChats(t.db)).toBe(0)
    const [opened] = await t.db.select().from(chats).where(eq(chats.bookingId, sentBooking.id))
    expect(opened).toMatchObject({ guestId: guest.id, ownerId: owner.id, camperId })
    expect(
      (await t.db.select().from(chatMessages).where(eq(chatMessages.chatId, opened!.id))).map((row) => row.body),
    ).toEqual(['Older request'])
    const [draftChat] = await t.db.select().from(chats).where(eq(chats.bookingId, draft.id))
    expect(await t.db.select().from(chatMessages).where(eq(chatMessages.chatId, draftChat!.id))).toEqual([])
  })
})
