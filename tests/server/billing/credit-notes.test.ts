import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { billingDocuments, payments } from '../../../src/server/db/schema'
import { SANDBOX_TEST_CARDS } from '../../../src/server/providers/payments/sandbox-payments'
import { createUser, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createPaymentsBooking, inDays } from '../support/payments-bookings'
import { pdfText } from '../support/pdf-text'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

const CARD = { number: SANDBOX_TEST_CARDS.frictionless, expiry: '1235', cvx: '123' }

interface Listed {
  kind: 'invoice' | 'credit_note'
  number: string | null
  amount: number | null
}

describe.each(TEST_DATABASES)('credit notes on %s', (kind) => {
  let t: TestApp
  let token: string
  let guestId: number
  let ownerId: number
  beforeAll(async () => {
    t = await createTestApp(kind, { PAYMENT_SANDBOX_DELAY_MS: '0' })
    const guest = await createUser(t)
    guestId = guest.id
    ownerId = (await createUser(t, { isOwner: true })).id
    token = (await tokensFor(t, guest.email)).access_token
  })
  afterAll(() => t.close())

  const get = (path: string, as: string | undefined = token) => t.request(path, { token: as })
  const documentsOf = async (id: number) =>
    ((await (await get(`/3/my-requests/${id}/billing-documents/`)).json()) as { results: Listed[] }).results
  const creditNote = (id: number, as?: string) => get(`/3/my-requests/${id}/credit-note/`, as)
  const euros = (amount: number) => `€${(amount / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`
  /** A trip of its own camper, paid by card now; `invoiced` downloads its invoice before anything else happens. */
  const paidTrip = async (fromDay: number, invoiced: boolean) => {
    const booking = await createPaymentsBooking(t, {
      guestId,
      camperId: (await createCamper(t, ownerId)).id,
      from: inDays(fromDay),
      to: inDays(fromDay + 5),
    })
    const paid = await t.request(`/3/my-requests/${booking.id}/payment/confirm/`, {
      method: 'POST',
      token,
      json: { method: 'card', card: CARD },
      headers: { 'Idempotency-Key': `credit-note-${booking.id}` },
    })
    expect(paid.status).toBe(200)
    if (invoiced) expect((await get(`/3/my-requests/${booking.id}/invoice/`)).status).toBe(200)
    return booking
  }
  const cancel = async (id: number) =>
    expect(
      (await t.request(`/v4/bookings-guest/${id}/cancel/`, { method: 'PATCH', token, json: { reason: 'other' } }))
        .status,
    ).toBe(200)
  const issued = async (id: number, which: 'invoice' | 'credit_note') =>
    (
      await t.db
        .select()
        .from(billingDocuments)
        .where(and(eq(billingDocuments.bookingId, id), eq(billingDocuments.kind, which)))
    )[0]

  it('a late cancellation of an invoiced trip: a credit note cancels the refunded half, the invoice stays as issued', async () => {
    const trip = await paidTrip(20, true)
    const invoice = (await issued(trip.id, 'invoice'))!
    expect(await documentsOf(trip.id)).toEqual([
      expect.objectContaining({ kind: 'invoice', number: invoice.number, amount: invoice.amount }),
    ])
    const early = await creditNote(trip.id)
    expect(early.status).toBe(409)
    expect(await early.json()).toMatchObject({ code: 'NO_CREDIT_NOTE' })

    await cancel(trip.id)
    const refunds = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, trip.id), eq(payments.reason, 'refund')))
    expect(refunds.map((row) => [row.amount, row.status])).toEqual([[42525, 'SUCCEEDED']])
    // Offered before it is issued, then issued by its first download.
    expect(await documentsOf(trip.id)).toEqual([
      expect.objectContaining({ kind: 'invoice', number: invoice.number }),
      { kind: 'credit_note', number: null, issued_at: null, amount: null, currency: null },
    ])
    const first = await creditNote(trip.id)
    expect(first.status).toBe(200)
    const note = (await issued(trip.id, 'credit_note'))!
    expect(note).toMatchObject({ creditsId: invoice.id, paymentId: null, amount: 42525, currency: 'EUR' })
    expect(first.headers.get('content-disposition')).toBe(`attachment; filename="roam-credit-note-${note.number}.pdf"`)
    const pdf = new Uint8Array(await first.arrayBuffer())
    const text = await pdfText(pdf)
    expect(text).toContain(`Credit note`)
    expect(text).toContain(`No. ${note.number}`)
    expect(text).toContain(`Cancels part of invoice ${invoice.number}`)
    expect(text).toContain(`Booking no. ${trip.id}`)
    expect(text).toMatch(new RegExp(`Refund of .*?${euros(42525)}`))
    expect(text).toMatch(new RegExp(`Credited, taxes included\\s*${euros(42525)}`))
    expect(text).toMatch(new RegExp(`Invoiced \\(${invoice.number}\\)\\s*${euros(invoice.amount)}`))
    expect(text).toMatch(new RegExp(`Invoiced after this credit note\\s*${euros(invoice.amount - 42525)}`))
    // The same document ever after; the invoice is untouched.
    expect(new Uint8Array(await (await creditNote(trip.id)).arrayBuffer())).toEqual(pdf)
    expect(await issued(trip.id, 'invoice')).toEqual(invoice)
    expect(await documentsOf(trip.id)).toEqual([
      expect.objectContaining({ kind: 'invoice', number: invoice.number }),
      expect.objectContaining({ kind: 'credit_note', number: note.number, amount: 42525, currency: 'EUR' }),
    ])
  })

  it('an on-time cancellation credits everything paid; concurrent first downloads issue one credit note', async () => {
    const trip = await paidTrip(60, true)
    await cancel(trip.id)
    const answers = await Promise.all(Array.from({ length: 8 }, () => creditNote(trip.id)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200))
    const notes = await t.db
      .select()
      .from(billingDocuments)
      .where(and(eq(billingDocuments.bookingId, trip.id), eq(billingDocuments.kind, 'credit_note')))
    expect(notes).toHaveLength(1)
    expect(notes[0]!.amount).toBe(85050)
  })

  it('no invoice before the cancellation, no credit note: the cancelled trip lists no document', async () => {
    const trip = await paidTrip(60, false)
    await cancel(trip.id)
    expect(await documentsOf(trip.id)).toEqual([])
    expect((await creditNote(trip.id)).status).toBe(409)
    expect((await get(`/3/my-requests/${trip.id}/invoice/`)).status).toBe(409)
  })

  it('a trip not cancelled lists its invoice only; strangers get 404, visitors 401', async () => {
    const trip = await paidTrip(70, false)
    expect(await documentsOf(trip.id)).toEqual([
      { kind: 'invoice', number: null, issued_at: null, amount: null, currency: null },
    ])
    const stranger = await createUser(t)
    const strangerToken = (await tokensFor(t, stranger.email)).access_token
    expect((await creditNote(trip.id, strangerToken)).status).toBe(404)
    expect((await get(`/3/my-requests/${trip.id}/billing-documents/`, strangerToken)).status).toBe(404)
    expect((await get(`/3/my-requests/${trip.id}/billing-documents/`, '')).status).toBe(401)
  })
})
