import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paymentCards } from '../../../src/server/db/schema'
import { SANDBOX_TEST_CARDS } from '../../../src/server/providers/payments/sandbox-payments'
import { createUser, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createPaymentsBooking, inDays } from '../support/payments-bookings'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

/** Spec 2 §7 payment/: the payment data lists the guest's saved cards, and the confirm call pays with one by card_id. */
describe.each(TEST_DATABASES)('saved cards in the payment data on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { PAYMENT_SANDBOX_DELAY_MS: '0' })
  })
  afterAll(() => t.close())

  it('lists the cards of earlier payments, newest first, flags one that expires before the trip ends, and pays with a saved one', async () => {
    const guest = await createUser(t)
    const other = await createUser(t)
    const owner = await createUser(t, { isOwner: true })
    const token = (await tokensFor(t, guest.email)).access_token
    const booking = async () =>
      createPaymentsBooking(t, {
        guestId: guest.id,
        camperId: (await createCamper(t, owner.id)).id,
        from: inDays(60),
        to: inDays(67),
      })
    const confirm = (id: number, json: unknown, key: string) =>
      t.request(`/3/my-requests/${id}/payment/confirm/`, {
        method: 'POST',
        token,
        json,
        headers: { 'Idempotency-Key': key },
      })
    const cardsOf = async (id: number) =>
      (await (await t.request(`/3/my-requests/${id}/payment/`, { token })).json()).cards

    const first = await booking()
    expect(await cardsOf(first.id)).toEqual([])
    expect(
      (
        await confirm(
          first.id,
          { method: 'card', card: { number: SANDBOX_TEST_CARDS.frictionless, expiry: '1235', cvx: '123' } },
          `saved-a-${first.id}`,
        )
      ).status,
    ).toBe(200)

    // A card that ends next month: registered by a failed attempt of another booking, refused for a trip two months out.
    const nextMonth = new Date(Date.now() + 31 * 86_400_000)
    const soon = `${String(nextMonth.getUTCMonth() + 1).padStart(2, '0')}${String(nextMonth.getUTCFullYear()).slice(2)}`
    const second = await booking()
    const expiring = await confirm(
      second.id,
      { method: 'card', card: { number: SANDBOX_TEST_CARDS.frictionless, expiry: soon, cvx: '123' } },
      `saved-b-${second.id}`,
    )
    expect(await expiring.json()).toMatchObject({ code: 'PAYMENT_ERROR_CREDIT_CARD_WILL_EXPIRE' })

    const cards = await cardsOf(second.id)
    expect(cards).toEqual([
      { id: expect.any(Number), alias: '497010XXXXXX1004', expiry: soon, expires_before_trip_end: true },
      { id: expect.any(Number), alias: '497010XXXXXX1004', expiry: '1235', expires_before_trip_end: false },
    ])
    const paid = await confirm(second.id, { method: 'card', card_id: cards[1].id }, `saved-c-${second.id}`)
    expect(paid.status).toBe(200)
    expect(await paid.json()).toMatchObject({ booking_state: 'TO_COME', payment: { status: 'SUCCEEDED' } })

    // Someone else's card is not one of yours.
    const otherToken = (await tokensFor(t, other.email)).access_token
    const theirs = await createPaymentsBooking(t, { guestId: other.id, camperId: (await createCamper(t, owner.id)).id })
    const refused = await t.request(`/3/my-requests/${theirs.id}/payment/confirm/`, {
      method: 'POST',
      token: otherToken,
      json: { method: 'card', card_id: cards[1].id },
      headers: { 'Idempotency-Key': `saved-d-${theirs.id}` },
    })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({ card_id: ['Unknown card.'] })
    expect(
      (await (await t.request(`/3/my-requests/${theirs.id}/payment/`, { token: otherToken })).json()).cards,
    ).toEqual([])
  })

  it('offers each card once, and never again one the bank refused for good', async () => {
    const guest = await createUser(t)
    const owner = await createUser(t, { isOwner: true })
    const token = (await tokensFor(t, guest.email)).access_token
    const booking = async () =>
      createPaymentsBooking(t, {
        guestId: guest.id,
        camperId: (await createCamper(t, owner.id)).id,
        from: inDays(60),
        to: inDays(67),
      })
    const confirm = (id: number, json: unknown, key: string) =>
      t.request(`/3/my-requests/${id}/payment/confirm/`, {
        method: 'POST',
        token,
        json,
        headers: { 'Idempotency-Key': key },
      })
    const cardsOf = async (id: number) =>
      (await (await t.request(`/3/my-requests/${id}/payment/`, { token })).json()).cards
    const typed = (number: string) => ({ method: 'card', card: { number, expiry: '1235', cvx: '123' } })

    // The same card typed for two bookings: one entry, its newest registration.
    const first = await booking()
    expect((await confirm(first.id, typed(SANDBOX_TEST_CARDS.frictionless), `once-a-${first.id}`)).status).toBe(200)
    const second = await booking()
    const unpaid = await booking()
    expect((await confirm(second.id, typed(SANDBOX_TEST_CARDS.frictionless), `once-b-${second.id}`)).status).toBe(200)
    const cards = await cardsOf(unpaid.id)
    expect(cards).toEqual([
      { id: expect.any(Number), alias: '497010XXXXXX1004', expiry: '1235', expires_before_trip_end: false },
    ])

    // Refused for fraud: gone from the list, and refused by card_id.
    const fraud = await confirm(unpaid.id, typed(SANDBOX_TEST_CARDS.MPG_CARD_FRAUD), `once-c-${unpaid.id}`)
    expect(await fraud.json()).toMatchObject({ code: 'MPG_CARD_FRAUD' })
    const afterFraud = await cardsOf(unpaid.id)
    expect(afterFraud.map((card: { alias: string }) => card.alias)).toEqual(['497010XXXXXX1004'])
    const [fraudCard] = await t.db.select().from(paymentCards).where(eq(paymentCards.alias, '497010XXXXXX7001'))
    const again = await confirm(unpaid.id, { method: 'card', card_id: fraudCard!.id }, `once-d-${unpaid.id}`)
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({ card_id: ['Your bank refused this card for good: use another card.'] })
    // A refusal that may pass another time (an amount limit) keeps the card.
    const limit = await confirm(
      unpaid.id,
      typed(SANDBOX_TEST_CARDS.MPG_CARD_AMOUNT_LIMIT_REACHED),
      `once-e-${unpaid.id}`,
    )
    expect(await limit.json()).toMatchObject({ code: 'MPG_CARD_AMOUNT_LIMIT_REACHED' })
    expect((await cardsOf(unpaid.id)).map((card: { alias: string }) => card.alias)).toEqual([
      '497010XXXXXX5005',
      '497010XXXXXX1004',
    ])
  })
})
