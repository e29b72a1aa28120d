import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings, insurances, notifications, payments } from '../../../src/server/db/schema'
import { DEMO_INSURANCES } from '../../../src/server/db/seed/seed-prices'
import { createUser, tokensFor } from '../support/accounts'
import { createExtrasBooking, extrasParties, inDays } from '../support/extras-bookings'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

// Per day: essential 18.00, serenity 31.00, serenity-plus 42.00 (seed-prices). A 3-day trip.
describe.each(TEST_DATABASES)('deductible buy-back upgrade on %s', (kind) => {
  let t: TestApp
  let parties: Awaited<ReturnType<typeof extrasParties>>
  beforeAll(async () => {
    t = await createTestApp(kind)
    await t.db.insert(insurances).values(DEMO_INSURANCES)
    parties = await extrasParties(t)
  })
  afterAll(() => t.close())

  const call = (bookingId: number, suffix: string, init: RequestInit & { json?: unknown; token?: string } = {}) =>
    t.request(`/v4/bookings-guest/${bookingId}/upgrades/${suffix}`, { token: parties.guestToken, ...init })
  let nextStart = 10
  const newTrip = async (
    status: 'TO_COME' | 'ONGOING' | 'ACCEPTED' | 'CANCELLED_GUEST' = 'TO_COME',
    insurance: string | null = 'essential',
  ) => {
    nextStart += 10
    const row = await createExtrasBooking(t, {
      camperId: parties.camper.id,
      guestId: parties.guest.id,
      status,
      dateFrom: inDays(nextStart),
      dateTo: inDays(nextStart + 3),
    })
    await t.db.update(bookings).set({ insuranceSlug: insurance }).where(eq(bookings.id, row.id))
    return row
  }
  const bookingRow = async (id: number) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!

  it('offers each reinforced insurance at its price for the trip minus the insurance paid, with the lower deductibles', async () => {
    const trip = await newTrip()
    const upgrades = await (await call(trip.id, '')).json()
    expect(upgrades.permissions).toEqual({ can_add_second_driver: true, can_buy_back: true })
    expect(upgrades.requests).toEqual({ second_driver: null, buyback: null })
    expect(upgrades.buyback_offers).toEqual([
      expect.objectContaining({
        insurance: 'serenity',
        name: 'Serenity',
        price: '39.00',
        currency: 'EUR',
        deductibles_before: expect.objectContaining({ damage_to_vehicle: '1500.00' }),
        deductibles_after: expect.objectContaining({ damage_to_vehicle: '500.00' }),
        deductible_reductions: expect.objectContaining({ damage_to_vehicle: '1000.00', broken_glass: '300.00' }),
      }),
      expect.objectContaining({
        insurance: 'serenity-plus',
        price: '72.00',
        deductible_reductions: expect.objectContaining({ damage_to_vehicle: '1500.00' }),
      }),
    ])
  })

  it('buys back the deductible: draft, validated, paid with the saved card, the insurance switched and the price lines updated', async () => {
    const trip = await newTrip()
    const created = await call(trip.id, '', { method: 'POST', json: { buyback: { insurance: 'serenity' } } })
    expect(created.status).toBe(201)
    const draft = await created.json()
    expect(draft).toMatchObject({
      kind: 'buyback',
      state: 'CREATED',
      second_driver: null,
      buyback: { insurance: 'serenity', previous_insurance: 'essential' },
      price: '39.00',
    })
    // One open upgrade at a time: no second driver meanwhile.
    expect((await (await call(trip.id, '')).json()).permissions).toEqual({
      can_add_second_driver: false,
      can_buy_back: false,
    })

    expect(await (await call(trip.id, 'validate/', { method: 'PATCH' })).json()).toMatchObject({
      state: 'ACCEPTED',
      permissions: { can_pay: true },
    })
    const paid = await call(trip.id, 'confirm/')
    expect(paid.status).toBe(200)
    expect(await paid.json()).toMatchObject({ state: 'CONFIRMED', kind: 'buyback' })

    expect(await bookingRow(trip.id)).toMatchObject({ insuranceSlug: 'serenity', totalPrice: 44888 + 3900 })
    const charged = await t.db.select().from(payments).where(eq(payments.bookingId, trip.id))
    expect(
      charged.some(
        (payment) => payment.reason === 'upgrade' && payment.amount === 3900 && payment.status === 'SUCCEEDED',
      ),
    ).toBe(true)
    const told = await t.db.select().from(notifications).where(eq(notifications.bookingId, trip.id))
    expect(told.map((row) => [row.userId, row.kind]).sort()).toEqual(
      [
        [parties.owner.id, 'buyback_added'],
        [parties.guest.id, 'buyback_confirmed'],
      ].sort(),
    )
    expect((told.find((row) => row.kind === 'buyback_confirmed')!.data as { money: { paid: number } }).money.paid).toBe(
      3900,
    )
    const prices = await (await t.request(`/3/my-requests/${trip.id}/prices/`, { token: parties.guestToken })).json()
    expect(prices).toMatchObject({ insurance: 'serenity', price_insurance: '93.00' })

    // Already reinforced: nothing left to buy back; the second driver is open again.
    const after = await (await call(trip.id, '')).json()
    expect(after).toMatchObject({
      permissions: { can_add_second_driver: true, can_buy_back: false },
      buyback_offers: [],
    })
    expect(after.requests.buyback).toMatchObject({ state: 'CONFIRMED', price: '39.00' })
    const again = await call(trip.id, '', { method: 'POST', json: { buyback: { insurance: 'serenity-plus' } } })
    expect(again.status).toBe(405)
    expect((await again.json()).code).toBe('BOOKING_NOT_IN_VALID_STATE')
    // The Booking carries it too.
    const booking = await (await t.request(`/v4/bookings-guest/${trip.id}/`, { token: parties.guestToken })).json()
    expect(booking.upgrades.requests.buyback).toMatchObject({ state: 'CONFIRMED' })
  })

  it('refuses it after departure, when cancelled or unpaid, without one of our insurances, and for a standard insurance', async () => {
    for (const [status, insurance] of [
      ['ONGOING', 'essential'],
      ['CANCELLED_GUEST', 'essential'],
      ['ACCEPTED', 'essential'],
      ['TO_COME', 'none'],
      ['TO_COME', null],
    ] as const) {
      const trip = await newTrip(status, insurance)
      const upgrades = await (await call(trip.id, '')).json()
      expect(upgrades.permissions.can_buy_back).toBe(false)
      expect(upgrades.buyback_offers).toEqual([])
      const response = await call(trip.id, '', { method: 'POST', json: { buyback: { insurance: 'serenity' } } })
      expect(response.status).toBe(405)
    }
    const trip = await newTrip()
    const standard = await call(trip.id, '', { method: 'POST', json: { buyback: { insurance: 'essential' } } })
    expect(standard.status).toBe(400)
    expect(await standard.json()).toEqual({ 'buyback.insurance': ['Choose one of the reinforced insurances.'] })
    const both = await call(trip.id, '', {
      method: 'POST',
      json: {
        buyback: { insurance: 'serenity' },
        second_driver: { first_name: 'A', last_name: 'B', licence_number: 'C', licence_category: 'B' },
      },
    })
    expect(both.status).toBe(400)
  })

  it('refuses to pay once the trip has started meanwhile, and keeps other guests out', async () => {
    const trip = await newTrip()
    await call(trip.id, '', { method: 'POST', json: { buyback: { insurance: 'serenity' } } })
    await call(trip.id, 'validate/', { method: 'PATCH' })
    await t.db.execute(sql`UPDATE bookings SET status = 'ONGOING' WHERE id = ${trip.id}`)
    expect((await call(trip.id, 'confirm/')).status).toBe(405)
    expect(await bookingRow(trip.id)).toMatchObject({ insuranceSlug: 'essential', totalPrice: 44888 })

    const other = await newTrip()
    const stranger = (await tokensFor(t, (await createUser(t)).email)).access_token
    expect((await call(other.id, '', { token: stranger })).status).toBe(404)
    expect(
      (await call(other.id, '', { method: 'POST', token: stranger, json: { buyback: { insurance: 'serenity' } } }))
        .status,
    ).toBe(404)
    expect((await call(other.id, 'confirm/', { token: stranger })).status).toBe(404)
  })
})
