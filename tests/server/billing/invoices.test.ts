import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { billingDocuments, bookings, campers, payments } from '../../../src/server/db/schema'
import { createUser, tokensFor } from '../support/accounts'
import { createExtrasBooking, extrasParties, inDays } from '../support/extras-bookings'
import { pdfText } from '../support/pdf-text'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

interface Prices {
  price: string
  price_rental: string
  price_fees: string
  price_insurance: string
}

describe.each(TEST_DATABASES)('booking invoices on %s', (kind) => {
  let t: TestApp
  let parties: Awaited<ReturnType<typeof extrasParties>>
  beforeAll(async () => {
    t = await createTestApp(kind)
    parties = await extrasParties(t)
    // Rented in France: the service fee carries French VAT (20 %).
    await t.db.update(campers).set({ addressCountry: 'FR' }).where(eq(campers.id, parties.camper.id))
  })
  afterAll(() => t.close())

  const invoice = (bookingId: number, token: string | null = parties.guestToken) =>
    t.request(`/3/my-requests/${bookingId}/invoice/`, { token: token ?? undefined })
  const bytes = async (response: Response) => new Uint8Array(await response.arrayBuffer())
  const cents = (amount: string) => Math.round(Number(amount) * 100)
  /** A trip starting `offset` days from now, paid `paidShare` of the engine's price (all of it unless told). */
  const paidTrip = async (offset: number, guestId = parties.guest.id, token = parties.guestToken, paidShare = 1) => {
    const booking = await createExtrasBooking(t, {
      camperId: parties.camper.id,
      guestId,
      dateFrom: inDays(offset),
      dateTo: inDays(offset + 4),
    })
    const prices = (await (await t.request(`/3/my-requests/${booking.id}/prices/`, { token })).json()) as Prices
    await t.db
      .update(bookings)
      .set({ totalPrice: cents(prices.price) })
      .where(eq(bookings.id, booking.id))
    await t.db
      .update(payments)
      .set({ amount: Math.round(cents(prices.price) * paidShare) })
      .where(eq(payments.bookingId, booking.id))
    return { booking, prices }
  }

  it('issues the invoice of a paid trip: the price lines by seller, the VAT in the fee, the total and what is paid', async () => {
    const { booking, prices } = await paidTrip(40)
    const first = await invoice(booking.id)
    expect(first.status).toBe(200)
    const [issued] = await t.db
      .select()
      .from(billingDocuments)
      .where(and(eq(billingDocuments.bookingId, booking.id), eq(billingDocuments.kind, 'invoice')))
    expect(issued).toMatchObject({ paymentId: null, amount: cents(prices.price), currency: 'EUR' })
    expect(first.headers.get('content-disposition')).toBe(`attachment; filename="roam-invoice-${issued!.number}.pdf"`)
    const pdf = await bytes(first)
    const text = await pdfText(pdf)
    const euros = (amount: number) => `€${(amount / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`
    expect(text).toContain('Invoice')
    expect(text).toContain(`No. ${issued!.number}`)
    expect(text).toContain(`Booking no. ${booking.id}`)
    expect(text).toMatch(/Sold by Ada Lovelace, the owner, through Roam/)
    expect(text).toMatch(new RegExp(`Rental of the vehicle, 4 days\\s*${euros(cents(prices.price_rental))}`))
    expect(text).toMatch(new RegExp(`Roam service fee\\s*${euros(cents(prices.price_fees))}`))
    // VAT included in the fee at 20 %: fee × 20 / 120.
    const vat = Math.round((cents(prices.price_fees) * 20) / 120)
    expect(text).toMatch(new RegExp(`of which VAT at 20 % in the service fee\\s*${euros(vat)}`))
    expect(text).toMatch(new RegExp(`Total, taxes included\\s*${euros(cents(prices.price))}`))
    expect(text).toMatch(new RegExp(`Paid to date\\s*${euros(cents(prices.price))}`))
    expect(text).not.toContain('Still due')

    // Asked again, it is the same document, even after the booking's price moved.
    await t.db.update(bookings).set({ kmOption: 200 }).where(eq(bookings.id, booking.id))
    expect(await bytes(await invoice(booking.id))).toEqual(pdf)
    const documents = await t.db.select().from(billingDocuments).where(eq(billingDocuments.bookingId, booking.id))
    expect(documents).toHaveLength(1)
  })

  it('numbers invoices in the sequence receipts use, one invoice per booking even when asked at once', async () => {
    const trips = await Promise.all([60, 70].map((offset) => paidTrip(offset)))
    const charge = (await t.db.select().from(payments).where(eq(payments.bookingId, trips[0]!.booking.id)))[0]!
    const answers = await Promise.all([
      ...trips.flatMap(({ booking }) => Array.from({ length: 4 }, () => invoice(booking.id))),
      t.request(`/3/my-requests/${charge.bookingId}/payments/${charge.id}/receipt/`, { token: parties.guestToken }),
    ])
    expect(answers.map((answer) => answer.status)).toEqual(Array(9).fill(200))
    const issued = await t.db.select().from(billingDocuments).orderBy(billingDocuments.sequence)
    expect(
      issued
        .filter((row) => row.kind === 'invoice')
        .map((row) => row.bookingId)
        .sort(),
    ).toEqual(expect.arrayContaining(trips.map(({ booking }) => booking.id)))
    expect(new Set(issued.filter((row) => row.kind === 'invoice').map((row) => row.bookingId)).size).toBe(
      issued.filter((row) => row.kind === 'invoice').length,
    )
    expect(issued.map((row) => row.sequence)).toEqual(issued.map((_, index) => issued[0]!.sequence + index))
  })

  it("writes the invoice in the guest's language and says what the instalments still owe", async () => {
    const guest = await createUser(t, { locale: 'de' })
    const token = (await tokensFor(t, guest.email)).access_token
    const { booking, prices } = await paidTrip(100, guest.id, token, 0.5)
    const text = await pdfText(await bytes(await invoice(booking.id, token)))
    expect(text).toContain('Rechnung')
    expect(text).toContain('Verkauft von Ada Lovelace, dem Vermieter, über Roam')
    const paid = Math.round(cents(prices.price) * 0.5)
    const money = (amount: number) =>
      new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(amount / 100).replace(/\s/g, ' ')
    expect(text).toContain(money(paid))
    expect(text).toMatch(new RegExp(`Noch offen, mit den kommenden Raten\\s*${money(cents(prices.price) - paid)}`))
  })

  it('refuses what has no invoice: 401 anonymous, 404 anyone else, 409 a booking not paid', async () => {
    const { booking } = await paidTrip(120)
    expect((await invoice(booking.id, null)).status).toBe(401)
    expect((await invoice(booking.id, parties.ownerToken)).status).toBe(404)
    expect((await invoice(999_999)).status).toBe(404)
    const unpaid = await createExtrasBooking(t, {
      camperId: parties.camper.id,
      guestId: parties.guest.id,
      dateFrom: inDays(140),
      dateTo: inDays(143),
      status: 'ACCEPTED',
    })
    const refused = await invoice(unpaid.id)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({ code: 'BOOKING_NOT_PAID' })
    expect(await t.db.select().from(billingDocuments).where(eq(billingDocuments.bookingId, unpaid.id))).toEqual([])
  })
})
