import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../src/server/db/seed/demo-accounts'
import { seedDemoData } from '../../../src/server/db/seed/seed'
import { signIn } from '../support/accounts'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

async function rows<T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows
}

async function tokenOf(t: TestApp, email: string) {
  const response = await signIn(t, email, DEMO_PASSWORD)
  expect(response.status).toBe(200)
  return ((await response.json()) as { access_token: string }).access_token
}

/** The demo guest's paid trips carry the card payment a real checkout leaves, so changes to them can be paid. */
describe.each(TEST_DATABASES)('demo trip payments on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
    await seedDemoData(t.db)
  })
  afterAll(() => t.close())

  it('gives every TO_COME and ONGOING trip of the demo guest a succeeded card payment of its total, on a saved card', async () => {
    const trips = await rows<{
      id: number
      total_price: number
      paid: number | null
      card_alias: string | null
      sandbox_status: string | null
    }>(
      t,
      sql`SELECT b.id, b.total_price, p.amount AS paid, c.alias AS card_alias, s.status AS sandbox_status
          FROM bookings b JOIN users u ON u.id = b.guest_id
          LEFT JOIN payments p ON p.booking_id = b.id AND p.reason = 'booking' AND p.status = 'SUCCEEDED' AND p.state = 'done'
          LEFT JOIN payment_cards c ON c.id = p.card_id AND c.user_id = u.id
          LEFT JOIN payment_sandbox_transactions s ON s.id = p.provider_payment_id
          WHERE u.email = ${DEMO_ACCOUNTS.guest.email} AND b.status IN ('TO_COME', 'ONGOING')`,
    )
    expect(trips.length).toBeGreaterThan(0)
    for (const trip of trips) {
      expect(trip).toMatchObject({
        paid: trip.total_price,
        card_alias: '497010XXXXXX1004',
        sandbox_status: 'SUCCEEDED',
      })
    }
  })

  it("charged each demo trip the price its page shows: the price engine's total for its choices", async () => {
    const guest = await tokenOf(t, DEMO_ACCOUNTS.guest.email)
    const trips = await rows<{ id: number; paid: number }>(
      t,
      sql`SELECT b.id, p.amount AS paid FROM bookings b JOIN users u ON u.id = b.guest_id
          JOIN payments p ON p.booking_id = b.id AND p.reason = 'booking' AND p.status = 'SUCCEEDED'
          WHERE u.email = ${DEMO_ACCOUNTS.guest.email} AND b.status IN ('TO_COME', 'ONGOING')`,
    )
    expect(trips.length).toBeGreaterThan(0)
    for (const trip of trips) {
      const prices = await (await t.request(`/3/my-requests/${trip.id}/prices/`, { token: guest })).json()
      expect(Math.round(Number(prices.price) * 100), `trip ${trip.id}`).toBe(trip.paid)
    }
  })

  it('lets the demo guest pay an extension of the demo TO_COME trip off-session on that card', async () => {
    const guest = await tokenOf(t, DEMO_ACCOUNTS.guest.email)
    const owner = await tokenOf(t, DEMO_ACCOUNTS.owner.email)
    const [trip] = await rows<{ id: number }>(
      t,
      sql`SELECT b.id FROM bookings b JOIN campers c ON c.id = b.camper_id JOIN users o ON o.id = c.owner_id JOIN users g ON g.id = b.guest_id
          WHERE o.email = ${DEMO_ACCOUNTS.owner.email} AND g.email = ${DEMO_ACCOUNTS.guest.email} AND b.status = 'TO_COME' ORDER BY b.id LIMIT 1`,
    )
    const path = `/v4/bookings-guest/${trip!.id}/extensions/`
    expect((await t.request(path, { method: 'POST', token: guest, json: { km_unlimited: true } })).status).toBe(201)
    expect((await t.request(`${path}validate/`, { method: 'PATCH', token: guest })).status).toBe(200)
    expect(
      (await t.request(`/v4/bookings-owner/${trip!.id}/extensions/accept/`, { method: 'PATCH', token: owner })).status,
    ).toBe(200)
    const confirmed = await t.request(`${path}confirm/`, { token: guest })
    expect(confirmed.status).toBe(200)
    expect(await confirmed.json()).toMatchObject({ state: 'CONFIRMED' })
    const [charge] = await rows<{ status: string; method: string }>(
      t,
      sql`SELECT status, method FROM payments WHERE booking_id = ${trip!.id} AND reason = 'extension'`,
    )
    expect(charge).toEqual({ status: 'SUCCEEDED', method: 'card' })
  })
})
