import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, toDecimal } from '../../../src/domain/stay-price'
import { bookingExtensions, bookings, ledgerEntries, notifications, payments } from '../../../src/server/db/schema'
import { ApiError } from '../../../src/server/http/api-error'
import { confirmExtension } from '../../../src/server/services/booking-extras/booking-extensions'
import { choicesPriceLines } from '../../../src/server/services/booking-prices/booking-prices'
import { createUser, tokensFor } from '../support/accounts'
import { blockDays, createExtrasBooking, extrasParties, inDays, noticesOf, todayUtc } from '../support/extras-bookings'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

describe.each(TEST_DATABASES)('booking extensions on %s', (kind) => {
  let t: TestApp
  let parties: Awaited<ReturnType<typeof extrasParties>>
  beforeAll(async () => {
    t = await createTestApp(kind)
    parties = await extrasParties(t)
  })
  afterAll(() => t.close())

  const guestCall = (bookingId: number, suffix: string, init: RequestInit & { json?: unknown; token?: string } = {}) =>
    t.request(`/v4/bookings-guest/${bookingId}/${suffix}`, { token: parties.guestToken, ...init })
  const ask = (bookingId: number, json: unknown, token = parties.guestToken) =>
    guestCall(bookingId, 'extensions/', { method: 'POST', json, token })
  const ownerCall = (bookingId: number, action: 'accept' | 'refuse', token = parties.ownerToken) =>
    t.request(`/v4/bookings-owner/${bookingId}/extensions/${action}/`, { method: 'PATCH', token })
  const newBooking = (overrides: Parameters<typeof createExtrasBooking>[1] extends infer B ? Partial<B> : never = {}) =>
    createExtrasBooking(t, { camperId: parties.camper.id, guestId: parties.guest.id, ...overrides })
  const bookingRow = async (bookingId: number) =>
    (
      (await t.db.execute(
        sql`SELECT lower(period)::text AS date_from, upper(period)::text AS date_to, total_price FROM bookings WHERE id = ${bookingId}`,
      )) as unknown as {
        rows: Array<{ date_from: string; date_to: string; total_price: number }>
      }
    ).rows[0]!

  it('asks, sends, is accepted and paid: the booking takes the new dates and price', async () => {
    const booking = await newBooking({ dateFrom: inDays(200), dateTo: inDays(205) })
    // The trip was paid what the price engine says for its choices.
    const paidTotal = (await choicesPriceLines(t.db, booking)).price
    await t.db.update(bookings).set({ totalPrice: paidTotal }).where(eq(bookings.id, booking.id))
    await t.db.update(payments).set({ amount: paidTotal }).where(eq(payments.bookingId, booking.id))
    const ownerPrice = async () =>
      (await (await t.request(`/3/my-bookings/${booking.id}/prices/`, { token: parties.ownerToken })).json())
        .price_owner
    const earnedBefore = await ownerPrice()
    const created = await ask(booking.id, { day_after: 2 })
    expect(created.status).toBe(201)
    const draft = await created.json()
    // The price engine's price of the 7-day trip less its price of the 5-day trip.
    expect(draft).toMatchObject({
      booking_id: booking.id,
      state: 'CREATED',
      day_before: 0,
      day_after: 2,
      day_slide: 0,
      km_200: false,
      km_unlimited: false,
      date_from: inDays(200),
      date_to: inDays(207),
      price_total: '107.73',
      currency: 'EUR',
      permissions: { can_validate: true, can_pay: false, can_cancel: true, can_delete: true },
    })
    expect(draft).not.toHaveProperty('earnings')

    const sent = await (await guestCall(booking.id, 'extensions/validate/', { method: 'PATCH' })).json()
    expect(sent).toMatchObject({
      state: 'GUEST_ASK',
      permissions: { can_validate: false, can_pay: false, can_cancel: true, can_delete: false },
    })

    const accepted = await ownerCall(booking.id, 'accept')
    expect(accepted.status).toBe(200)
    const ownerView = await accepted.json()
    expect(ownerView).toMatchObject({
      state: 'ACCEPTED',
      earnings: '87.21',
      permissions: { can_accept: false, can_refuse: false },
    })
    expect(ownerView).not.toHaveProperty('price_total')

    const paid = await guestCall(booking.id, 'extensions/confirm/')
    expect(paid.status).toBe(200)
    expect(await paid.json()).toMatchObject({ state: 'CONFIRMED', permissions: { can_pay: false, can_cancel: false } })
    expect(await bookingRow(booking.id)).toEqual({
      date_from: inDays(200),
      date_to: inDays(207),
      total_price: paidTotal + 10773,
    })
    // The extension was charged to the card the trip was paid with.
    const charged = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, booking.id), eq(payments.reason, 'extension')))
    expect(charged).toMatchObject([{ amount: 10773, status: 'SUCCEEDED', state: 'done', method: 'card' }])
    // The trip's price, as its page shows it, is what the guest was charged in all.
    const prices = await (await t.request(`/3/my-requests/${booking.id}/prices/`, { token: parties.guestToken })).json()
    expect(prices).toMatchObject({ date_to: inDays(207), price: toDecimal(paidTotal + 10773) })
    // And what the owner earns on it grew by the extension's earnings.
    expect(await ownerPrice()).toBe(toDecimal(Math.round(Number(earnedBefore) * 100) + 8721))

    // Each decision told the other side, naming the days asked for; the guest paying on the page tells the owner.
    const told = await noticesOf(t, booking.id)
    expect(told.map((row) => [row.userId, row.kind])).toEqual([
      [parties.owner.id, 'extension_asked'],
      [parties.guest.id, 'extension_accepted'],
      [parties.owner.id, 'extension_confirmed'],
    ])
    expect(told[0]!.data).toMatchObject({ from: inDays(200), to: inDays(207), path: `/d/bookings/${booking.id}` })

    // The trip can grow again once the first request is settled.
    expect((await ask(booking.id, { km_unlimited: true })).status).toBe(201)
  })

  it('refuses every change the extension chart does not allow with 405 BOOKING_NOT_IN_VALID_STATE', async () => {
    const booking = await newBooking({ dateFrom: inDays(220), dateTo: inDays(225) })
    const expect405 = async (response: Response) => {
      expect(response.status).toBe(405)
      expect((await response.json()).code).toBe('BOOKING_NOT_IN_VALID_STATE')
    }
    await expect405(await guestCall(booking.id, 'extensions/validate/', { method: 'PATCH' })) // nothing open yet
    expect((await ask(booking.id, { day_before: 1 })).status).toBe(201)
    await expect405(await ask(booking.id, { day_after: 1 })) // one open request at a time
    await expect405(await guestCall(booking.id, 'extensions/confirm/')) // not accepted: not payable
    await expect405(await ownerCall(booking.id, 'accept')) // the owner has not been asked yet
    await guestCall(booking.id, 'extensions/validate/', { method: 'PATCH' })
    await expect405(await guestCall(booking.id, 'extensions/validate/', { method: 'PATCH' }))
    await expect405(await guestCall(booking.id, 'extensions/confirm/'))
    const refused = await ownerCall(booking.id, 'refuse')
    expect(await refused.json()).toMatchObject({ state: 'CANCEL_OWNER' })
    await expect405(await ownerCall(booking.id, 'accept'))
    await expect405(await guestCall(booking.id, 'extensions/cancel/', { method: 'PATCH' }))
    expect(await bookingRow(booking.id)).toMatchObject({ date_from: inDays(220), total_price: 44888 })
    // Only the changes made were told: the request to the owner, the refusal to the guest.
    const told = await t.db.select().from(notifications).where(eq(notifications.bookingId, booking.id))
    expect(told.map((row) => [row.userId, row.kind]).sort()).toEqual(
      [
        [parties.owner.id, 'extension_asked'],
        [parties.guest.id, 'extension_refused'],
      ].sort(),
    )

    for (const status of ['CREATED', 'ACCEPTED', 'DONE', 'CANCELLED_GUEST'] as const) {
      const other = await newBooking({ status, dateFrom: inDays(300), dateTo: inDays(302) })
      await expect405(await ask(other.id, { day_after: 1 }))
      // Clears the way for the next booking on these dates (the ledger is never cleaned up outside tests).
      await t.db.delete(ledgerEntries).where(eq(ledgerEntries.bookingId, other.id))
      await t.db.delete(payments).where(eq(payments.bookingId, other.id))
      await t.db.delete(bookings).where(eq(bookings.id, other.id))
    }
  })

  it('lets the guest withdraw an open request, and delete only a draft', async () => {
    const booking = await newBooking({ dateFrom: inDays(240), dateTo: inDays(245) })
    const draft = await (await ask(booking.id, { day_slide: 1 })).json()
    expect((await guestCall(booking.id, `extensions/${draft.id + 1000}/`, { method: 'DELETE' })).status).toBe(404)
    expect((await guestCall(booking.id, `extensions/${draft.id}/`, { method: 'DELETE' })).status).toBe(204)
    expect(await t.db.select().from(bookingExtensions).where(eq(bookingExtensions.id, draft.id))).toEqual([])

    const second = await (await ask(booking.id, { day_after: 1 })).json()
    await guestCall(booking.id, 'extensions/validate/', { method: 'PATCH' })
    const deleted = await guestCall(booking.id, `extensions/${second.id}/`, { method: 'DELETE' })
    expect(deleted.status).toBe(405)
    await ownerCall(booking.id, 'accept')
    const cancelled = await guestCall(booking.id, 'extensions/cancel/', { method: 'PATCH' })
    expect(await cancelled.json()).toMatchObject({
      id: second.id,
      state: 'CANCEL_GUEST',
      permissions: { can_cancel: false, can_delete: false },
    })
    // The deleted draft told nobody; the request sent, accepted, then withdrawn told each side in turn.
    const told = await noticesOf(t, booking.id)
    expect(told.map((row) => [row.userId, row.kind])).toEqual([
      [parties.owner.id, 'extension_asked'],
      [parties.guest.id, 'extension_accepted'],
      [parties.owner.id, 'extension_withdrawn'],
    ])
  })

  it('answers 107 NOT_AVAILABLE when the added days are blocked or booked, and CAMPER_ALREADY_BOOKED when they go before payment', async () => {
    const booking = await newBooking({ dateFrom: inDays(260), dateTo: inDays(265) })
    await blockDays(t, parties.camper.id, inDays(258), inDays(260))
    const blocked = await ask(booking.id, { day_before: 1 })
    expect(blocked.status).toBe(400)
    expect(await blocked.json()).toEqual({
      __all__: [{ code: 107, key: 'NOT_AVAILABLE', message: 'The camper is not available on these dates.' }],
    })
    const other = await createExtrasBooking(t, {
      camperId: parties.camper.id,
      guestId: (await createUser(t)).id,
      dateFrom: inDays(266),
      dateTo: inDays(270),
    })
    expect((await (await ask(booking.id, { day_after: 2 })).json()).__all__[0].code).toBe(107)
    // The day in between is free; slides and cheaper extensions still ask the owner.
    expect((await ask(booking.id, { day_after: 1 })).status).toBe(201)
    await guestCall(booking.id, 'extensions/validate/', { method: 'PATCH' })
    await ownerCall(booking.id, 'accept')
    // Someone else's booking takes the day before the guest pays.
    await t.db
      .update(bookings)
      .set({ period: `[${inDays(265)},${inDays(270)})` })
      .where(eq(bookings.id, other.id))
    const lost = await guestCall(booking.id, 'extensions/confirm/')
    expect(lost.status).toBe(409)
    expect(await lost.json()).toEqual({
      detail: 'Another booking already holds these dates.',
      code: 'CAMPER_ALREADY_BOOKED',
    })
    const [row] = await t.db.select().from(bookingExtensions).where(eq(bookingExtensions.bookingId, booking.id))
    expect(row!.state).toBe('ACCEPTED')
    expect(await bookingRow(booking.id)).toMatchObject({ date_to: inDays(265), total_price: 44888 })
  })

  it('a refused payment leaves the extension payable and the booking as it was', async () => {
    const booking = await newBooking({ dateFrom: inDays(280), dateTo: inDays(285) })
    await ask(booking.id, { km_200: true })
    await guestCall(booking.id, 'extensions/validate/', { method: 'PATCH' })
    await ownerCall(booking.id, 'accept')
    const charges: number[] = []
    const declined = {
      onUpgradePaid: async () => {},
      onExtensionPaid: async (_tx: unknown, charge: { amount: number }) => {
        charges.push(charge.amount)
        throw ApiError.detail(402, 'Card declined.', 'MPG_CARD_EXPIRED')
      },
    }
    await expect(confirmExtension(t.db, booking.id, parties.guest.id, declined, todayUtc())).rejects.toMatchObject({
      status: 402,
    })
    // 200 km a day over 5 days: 5 × 5.00, plus the 5 % fee.
    expect(charges).toEqual([2625])
    const [row] = await t.db.select().from(bookingExtensions).where(eq(bookingExtensions.bookingId, booking.id))
    expect(row!.state).toBe('ACCEPTED')
    expect(await bookingRow(booking.id)).toMatchObject({ date_to: inDays(285), total_price: 44888 })
  })

  it('checks the extras: field errors, a started trip grows only at its end, never into the past', async () => {
    const booking = await newBooking({ dateFrom: inDays(320), dateTo: inDays(322) })
    expect(await (await ask(booking.id, {})).json()).toEqual({ non_field_errors: ['Ask for at least one extra.'] })
    expect(await (await ask(booking.id, { km_200: true, km_unlimited: true })).json()).toEqual({
      km_unlimited: ['Choose either 200 km a day or unlimited km.'],
    })
    const bad = await (await ask(booking.id, { day_before: -1, day_after: 'two', day_slide: 1.5 })).json()
    expect(Object.keys(bad).sort()).toEqual(['day_after', 'day_before', 'day_slide'])

    const ongoing = await newBooking({ status: 'ONGOING', dateFrom: addDays(todayUtc(), -2), dateTo: inDays(2) })
    expect(await (await ask(ongoing.id, { day_before: 1 })).json()).toEqual({
      day_before: ['The trip has started: only days after it can be added.'],
    })
    expect(await (await ask(ongoing.id, { day_slide: 1 })).json()).toEqual({
      day_slide: ['The trip has started: only days after it can be added.'],
    })
    expect((await ask(ongoing.id, { day_after: 1 })).status).toBe(201)

    const soon = await newBooking({ dateFrom: inDays(2), dateTo: inDays(4) })
    expect(await (await ask(soon.id, { day_before: 3 })).json()).toEqual({
      day_before: ['The trip cannot start in the past.'],
    })
  })

  it('only the guest and the camper owner reach a booking: 401 anonymous, 404 anyone else', async () => {
    const booking = await newBooking({ dateFrom: inDays(340), dateTo: inDays(342) })
    expect(
      (await t.request(`/v4/bookings-guest/${booking.id}/extensions/`, { method: 'POST', json: { day_after: 1 } }))
        .status,
    ).toBe(401)
    const stranger = (await tokensFor(t, (await createUser(t)).email)).access_token
    expect((await ask(booking.id, { day_after: 1 }, stranger)).status).toBe(404)
    expect((await ask(booking.id, { day_after: 1 }, parties.ownerToken)).status).toBe(404)
    expect((await ask(999999, { day_after: 1 })).status).toBe(404)
    expect((await ask(booking.id, { day_after: 1 })).status).toBe(201)
    await guestCall(booking.id, 'extensions/validate/', { method: 'PATCH' })
    expect((await ownerCall(booking.id, 'accept', parties.guestToken)).status).toBe(404)
    expect((await ownerCall(booking.id, 'accept', stranger)).status).toBe(404)
    expect((await t.request('/v4/bookings-guest/abc/extensions/confirm/', { token: parties.guestToken })).status).toBe(
      400,
    )
  })
})
