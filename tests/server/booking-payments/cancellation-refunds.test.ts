import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings, payments, paymentSandboxTransactions } from '../../../src/server/db/schema'
import { SANDBOX_TEST_CARDS } from '../../../src/server/providers/payments/sandbox-payments'
import { cancelledBookingsToRefund } from '../../../src/server/services/payments/cancellation-refunds'
import { paymentDeps } from '../../../src/server/services/payments/payment-deps'
import { runPaymentJobs } from '../../../src/server/services/payments/payment-jobs'
import { createUser, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createPaymentsBooking, inDays } from '../support/payments-bookings'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

const CARD = { number: SANDBOX_TEST_CARDS.frictionless, expiry: '1235', cvx: '123' }

describe.each(TEST_DATABASES)('cancellation refunds in the payments job on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { PAYMENT_SANDBOX_DELAY_MS: '0' })
  })
  afterAll(() => t.close())

  it('settles a last-minute guest cancellation (TOO_LATE, nothing back) once: later runs do not visit it', async () => {
    const guest = await createUser(t)
    const owner = await createUser(t, { isOwner: true })
    const token = (await tokensFor(t, guest.email)).access_token
    const trip = await createPaymentsBooking(t, {
      guestId: guest.id,
      camperId: (await createCamper(t, owner.id)).id,
      from: inDays(3),
      to: inDays(6),
    })
    const paid = await t.request(`/3/my-requests/${trip.id}/payment/confirm/`, {
      method: 'POST',
      token,
      json: { method: 'card', card: CARD },
      headers: { 'Idempotency-Key': `late-cancel-${trip.id}` },
    })
    expect(paid.status).toBe(200)
    const plan = await (await t.request(`/3/my-requests/${trip.id}/refund/`, { token })).json()
    expect(plan).toMatchObject({ plan: 'TOO_LATE', refunded: '0.00' })

    const cancelled = await t.request(`/v4/bookings-guest/${trip.id}/cancel/`, {
      method: 'PATCH',
      token,
      json: { reason: 'other' },
    })
    expect(cancelled.status).toBe(200)
    const deps = { ...paymentDeps(t.db, t.env), reconcileAfterMs: 0 }
    expect(await cancelledBookingsToRefund(deps)).not.toContain(trip.id)
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, trip.id))
    const settledAt = row!.refundSettledAt
    expect(settledAt).not.toBeNull()

    const transactions = async () => (await t.db.select().from(paymentSandboxTransactions)).length
    const before = await transactions()
    await runPaymentJobs(deps)
    await runPaymentJobs(deps)
    expect(await transactions()).toBe(before)
    expect((await t.db.select().from(payments).where(eq(payments.bookingId, trip.id))).map((p) => p.reason)).toEqual([
      'booking',
    ])
    const [after] = await t.db.select().from(bookings).where(eq(bookings.id, trip.id))
    expect(after!.refundSettledAt).toEqual(settledAt)
  })
})
