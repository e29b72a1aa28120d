import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings } from '../../../src/server/db/schema'
import { createUser, PASSWORD, signIn, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createBooking } from '../support/core-bookings'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

describe.each(TEST_DATABASES)('account deletion keeps bookings on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())

  it('the owner still sees the booking, with an anonymised guest; the guest cannot sign in again', async () => {
    const owner = await createUser(t, { isOwner: true })
    const guest = await createUser(t, { firstName: 'Bruno', lastName: 'Keller', phone: '+41791234567' })
    const camper = await createCamper(t, owner.id)
    const booking = await createBooking(t, { camperId: camper.id, guestId: guest.id, status: 'TO_COME' })
    const guestToken = (await tokensFor(t, guest.email)).access_token
    expect((await t.request('/3/users/me/', { method: 'DELETE', token: guestToken })).status).toBe(204)

    const [kept] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id))
    expect(kept).toMatchObject({ guestId: guest.id, totalPrice: booking.totalPrice, status: booking.status })
    const ownerToken = (await tokensFor(t, owner.email)).access_token
    const seen = await t.request(`/v4/bookings-owner/${booking.id}/`, { token: ownerToken })
    expect(seen.status).toBe(200)
    const text = await seen.text()
    expect(text).not.toContain('Bruno')
    expect(text).not.toContain('Keller')
    expect(text).not.toContain('+41791234567')
    expect((await signIn(t, guest.email, PASSWORD)).status).toBe(400)
  })
})
