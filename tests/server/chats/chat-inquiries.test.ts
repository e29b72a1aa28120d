import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { dayFromToday } from '../support/core-bookings'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

interface Summary {
  id: number
  kind: string
  role: string
  booking: { id: number } | null
  date_from: string | null
  camper: { id: number; title: string }
  other_party: { first_name: string }
  last_message: { body: string; is_mine: boolean } | null
  unread_count: number
}

// A guest's questions about a camper before booking: one inquiry per guest and camper, with the rules of booking chats.
describe.each(TEST_DATABASES)('chat inquiries on %s', (kind) => {
  let t: TestApp
  let guest: { id: number; token: string }
  let owner: { id: number; token: string }
  let otherGuest: string
  let otherOwner: string
  let staff: string
  let camperId: number
  let secondCamperId: number
  let hiddenCamperId: number

  beforeAll(async () => {
    t = await createTestApp(kind)
    const account = async (overrides: Parameters<typeof createUser>[1] = {}) => {
      const user = await createUser(t, overrides)
      return { id: user.id, token: (await tokensFor(t, user.email)).access_token }
    }
    guest = await account({ firstName: 'Grace' })
    owner = await account({ isOwner: true, firstName: 'Olga' })
    otherGuest = (await account()).token
    otherOwner = (await account({ isOwner: true })).token
    staff = (await account({ isStaff: true })).token
    camperId = (await createCamper(t, owner.id)).id
    secondCamperId = (await createCamper(t, owner.id, { title: 'Hymer near Annecy' })).id
    hiddenCamperId = (await createCamper(t, owner.id, { status: 'created' })).id
  })
  afterAll(() => t.close())

  const ask = (token: string | undefined, json: unknown) =>
    t.request('/3/chats/inquiries/', { method: 'POST', token, json })
  const list = async (token: string, query = '') =>
    (await (await t.request(`/3/chats/${query}`, { token })).json()) as { count: number; results: Summary[] }

  it('opens one inquiry per guest and camper: asking again writes in the same conversation', async () => {
    const first = await ask(guest.token, { camper: camperId, body: '  Can we take two bikes?  ' })
    expect(first.status).toBe(201)
    const { chat, message } = (await first.json()) as { chat: number; message: { body: string; is_mine: boolean } }
    expect(message).toMatchObject({ body: 'Can we take two bikes?', is_mine: true })
    const again = await ask(guest.token, { camper: camperId, body: 'And a dog?' })
    expect(again.status).toBe(201)
    expect(((await again.json()) as { chat: number }).chat).toBe(chat)
    const [a, b] = await Promise.all([
      ask(guest.token, { camper: secondCamperId, body: 'Is it free in May?' }),
      ask(guest.token, { camper: secondCamperId, body: 'And in June?' }),
    ])
    const ids = await Promise.all([a, b].map(async (response) => ((await response.json()) as { chat: number }).chat))
    expect(ids[0]).toBe(ids[1])

    const mine = await list(guest.token, `?camper=${camperId}&kind=inquiry`)
    expect(mine.results.map((row) => row.id)).toEqual([chat])
    expect(mine.results[0]).toMatchObject({
      kind: 'inquiry',
      role: 'guest',
      booking: null,
      date_from: null,
      camper: { id: camperId, title: 'VW California near Lyon' },
      other_party: { first_name: 'Olga' },
      last_message: { body: 'And a dog?', is_mine: true },
    })
    const owners = await list(owner.token, '?kind=inquiry')
    expect(owners.results.find((row) => row.id === chat)).toMatchObject({
      role: 'owner',
      other_party: { first_name: 'Grace' },
      unread_count: 2,
    })
    expect((await list(owner.token, '?kind=booking')).results.map((row) => row.id)).not.toContain(chat)
  })

  it('lets the owner answer and the guest read the answer', async () => {
    const { chat } = (await (await ask(guest.token, { camper: camperId, body: 'Is there a fridge?' })).json()) as {
      chat: number
    }
    const answer = await t.request(`/3/chats/${chat}/messages/`, {
      method: 'POST',
      token: owner.token,
      json: { body: 'Yes, a big one.' },
    })
    expect(answer.status).toBe(201)
    const read = (await (await t.request(`/3/chats/${chat}/`, { token: guest.token })).json()) as {
      kind: string
      can_write: boolean
      messages: { body: string; is_mine: boolean }[]
    }
    expect(read).toMatchObject({ kind: 'inquiry', can_write: true })
    expect(read.messages.at(-1)).toMatchObject({ body: 'Yes, a big one.', is_mine: false })
  })

  it('applies the booking chats rules to the question: blank, too long or missing bodies get field messages', async () => {
    for (const body of ['', '   ', 'x'.repeat(2001), 42, undefined]) {
      const response = await ask(guest.token, { camper: camperId, body })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ body: [expect.any(String)] })
    }
    for (const camper of ['abc', 0, -1, 1.5, undefined]) {
      const response = await ask(guest.token, { camper, body: 'Hello' })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ camper: [expect.any(String)] })
    }
  })

  it('refuses anonymous callers (401), the owner of the camper (403), unknown or unpublished campers (404)', async () => {
    expect((await ask(undefined, { camper: camperId, body: 'Hello' })).status).toBe(401)
    const own = await ask(owner.token, { camper: camperId, body: 'Hello me' })
    expect(own.status).toBe(403)
    expect(await own.json()).toMatchObject({ detail: expect.any(String), code: 'forbidden' })
    for (const camper of [hiddenCamperId, 999_999]) {
      const response = await ask(guest.token, { camper, body: 'Hello' })
      expect(response.status).toBe(404)
      expect(await response.json()).toMatchObject({ detail: expect.any(String) })
    }
  })

  it('hides an inquiry from other users (404), lets staff read it without writing', async () => {
    const { chat, message } = (await (
      await ask(guest.token, { camper: camperId, body: 'Private question' })
    ).json()) as {
      chat: number
      message: { id: number }
    }
    for (const token of [otherGuest, otherOwner]) {
      expect((await t.request(`/3/chats/${chat}/`, { token })).status).toBe(404)
      const write = await t.request(`/3/chats/${chat}/messages/`, { method: 'POST', token, json: { body: 'Hi' } })
      expect(write.status).toBe(404)
      const mark = await t.request(`/3/chats/messages/${message.id}/`, {
        method: 'PATCH',
        token,
        json: { is_read: true },
      })
      expect(mark.status).toBe(404)
      expect((await list(token)).results.map((row) => row.id)).not.toContain(chat)
    }
    const read = await t.request(`/3/chats/${chat}/`, { token: staff })
    expect(read.status).toBe(200)
    expect(await read.json()).toMatchObject({ role: 'staff', kind: 'inquiry', can_write: false })
    const write = await t.request(`/3/chats/${chat}/messages/`, {
      method: 'POST',
      token: staff,
      json: { body: 'Staff here' },
    })
    expect(write.status).toBe(403)
    const marked = await t.request(`/3/chats/messages/${message.id}/`, {
      method: 'PATCH',
      token: owner.token,
      json: { is_read: true },
    })
    expect(marked.status).toBe(200)
  })

  it('keeps the inquiry listed beside the booking once the guest books the camper', async () => {
    const { chat } = (await (await ask(guest.token, { camper: camperId, body: 'Before I book…' })).json()) as {
      chat: number
    }
    const created = await t.request('/v4/bookings/', {
      method: 'POST',
      token: guest.token,
      json: {
        camper: camperId,
        date_from: dayFromToday(40),
        date_to: dayFromToday(45),
        hour_from: 14,
        hour_to: 12,
        travelers: 2,
        message: 'Booking now',
      },
    })
    expect(created.status).toBe(201)
    const booking = (await created.json()) as { id: number }
    const validated = await t.request(`/v4/bookings-guest/${booking.id}/validate/`, {
      method: 'PATCH',
      token: guest.token,
    })
    expect(validated.status).toBe(200)
    for (const token of [guest.token, owner.token]) {
      const about = await list(token, `?camper=${camperId}`)
      expect(about.results.map((row) => row.kind).sort()).toEqual(['booking', 'inquiry'])
      expect(about.results.map((row) => row.id)).toContain(chat)
    }
    expect((await t.request(`/3/chats/${chat}/`, { token: owner.token })).status).toBe(200)
  })

  it('refuses an unknown kind filter with a field message', async () => {
    const response = await t.request('/3/chats/?kind=other', { token: guest.token })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ kind: [expect.any(String)] })
  })
})
