import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingExtensions, bookings } from '../../../src/server/db/schema'
import { createUser, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createExtrasBooking, inDays } from '../support/extras-bookings'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

// Spec 2 §6: an owner never reads or acts on another owner's booking, and a guest never acts as an owner.
describe.each(TEST_DATABASES)('owner bookings permissions on %s', (kind) => {
  let t: TestApp
  let guestToken: string
  let ownerToken: string
  let otherOwnerToken: string
  let camperId: number
  let guestId: number

  beforeAll(async () => {
    t = await createTestApp(kind)
    const guest = await createUser(t)
    const owner = await createUser(t, { isOwner: true })
    const otherOwner = await createUser(t, { isOwner: true })
    guestId = guest.id
    guestToken = (await tokensFor(t, guest.email)).access_token
    ownerToken = (await tokensFor(t, owner.email)).access_token
    otherOwnerToken = (await tokensFor(t, otherOwner.email)).access_token
    camperId = (await createCamper(t, owner.id)).id
    await createCamper(t, otherOwner.id)
  })
  afterAll(() => t.close())

  const patch = (path: string, token: string, json?: unknown) => t.request(path, { method: 'PATCH', token, json })
  const statusOf = async (id: number) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.status
  const ownerActions = (id: number) => [
    (token: string) => patch(`/v4/bookings-owner/${id}/accept/`, token),
    (token: string) => patch(`/v4/bookings-owner/${id}/refuse/`, token, { reason: 'date' }),
    (token: string) => patch(`/v4/bookings-owner/${id}/cancel/`, token, { reason: 'date' }),
  ]

  it('another owner and the guest can neither read a request in the owner view nor accept, refuse or cancel it', async () => {
    const { id } = await createExtrasBooking(t, { camperId, guestId, status: 'VALIDATED', dateFrom: inDays(40) })
    for (const token of [otherOwnerToken, guestToken]) {
      const read = await t.request(`/v4/bookings-owner/${id}/`, { token })
      expect(read.status).toBe(403)
      expect(await read.json()).toMatchObject({ code: 'forbidden' })
      for (const act of ownerActions(id)) {
        const response = await act(token)
        expect(response.status).toBe(403)
        expect(await response.json()).toMatchObject({ detail: expect.any(String), code: 'forbidden' })
      }
    }
    expect(await statusOf(id)).toBe('VALIDATED')
    // The owner still can.
    expect((await t.request(`/v4/bookings-owner/${id}/`, { token: ownerToken })).status).toBe(200)
  })

  it('an accepted booking cannot be cancelled by another owner or by the guest through the owner route', async () => {
    const { id } = await createExtrasBooking(t, { camperId, guestId, status: 'ACCEPTED', dateFrom: inDays(50) })
    for (const token of [otherOwnerToken, guestToken]) {
      expect((await patch(`/v4/bookings-owner/${id}/cancel/`, token, { reason: 'vehicle_down' })).status).toBe(403)
    }
    expect(await statusOf(id)).toBe('ACCEPTED')
  })

  it('another owner and the guest cannot accept or refuse an extension asked to the owner', async () => {
    const booking = await createExtrasBooking(t, { camperId, guestId, status: 'TO_COME', dateFrom: inDays(70) })
    const asked = await t.request(`/v4/bookings-guest/${booking.id}/extensions/`, {
      method: 'POST',
      token: guestToken,
      json: { day_after: 1 },
    })
    expect(asked.status).toBe(201)
    expect((await patch(`/v4/bookings-guest/${booking.id}/extensions/validate/`, guestToken)).status).toBe(200)
    for (const token of [otherOwnerToken, guestToken]) {
      for (const action of ['accept', 'refuse']) {
        expect((await patch(`/v4/bookings-owner/${booking.id}/extensions/${action}/`, token)).status).toBe(404)
      }
    }
    const [extension] = await t.db.select().from(bookingExtensions).where(eq(bookingExtensions.bookingId, booking.id))
    expect(extension!.state).toBe('GUEST_ASK')
  })

  it("lists and counts only the caller's campers' bookings", async () => {
    const { id } = await createExtrasBooking(t, { camperId, guestId, status: 'VALIDATED', dateFrom: inDays(80) })
    const mine = await (await t.request('/v4/bookings-owner/?page_size=100', { token: ownerToken })).json()
    expect(mine.results.map((booking: { id: number }) => booking.id)).toContain(id)
    for (const token of [otherOwnerToken, guestToken]) {
      const list = await (await t.request('/v4/bookings-owner/?page_size=100', { token })).json()
      expect(list).toMatchObject({ count: 0, results: [] })
      const options = await (await t.request('/v4/bookings-owner/options/', { token })).json()
      expect(options.meta_states.every((entry: { count: number }) => entry.count === 0)).toBe(true)
    }
    expect((await t.request('/v4/bookings-owner/')).status).toBe(401)
  })
})
