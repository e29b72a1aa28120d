import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { billingDocuments, paymentBillingDetails, payments, users } from '../../../src/server/db/schema'
import { createUser, tokensFor } from '../support/accounts'
import { createExtrasBooking, extrasParties, inDays } from '../support/extras-bookings'
import { pdfText } from '../support/pdf-text'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

describe.each(TEST_DATABASES)('payment receipts on %s', (kind) => {
  let t: TestApp
  let parties: Awaited<ReturnType<typeof extrasParties>>
  beforeAll(async () => {
    t = await createTestApp(kind)
    parties = await extrasParties(t)
  })
  afterAll(() => t.close())

  const receipt = (bookingId: number, paymentId: number, token: string | null = parties.guestToken) =>
    t.request(`/3/my-requests/${bookingId}/payments/${paymentId}/receipt/`, { token: token ?? undefined })
  const chargeOf = async (bookingId: number) =>
    (
      await t.db
        .select()
        .from(payments)
        .where(and(eq(payments.bookingId, bookingId), eq(payments.reason, 'booking')))
    )[0]!
  const bytes = async (response: Response) => new Uint8Array(await response.arrayBuffer())
  /** A paid trip of `days` days (five unless told) starting `offset` days from now. */
  const paidTrip = (offset: number, guestId = parties.guest.id, days = 5) =>
    createExtrasBooking(t, {
      camperId: parties.camper.id,
      guestId,
      dateFrom: inDays(offset),
      dateTo: inDays(offset + days),
    })

  it('issues a numbered PDF receipt of a payment, made out to the billing details, the same file ever after', async () => {
    const booking = await paidTrip(40)
    await t.db.insert(paymentBillingDetails).values({
      bookingId: booking.id,
      firstName: 'Ada',
      lastName: 'Lovelace',
      street: '12 Marylebone Road',
      city: 'London',
      zipcode: 'NW1 5LR',
      country: 'GB',
      countryOfResidence: 'GB',
      nationality: 'GB',
    })
    const charge = await chargeOf(booking.id)

    const first = await receipt(booking.id, charge.id)
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('application/pdf')
    const [issued] = await t.db.select().from(billingDocuments).where(eq(billingDocuments.paymentId, charge.id))
    expect(issued!.number).toMatch(new RegExp(`^ROAM-${new Date().getUTCFullYear()}-\\d{6}$`))
    expect(first.headers.get('content-disposition')).toBe(`attachment; filename="roam-receipt-${issued!.number}.pdf"`)
    const pdf = await bytes(first)
    const text = await pdfText(pdf)
    expect(text).toContain('Payment receipt')
    expect(text).toContain(`No. ${issued!.number}`)
    expect(text).toContain('Ada Lovelace')
    expect(text).toContain('NW1 5LR London')
    expect(text).toContain('United Kingdom')
    expect(text).toContain(`Booking no. ${booking.id}`)
    expect(text).toContain('Your trip')
    // The amount is the ledger's: the payment row's, formatted for the guest.
    expect(charge.amount).toBe(44888)
    expect(text).toMatch(/Amount paid\s*€448\.88/)
    expect(text).toMatch(/Card\s*•••• \d{4}/)

    // Asked again, it is the same document: same number, same bytes, nothing new issued.
    expect(await bytes(await receipt(booking.id, charge.id))).toEqual(pdf)
    expect(await t.db.select().from(billingDocuments).where(eq(billingDocuments.bookingId, booking.id))).toHaveLength(1)
  })

  it('numbers receipts in one gap-free sequence, one number per payment even when asked at once', async () => {
    const bookingsMade = await Promise.all([60, 70, 80].map((offset) => paidTrip(offset, parties.guest.id, 3)))
    const charges = await Promise.all(bookingsMade.map((booking) => chargeOf(booking.id)))
    // Five downloads of each at the same moment.
    const answers = await Promise.all(
      charges.flatMap((charge) => Array.from({ length: 5 }, () => receipt(charge.bookingId, charge.id))),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(15).fill(200))
    const issued = await t.db.select().from(billingDocuments).orderBy(billingDocuments.sequence)
    expect(new Set(issued.map((row) => row.paymentId)).size).toBe(issued.length)
    expect(issued.map((row) => row.sequence)).toEqual(issued.map((_, index) => issued[0]!.sequence + index))
  })

  it("writes the receipt in the guest's language", async () => {
    const guest = await createUser(t, { locale: 'fr' })
    const booking = await paidTrip(100, guest.id)
    const token = (await tokensFor(t, guest.email)).access_token
    const charge = await chargeOf(booking.id)
    const text = await pdfText(await bytes(await receipt(booking.id, charge.id, token)))
    expect(text).toContain('Reçu de paiement')
    expect(text).toMatch(/Montant payé\s*448,88\s€/)
    expect(text).toContain(`Réservation n° ${booking.id}`)
  })

  it('refuses what has no receipt: 401 anonymous, 404 anyone else or another booking, 409 a payment not gone through', async () => {
    const booking = await paidTrip(120, parties.guest.id, 3)
    const charge = await chargeOf(booking.id)
    expect((await receipt(booking.id, charge.id, null)).status).toBe(401)
    expect((await receipt(booking.id, charge.id, parties.ownerToken)).status).toBe(404)
    const other = await paidTrip(130, parties.guest.id, 3)
    expect((await receipt(other.id, charge.id)).status).toBe(404)
    expect((await receipt(booking.id, 999_999)).status).toBe(404)

    const [failed] = await t.db
      .insert(payments)
      .values({
        bookingId: booking.id,
        userId: parties.guest.id,
        reason: 'extension',
        method: 'card',
        amount: 5000,
        currency: 'EUR',
        status: 'FAILED',
        state: 'failed',
        providerKey: `test-failed-${booking.id}`,
      })
      .returning()
    const refused = await receipt(booking.id, failed!.id)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({ code: 'PAYMENT_NOT_SUCCEEDED' })
    expect(await t.db.select().from(billingDocuments).where(eq(billingDocuments.paymentId, failed!.id))).toEqual([])
    // Nobody's locale changed by the way.
    expect((await t.db.select().from(users).where(eq(users.id, parties.guest.id)))[0]!.locale).toBe('en')
  })
})
