import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outbox, payments } from '../../../src/server/db/schema'
import { outboxEmailRenderer } from '../../../src/server/mail/render-email'
import type { BookingMoney } from '../../../src/server/mail/templates/booking-money-words'
import { SANDBOX_TEST_CARDS } from '../../../src/server/providers/payments/sandbox-payments'
import { paymentDeps } from '../../../src/server/services/payments/payment-deps'
import { runPaymentJobs } from '../../../src/server/services/payments/payment-jobs'
import { createUser, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createPaymentsBooking, inDays } from '../support/payments-bookings'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

const CARD = { number: SANDBOX_TEST_CARDS.frictionless, expiry: '1235', cvx: '123' }
/** Decimal strings of the API, as minor units. */
const minor = (value: string) => Math.round(Number(value) * 100)

describe.each(TEST_DATABASES)('the figures of payment and cancellation notices on %s', (kind) => {
  let t: TestApp
  let guest: { id: number; email: string }
  let owner: { id: number; email: string }
  let guestToken: string
  let ownerToken: string

  beforeAll(async () => {
    t = await createTestApp(kind, { PAYMENT_SANDBOX_DELAY_MS: '0' })
    guest = await createUser(t, { firstName: 'Camille' })
    owner = await createUser(t, { firstName: 'Jonas', isOwner: true })
    guestToken = (await tokensFor(t, guest.email)).access_token
    ownerToken = (await tokensFor(t, owner.email)).access_token
  })
  afterAll(() => t.close())

  const paidTrip = async (from: number, method: 'card' | 'card_2' = 'card') => {
    const trip = await createPaymentsBooking(t, {
      guestId: guest.id,
      camperId: (await createCamper(t, owner.id, { title: 'Le Petit Nomade' })).id,
      from: inDays(from),
      to: inDays(from + 5),
    })
    const paid = await t.request(`/3/my-requests/${trip.id}/payment/confirm/`, {
      method: 'POST',
      token: guestToken,
      json: { method, card: CARD },
      // Two instalments are offered in France.
      headers: { 'Idempotency-Key': `money-notices-${trip.id}`, 'Accept-Language': 'fr' },
    })
    expect(paid.status, await paid.clone().text()).toBe(200)
    return trip
  }
  const emailOf = async (bookingId: number, kind: string) => {
    const rows = (await t.db.select().from(outbox)).filter(
      (row) => (row.data as { bookingId?: number; kind?: string }).bookingId === bookingId,
    )
    const row = rows.find((candidate) => (candidate.data as { kind: string }).kind === kind)
    expect(row, `${kind} email of booking ${bookingId}`).toBeDefined()
    return row!
  }
  const moneyOf = async (bookingId: number, kind: string) =>
    ((await emailOf(bookingId, kind)).data as { money: BookingMoney }).money
  const bellBody = async (token: string, bookingId: number, kind: string) => {
    const list = (await (await t.request('/v4/notifications/', { token })).json()) as {
      results: Array<{ kind: string; booking_id: number; body: string }>
    }
    return list.results.find((notice) => notice.booking_id === bookingId && notice.kind === kind)!.body
  }
  const refundRead = async (bookingId: number) =>
    (await (await t.request(`/3/my-requests/${bookingId}/refund/`, { token: guestToken })).json()) as {
      paid: string
      refunded: string
      kept: string
    }
  const render = outboxEmailRenderer({ PUBLIC_URL: 'https://roam.example', LOCALE_STRATEGY: 'prefix' })

  it('sends the guest a receipt of the charges and tells the owner the earnings frozen on the payment', async () => {
    const trip = await paidTrip(60, 'card_2')
    const charges = await t.db.select().from(payments).where(eq(payments.bookingId, trip.id))
    const [first, second] = charges.sort((a, b) => a.instalmentNumber - b.instalmentNumber)
    const receipt = (await moneyOf(trip.id, 'booking_confirmed')).receipt!
    expect(receipt.total).toBe(trip.totalPrice)
    expect(receipt.charges.map(({ amount, done }) => [amount, done])).toEqual([
      [first!.amount, true],
      [second!.amount, false],
    ])
    expect(receipt.charges[1]!.on.slice(0, 10)).toBe(second!.dueOn)
    expect(await bellBody(guestToken, trip.id, 'booking_confirmed')).toContain('You paid €425.25 of €850.50')

    const email = await render(await emailOf(trip.id, 'booking_confirmed'))
    expect(email.text).toMatch(/Receipt/)
    expect(email.text).toContain('€425.25')
    expect(email.text).toMatch(/Trip total\s+€850\.50/)

    const earnings = await (await t.request(`/3/my-bookings/${trip.id}/prices/`, { token: ownerToken })).json()
    const ownerMoney = await moneyOf(trip.id, 'guest_paid')
    expect(ownerMoney.ownerShare).toBe(minor(earnings.settlement.amount))
    expect(ownerMoney.ownerShare).toBe(first!.ownerShare)
    expect(await bellBody(ownerToken, trip.id, 'guest_paid')).toContain(
      `Your earnings on this booking: €${earnings.settlement.amount}`,
    )
  })

  it('tells a guest who cancels late what comes back and what is kept, and the owner their part, as the ledger holds it', async () => {
    const trip = await paidTrip(20)
    const cancel = await t.request(`/v4/bookings-guest/${trip.id}/cancel/`, {
      method: 'PATCH',
      token: guestToken,
      json: { reason: 'other' },
    })
    expect(cancel.status).toBe(200)
    const ledger = await refundRead(trip.id)
    expect(await moneyOf(trip.id, 'cancellation_confirmed')).toMatchObject({
      reader: 'guest',
      paid: minor(ledger.paid),
      refunded: minor(ledger.refunded),
      kept: minor(ledger.kept),
    })
    expect(await bellBody(guestToken, trip.id, 'cancellation_confirmed')).toContain(
      `Of the €${ledger.paid} you paid, €${ledger.refunded} is refunded to you; under the cancellation policy, €${ledger.kept} is not.`,
    )

    const settlement = (await (await t.request(`/3/my-bookings/${trip.id}/prices/`, { token: ownerToken })).json())
      .settlement
    expect(settlement.state).toBe('KEPT')
    expect((await moneyOf(trip.id, 'cancelled_by_guest')).ownerShare).toBe(minor(settlement.amount))
    expect(await bellBody(ownerToken, trip.id, 'cancelled_by_guest')).toContain(`you keep €${settlement.amount}`)

    // The refund went out with the cancellation: the guest hears it once, with the amount given back.
    expect((await moneyOf(trip.id, 'refund_sent')).refunded).toBe(minor(ledger.refunded))
    await runPaymentJobs({ ...paymentDeps(t.db, t.env), reconcileAfterMs: 0 })
    const refundEmails = (await t.db.select().from(outbox)).filter(
      (row) => (row.data as { bookingId?: number; kind?: string }).bookingId === trip.id,
    )
    expect(refundEmails.filter((row) => (row.data as { kind: string }).kind === 'refund_sent')).toHaveLength(1)
  })

  it('tells the guest an owner’s cancellation gives everything back, and the owner that the guest is made whole', async () => {
    const trip = await paidTrip(12)
    const cancel = await t.request(`/v4/bookings-owner/${trip.id}/cancel/`, {
      method: 'PATCH',
      token: ownerToken,
      json: { reason: 'unavailable_calendar' },
    })
    expect(cancel.status).toBe(200)
    const ledger = await refundRead(trip.id)
    expect(ledger.kept).toBe('0.00')
    expect(await bellBody(guestToken, trip.id, 'cancelled_by_owner')).toContain(
      `All you paid, €${ledger.refunded}, is refunded to you.`,
    )
    expect(await bellBody(ownerToken, trip.id, 'owner_cancellation_confirmed')).toContain(
      `Camille gets back all €${ledger.paid} they paid.`,
    )
    expect(await bellBody(guestToken, trip.id, 'refund_sent')).toContain(`Amount refunded: €${ledger.refunded}.`)
  })

  it('says the later instalments are dropped when a guest cancels a trip paid in two', async () => {
    const trip = await paidTrip(60, 'card_2')
    const cancel = await t.request(`/v4/bookings-guest/${trip.id}/cancel/`, {
      method: 'PATCH',
      token: guestToken,
      json: { reason: 'other' },
    })
    expect(cancel.status).toBe(200)
    const ledger = (await refundRead(trip.id)) as { refunded: string; instalments_dropped?: string }
    expect(await moneyOf(trip.id, 'cancellation_confirmed')).toMatchObject({
      notCharged: minor(ledger.instalments_dropped!),
      kept: 0,
    })
    expect(await bellBody(guestToken, trip.id, 'cancellation_confirmed')).toContain(
      `All you paid, €${ledger.refunded}, is refunded to you. The €${ledger.instalments_dropped} still due in instalments will not be charged.`,
    )
  })

  it('gives the guest the bank details of a transfer, as the payment answer holds them', async () => {
    const trip = await createPaymentsBooking(t, {
      guestId: guest.id,
      camperId: (await createCamper(t, owner.id)).id,
    })
    const started = await t.request(`/3/my-requests/${trip.id}/payment/async/`, {
      method: 'POST',
      token: guestToken,
      json: { method: 'transfer' },
      // Transfers are offered in Germany.
      headers: { 'Idempotency-Key': `money-transfer-${trip.id}`, 'Accept-Language': 'de' },
    })
    expect(started.status, await started.clone().text()).toBe(200)
    const wire = (await started.json()).bank_wire as Record<string, string>
    expect(await bellBody(guestToken, trip.id, 'transfer_pending')).toContain(
      `Send €${wire.amount} to ${wire.holder}, IBAN ${wire.iban}, BIC ${wire.bic}, with the reference ${wire.reference}.`,
    )
  })

  it('leads a guest whose request was accepted straight to the payment page', async () => {
    const trip = await createPaymentsBooking(t, {
      guestId: guest.id,
      camperId: (await createCamper(t, owner.id)).id,
      status: 'VALIDATED',
    })
    const accepted = await t.request(`/v4/bookings-owner/${trip.id}/accept/`, { method: 'PATCH', token: ownerToken })
    expect(accepted.status).toBe(200)
    const list = (await (await t.request('/v4/notifications/', { token: guestToken })).json()) as {
      results: Array<{ kind: string; booking_id: number; path: string }>
    }
    const notice = list.results.find((row) => row.booking_id === trip.id && row.kind === 'accepted')!
    expect(notice.path).toBe(`/campers/${trip.camperId}/payment/${trip.id}/payment`)
    const email = await render(await emailOf(trip.id, 'accepted'))
    expect(email.text).toContain(`https://roam.example/en/campers/${trip.camperId}/payment/${trip.id}/payment`)
  })

  it('tells of no money on a cancellation before payment', async () => {
    const trip = await createPaymentsBooking(t, {
      guestId: guest.id,
      camperId: (await createCamper(t, owner.id)).id,
    })
    const cancel = await t.request(`/v4/bookings-guest/${trip.id}/cancel/`, {
      method: 'PATCH',
      token: guestToken,
      json: { reason: 'other' },
    })
    expect(cancel.status).toBe(200)
    expect(await bellBody(guestToken, trip.id, 'cancellation_confirmed')).toContain('Nothing was charged.')
    const ownerBody = await bellBody(ownerToken, trip.id, 'cancelled_by_guest')
    expect(ownerBody).not.toContain('keep')
    expect(
      (await t.db.select().from(outbox)).some(
        (row) =>
          (row.data as { kind?: string; bookingId?: number }).kind === 'refund_sent' &&
          (row.data as { bookingId?: number }).bookingId === trip.id,
      ),
    ).toBe(false)
  })
})
