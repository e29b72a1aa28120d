import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings, campers, payments } from '../../../src/server/db/schema'
import { choicesPriceLines } from '../../../src/server/services/booking-prices/booking-prices'
import { createExtrasBooking, extrasParties, inDays } from '../support/extras-bookings'
import { pdfText } from '../support/pdf-text'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

interface WirePrices {
  price: string
  price_rental: string
  price_discount: string
  price_km: string
  price_options: string
  price_second_driver: string
  price_fees: string
  price_insurance: string
  price_cancellation_insurance: string
  price_rental_cover: string
  price_coupon: string
  nb_days: number
}

const cents = (amount: string) => Math.round(Number(amount) * 100)
/** The trip page's lines add up to its total. */
const linesTotal = (prices: WirePrices) =>
  cents(prices.price_rental) -
  cents(prices.price_discount) +
  cents(prices.price_km) +
  cents(prices.price_options) +
  cents(prices.price_second_driver) +
  cents(prices.price_fees) +
  cents(prices.price_insurance) +
  cents(prices.price_cancellation_insurance) +
  cents(prices.price_rental_cover) -
  cents(prices.price_coupon)

describe.each(TEST_DATABASES)('the agreed price of a paid booking on %s', (kind) => {
  let t: TestApp
  let parties: Awaited<ReturnType<typeof extrasParties>>
  beforeAll(async () => {
    t = await createTestApp(kind)
    parties = await extrasParties(t)
  })
  afterAll(() => t.close())

  const tripPrices = async (id: number) =>
    (await (await t.request(`/3/my-requests/${id}/prices/`, { token: parties.guestToken })).json()) as WirePrices
  const ownerPrices = async (id: number) =>
    (await (await t.request(`/3/my-bookings/${id}/prices/`, { token: parties.ownerToken })).json()) as WirePrices & {
      price_owner: string
    }
  const charged = async (id: number) =>
    (
      await t.db
        .select({ total: sql<number>`coalesce(sum(${payments.amount}), 0)::int` })
        .from(payments)
        .where(and(eq(payments.bookingId, id), eq(payments.status, 'SUCCEEDED')))
    )[0]!.total
  const totalPrice = async (id: number) =>
    (await t.db.select({ total: bookings.totalPrice }).from(bookings).where(eq(bookings.id, id)))[0]!.total
  /** A paid trip whose price was agreed as the engine priced it (its lines kept, as a booking made through the API). */
  const paidTrip = async (from: number) => {
    const booking = await createExtrasBooking(t, {
      camperId: parties.camper.id,
      guestId: parties.guest.id,
      dateFrom: inDays(from),
      dateTo: inDays(from + 5),
    })
    const priceLines = await choicesPriceLines(t.db, booking)
    await t.db.update(bookings).set({ totalPrice: priceLines.price, priceLines }).where(eq(bookings.id, booking.id))
    await t.db.update(payments).set({ amount: priceLines.price }).where(eq(payments.bookingId, booking.id))
    return booking
  }
  const doubleTheCamperPrice = () =>
    t.db
      .update(campers)
      .set({ pricePerDay: sql`${campers.pricePerDay} * 2` })
      .where(eq(campers.id, parties.camper.id))

  it('the owner doubles the price after payment: the trip, the owner and the invoice keep what was charged', async () => {
    const booking = await paidTrip(150)
    const before = await tripPrices(booking.id)
    const ownerBefore = await ownerPrices(booking.id)
    expect(cents(before.price)).toBe(await charged(booking.id))

    await doubleTheCamperPrice()
    // A new request now costs more: the engine prices the camper as it is.
    const fresh = await createExtrasBooking(t, {
      camperId: parties.camper.id,
      guestId: parties.guest.id,
      status: 'VALIDATED',
      dateFrom: inDays(170),
      dateTo: inDays(175),
    })
    expect(cents((await tripPrices(fresh.id)).price)).toBeGreaterThan(cents(before.price))

    // The paid trip says what was agreed and charged, line by line.
    const after = await tripPrices(booking.id)
    expect(after).toEqual(before)
    expect(linesTotal(after)).toBe(await charged(booking.id))
    expect(await ownerPrices(booking.id)).toEqual(ownerBefore)
    const invoice = await t.request(`/3/my-requests/${booking.id}/invoice/`, { token: parties.guestToken })
    const text = await pdfText(new Uint8Array(await invoice.arrayBuffer()))
    const euros = (amount: number) => `€${(amount / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`
    expect(text).toMatch(new RegExp(`Total, taxes included\\s*${euros(await charged(booking.id))}`))
  })

  it('an extension after a price change: the trip grows by what the extension charged, its lines still add up', async () => {
    const booking = await paidTrip(260)
    const before = await tripPrices(booking.id)
    await doubleTheCamperPrice()
    const call = (suffix: string, init: RequestInit = {}) =>
      t.request(`/v4/bookings-guest/${booking.id}/${suffix}`, { token: parties.guestToken, ...init })
    const asked = await call('extensions/', {
      method: 'POST',
      body: JSON.stringify({ day_after: 2 }),
      headers: { 'content-type': 'application/json' },
    })
    expect(asked.status).toBe(201)
    const draft = (await asked.json()) as { price_total: string }
    expect((await call('extensions/validate/', { method: 'PATCH' })).status).toBe(200)
    expect(
      (
        await t.request(`/v4/bookings-owner/${booking.id}/extensions/accept/`, {
          method: 'PATCH',
          token: parties.ownerToken,
        })
      ).status,
    ).toBe(200)
    expect((await call('extensions/confirm/')).status).toBe(200)

    const after = await tripPrices(booking.id)
    expect(after.nb_days).toBe(before.nb_days + 2)
    expect(cents(after.price)).toBe(cents(before.price) + cents(draft.price_total))
    expect(cents(after.price)).toBe(await totalPrice(booking.id))
    expect(cents(after.price)).toBe(await charged(booking.id))
    expect(linesTotal(after)).toBe(cents(after.price))
    // The two added days at the new price, the first five as agreed.
    expect(cents(after.price_rental)).toBeGreaterThan(cents(before.price_rental))
  })
})
