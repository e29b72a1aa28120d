import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, tokensFor } from '../support/accounts'
import { createExtrasBooking, extrasParties, inDays, noticesOf } from '../support/extras-bookings'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

const driver = { first_name: 'Grace', last_name: 'Hopper', licence_number: 'HOPPE806092G99AB', licence_category: 'B' }

describe.each(TEST_DATABASES)('booking upgrades (second driver) on %s', (kind) => {
  let t: TestApp
  let parties: Awaited<ReturnType<typeof extrasParties>>
  beforeAll(async () => {
    t = await createTestApp(kind)
    parties = await extrasParties(t)
  })
  afterAll(() => t.close())

  const call = (bookingId: number, suffix: string, init: RequestInit & { json?: unknown; token?: string } = {}) =>
    t.request(`/v4/bookings-guest/${bookingId}/upgrades/${suffix}`, { token: parties.guestToken, ...init })
  const totalPrice = async (bookingId: number) =>
    (
      (await t.db.execute(sql`SELECT total_price FROM bookings WHERE id = ${bookingId}`)) as unknown as {
        rows: Array<{ total_price: number }>
      }
    ).rows[0]!.total_price
  let nextStart = 10
  const newBooking = (status: 'TO_COME' | 'ONGOING' | 'ACCEPTED' | 'TO_COME_NOT_PAID' = 'TO_COME') => {
    nextStart += 10
    return createExtrasBooking(t, {
      camperId: parties.camper.id,
      guestId: parties.guest.id,
      status,
      dateFrom: inDays(nextStart),
      dateTo: inDays(nextStart + 3),
    })
  }

  it('adds a second driver: draft at the referential fee and its service fee, validated, paid into the booking', async () => {
    const booking = await newBooking()
    const tripPrice = async () =>
      (await (await t.request(`/3/my-requests/${booking.id}/prices/`, { token: parties.guestToken })).json()).price
    const priceBefore = await tripPrice()
    expect(await (await call(booking.id, '')).json()).toEqual({
      permissions: { can_add_second_driver: true, can_buy_back: false },
      requests: { second_driver: null, buyback: null },
      buyback_offers: [],
    })

    const created = await call(booking.id, '', {
      method: 'POST',
      json: { second_driver: { ...driver, first_name: '  Grace ' } },
    })
    expect(created.status).toBe(201)
    const draft = await created.json()
    expect(draft).toMatchObject({
      booking_id: booking.id,
      state: 'CREATED',
      second_driver: driver,
      // The referential's €15.00 and the 5 % service fee on it, as the price engine adds them to a trip.
      price: '15.75',
      currency: 'EUR',
      permissions: { can_validate: true, can_pay: false, can_cancel: true, can_delete: true },
    })
    expect(await (await call(booking.id, '')).json()).toEqual({
      permissions: { can_add_second_driver: false, can_buy_back: false },
      requests: { second_driver: draft, buyback: null },
      buyback_offers: [],
    })

    const accepted = await (await call(booking.id, 'validate/', { method: 'PATCH' })).json()
    expect(accepted).toMatchObject({
      state: 'ACCEPTED',
      permissions: { can_validate: false, can_pay: true, can_cancel: true, can_delete: false },
    })
    const paid = await call(booking.id, 'confirm/')
    expect(paid.status).toBe(200)
    expect(await paid.json()).toMatchObject({ state: 'CONFIRMED', permissions: { can_pay: false, can_cancel: false } })
    expect(await totalPrice(booking.id)).toBe(44888 + 1575)
    // The trip's price, as its page shows it, now has the second driver and grew by what was charged.
    expect(await tripPrice()).toBe((Number(priceBefore) + 15.75).toFixed(2))

    // Paid, it is news: the owner meets the driver at the pick-up, the guest gets the receipt; validating told nobody.
    const notices = await noticesOf(t, booking.id)
    expect(notices.map((row) => [row.userId, row.kind])).toEqual([
      [parties.owner.id, 'second_driver_added'],
      [parties.guest.id, 'second_driver_confirmed'],
    ])
    const words = await (await t.request('/v4/notifications/', { token: parties.guestToken })).json()
    const receipt = words.results.find((row: { booking_id: number }) => row.booking_id === booking.id)
    expect(receipt.title).toBe('Grace Hopper is added as a second driver')
    expect(receipt.body).toMatch(/ You paid €15\.75\.$/)

    const again = await call(booking.id, '', { method: 'POST', json: { second_driver: driver } })
    expect(again.status).toBe(405)
    expect((await again.json()).code).toBe('BOOKING_NOT_IN_VALID_STATE')
    expect((await call(booking.id, `${draft.id}/`, { method: 'DELETE' })).status).toBe(405)
    expect((await call(booking.id, 'confirm/')).status).toBe(405)
  })

  it('refuses what the upgrade chart or the booking does not allow', async () => {
    const booking = await newBooking('ONGOING')
    expect((await call(booking.id, 'confirm/')).status).toBe(405)
    const draft = await (await call(booking.id, '', { method: 'POST', json: { second_driver: driver } })).json()
    expect((await call(booking.id, 'confirm/')).status).toBe(405) // a draft is not payable
    const cancelled = await (await call(booking.id, 'cancel/', { method: 'PATCH' })).json()
    expect(cancelled).toMatchObject({ id: draft.id, state: 'CANCEL_GUEST' })
    expect((await call(booking.id, 'validate/', { method: 'PATCH' })).status).toBe(405)
    // Withdrawn, so another may be asked, and a new draft may simply be deleted.
    const second = await (await call(booking.id, '', { method: 'POST', json: { second_driver: driver } })).json()
    expect((await call(booking.id, `${second.id}/`, { method: 'DELETE' })).status).toBe(204)
    expect(await (await call(booking.id, '')).json()).toEqual({
      permissions: { can_add_second_driver: true, can_buy_back: false },
      requests: { second_driver: null, buyback: null },
      buyback_offers: [],
    })

    for (const status of ['ACCEPTED', 'TO_COME_NOT_PAID'] as const) {
      const unpaid = await newBooking(status)
      expect((await (await call(unpaid.id, '')).json()).permissions.can_add_second_driver).toBe(false)
      expect((await call(unpaid.id, '', { method: 'POST', json: { second_driver: driver } })).status).toBe(405)
    }
  })

  it('validates the driver and keeps other people out', async () => {
    const booking = await newBooking()
    const bad = await call(booking.id, '', {
      method: 'POST',
      json: { second_driver: { first_name: '', licence_category: 'D' } },
    })
    expect(bad.status).toBe(400)
    expect(Object.keys(await bad.json()).sort()).toEqual([
      'second_driver.first_name',
      'second_driver.last_name',
      'second_driver.licence_category',
      'second_driver.licence_number',
    ])
    expect(await (await call(booking.id, '', { method: 'POST', json: {} })).json()).toEqual({
      second_driver: ['This field is required.'],
    })
    const stranger = (await tokensFor(t, (await createUser(t)).email)).access_token
    expect((await call(booking.id, '', { token: stranger })).status).toBe(404)
    expect((await call(booking.id, '', { token: parties.ownerToken })).status).toBe(404)
    expect((await t.request(`/v4/bookings-guest/${booking.id}/upgrades/`)).status).toBe(401)
  })
})
