import { inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings } from '../../../src/server/db/schema'
import { SANDBOX_TEST_CARDS } from '../../../src/server/providers/payments/sandbox-payments'
import { createUser, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createBooking, dayFromToday } from '../support/core-bookings'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

const CARD = { number: SANDBOX_TEST_CARDS.frictionless, expiry: '1235', cvx: '123' }

describe.each(TEST_DATABASES)('dates another booking took on %s', (kind) => {
  let t: TestApp
  let ownerToken: string
  let ownerId: number
  const guests: Array<{ id: number; token: string }> = []

  beforeAll(async () => {
    t = await createTestApp(kind, { PAYMENT_SANDBOX_DELAY_MS: '5' })
    const owner = await createUser(t, { isOwner: true })
    ownerId = owner.id
    ownerToken = (await tokensFor(t, owner.email)).access_token
    for (let i = 0; i < 2; i++) {
      const guest = await createUser(t)
      guests.push({ id: guest.id, token: (await tokensFor(t, guest.email)).access_token })
    }
  })
  afterAll(() => t.close())

  const pay = (bookingId: number, token: string, key: string) =>
    t.request(`/3/my-requests/${bookingId}/payment/confirm/`, {
      method: 'POST',
      token,
      json: { method: 'card', card: CARD },
      headers: { 'Idempotency-Key': key },
    })

  it('two guests race for the same instant dates: the loser can no longer pay, and every read says why', async () => {
    const camperId = (await createCamper(t, ownerId, { instantBooking: true })).id
    const contenders = await Promise.all(
      guests.map((guest, index) =>
        createBooking(t, {
          camperId,
          guestId: guest.id,
          status: 'VALIDATED',
          isInstant: true,
          period: `[${dayFromToday(60 + index)},${dayFromToday(66)})`,
          ownerAcceptExpireOn: new Date(Date.now() + 40 * 3_600_000),
        }),
      ),
    )
    const answers = await Promise.all(
      contenders.map((booking, index) => pay(booking.id, guests[index]!.token, `instant-race-${booking.id}`)),
    )
    expect(answers.map((answer) => answer.status).sort(), await answers[0]!.clone().text()).toEqual([200, 409])
    const loserIndex = answers.findIndex((answer) => answer.status === 409)
    expect(await answers[loserIndex]!.json()).toMatchObject({
      code: 'CAMPER_ALREADY_BOOKED',
      detail: expect.any(String),
    })
    const loser = contenders[loserIndex]!
    const loserToken = guests[loserIndex]!.token

    const trip = await (await t.request(`/v4/bookings-guest/${loser.id}/`, { token: loserToken })).json()
    expect(trip).toMatchObject({
      state: 'VALIDATED',
      display_state: 'DATES_TAKEN',
      meta_state: 'archived',
      permissions: { can_pay: false, can_update: false, can_cancel: true },
    })
    const paymentData = await (await t.request(`/3/my-requests/${loser.id}/payment/`, { token: loserToken })).json()
    expect(paymentData).toMatchObject({ payable: false })
    // Trying again is refused before any charge, in the spec's error shape.
    const again = await pay(loser.id, loserToken, `instant-again-${loser.id}`)
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({ code: 'CAMPER_ALREADY_BOOKED' })
    const statuses = await t.db
      .select({ id: bookings.id, status: bookings.status })
      .from(bookings)
      .where(
        inArray(
          bookings.id,
          contenders.map((booking) => booking.id),
        ),
      )
    expect(statuses.map((row) => row.status).sort()).toEqual(['TO_COME', 'VALIDATED'])
  }, 60_000)

  it('does not offer the owner to accept a request for dates another booking holds', async () => {
    const camperId = (await createCamper(t, ownerId)).id
    await createBooking(t, {
      camperId,
      guestId: guests[0]!.id,
      status: 'TO_COME',
      period: `[${dayFromToday(90)},${dayFromToday(95)})`,
    })
    const request = await createBooking(t, {
      camperId,
      guestId: guests[1]!.id,
      status: 'VALIDATED',
      period: `[${dayFromToday(93)},${dayFromToday(97)})`,
    })
    const owned = await (await t.request(`/v4/bookings-owner/${request.id}/`, { token: ownerToken })).json()
    expect(owned).toMatchObject({
      display_state: 'DATES_TAKEN',
      meta_state: 'todo',
      permissions: { can_accept: false, can_refuse: true },
    })
  })
})
