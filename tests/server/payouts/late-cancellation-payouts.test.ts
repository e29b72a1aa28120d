import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ownerShareOfKept } from '../../../src/domain/payment-rules'
import { payments, payouts } from '../../../src/server/db/schema'
import { SANDBOX_TEST_CARDS } from '../../../src/server/providers/payments/sandbox-payments'
import { payoutProvider } from '../../../src/server/providers/payouts/payouts'
import { paymentDeps } from '../../../src/server/services/payments/payment-deps'
import { runPaymentJobs } from '../../../src/server/services/payments/payment-jobs'
import { runPayoutJobs } from '../../../src/server/services/payouts/payout-jobs'
import { createUser, payableOwner, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createPaymentsBooking, inDays } from '../support/payments-bookings'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

const CARD = { number: SANDBOX_TEST_CARDS.frictionless, expiry: '1235', cvx: '123' }
const cents = (decimal: string) => Math.round(Number(decimal) * 100)

describe.each(TEST_DATABASES)('payouts of cancelled bookings on %s', (kind) => {
  let t: TestApp
  let owner: { id: number; token: string }
  let camperId: number

  beforeAll(async () => {
    t = await createTestApp(kind, { PAYMENT_SANDBOX_DELAY_MS: '0' })
    owner = await payableOwner(t)
    camperId = (await createCamper(t, owner.id)).id
  })
  afterAll(() => t.close())

  /** A booking starting in `startIn` days, paid in full by card by a new guest. */
  async function paidTrip(startIn: number) {
    const guest = await createUser(t)
    const token = (await tokensFor(t, guest.email)).access_token
    const trip = await createPaymentsBooking(t, {
      guestId: guest.id,
      camperId,
      from: inDays(startIn),
      to: inDays(startIn + 5),
    })
    const paid = await t.request(`/3/my-requests/${trip.id}/payment/confirm/`, {
      method: 'POST',
      token,
      json: { method: 'card', card: CARD },
      headers: { 'Idempotency-Key': `paid-trip-${trip.id}` },
    })
    expect(paid.status).toBe(200)
    return { trip, token }
  }

  const settle = async () => {
    await runPaymentJobs({ ...paymentDeps(t.db, t.env), reconcileAfterMs: 0 })
    return runPayoutJobs(t.db, payoutProvider(t.db, t.env))
  }
  const ownerPrices = async (bookingId: number) =>
    (await t.request(`/3/my-bookings/${bookingId}/prices/`, { token: owner.token })).json()

  it("pays the owner their share of what a late-cancelling guest keeps paying, once, as the owner's page says", async () => {
    // 20 days ahead: a guest's cancellation gets half back.
    const { trip, token } = await paidTrip(20)
    const [charge] = await t.db.select().from(payments).where(eq(payments.bookingId, trip.id))
    expect(await ownerPrices(trip.id)).toMatchObject({
      settlement: { state: 'EARNED', amount: (charge!.ownerShare! / 100).toFixed(2) },
    })

    const cancelled = await t.request(`/v4/bookings-guest/${trip.id}/cancel/`, {
      method: 'PATCH',
      token,
      json: { reason: 'other' },
    })
    expect(cancelled.status).toBe(200)
    const ledger = await (await t.request(`/3/my-requests/${trip.id}/refund/`, { token })).json()
    expect(ledger).toMatchObject({ plan: 'TOO_LATE' })
    const expected = ownerShareOfKept(charge!.ownerShare!, cents(ledger.paid), cents(ledger.kept))
    expect(expected).toBeGreaterThan(0)
    expect(expected).toBeLessThan(charge!.ownerShare!)

    expect(await settle()).toMatchObject({ paid: 1 })
    expect(await settle()).toEqual({ paid: 0, failed: 0 })
    const rows = await t.db.select().from(payouts).where(eq(payouts.bookingId, trip.id))
    expect(rows).toMatchObject([{ amount: expected, status: 'SUCCEEDED', ownerId: owner.id }])
    expect(await ownerPrices(trip.id)).toMatchObject({
      settlement: { state: 'KEPT', amount: (expected / 100).toFixed(2) },
    })
    // The payouts list the owner reads holds the same figure.
    const year = new Date().getUTCFullYear()
    const listed = await (await t.request(`/3/mangopay/payout/?year=${year}`, { token: owner.token })).json()
    expect(listed.results).toContainEqual(
      expect.objectContaining({ booking_id: trip.id, amount: (expected / 100).toFixed(2) }),
    )
  })

  it('pays nothing when the guest cancelled on time or the owner cancelled: everything went back to the guest', async () => {
    const onTime = await paidTrip(60)
    expect(
      (
        await t.request(`/v4/bookings-guest/${onTime.trip.id}/cancel/`, {
          method: 'PATCH',
          token: onTime.token,
          json: { reason: 'other' },
        })
      ).status,
    ).toBe(200)
    const byOwner = await paidTrip(20)
    expect(
      (
        await t.request(`/v4/bookings-owner/${byOwner.trip.id}/cancel/`, {
          method: 'PATCH',
          token: owner.token,
          json: { reason: 'other' },
        })
      ).status,
    ).toBe(200)
    await settle()
    for (const { trip } of [onTime, byOwner]) {
      expect(await t.db.select().from(payouts).where(eq(payouts.bookingId, trip.id))).toEqual([])
      expect(await ownerPrices(trip.id)).toMatchObject({ settlement: { state: 'NONE', amount: '0.00' } })
    }
  })

  it('shows an estimate before payment and nothing once the request is refused', async () => {
    const guest = await createUser(t)
    const request = await createPaymentsBooking(t, { guestId: guest.id, camperId, status: 'VALIDATED' })
    const estimate = await ownerPrices(request.id)
    expect(estimate.settlement).toEqual({ state: 'ESTIMATE', amount: estimate.price_owner })
    const refused = await t.request(`/v4/bookings-owner/${request.id}/refuse/`, {
      method: 'PATCH',
      token: owner.token,
      json: { reason: 'other' },
    })
    expect(refused.status).toBe(200)
    expect(await ownerPrices(request.id)).toMatchObject({ settlement: { state: 'NONE', amount: '0.00' } })
  })
})
