import { setTimeout as sleep } from 'node:timers/promises'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings, payments } from '../../../src/server/db/schema'
import type { PaymentProvider } from '../../../src/server/providers/payments/payment-provider'
import { SANDBOX_TEST_CARDS } from '../../../src/server/providers/payments/sandbox-payments'
import { withCallTimeout } from '../../../src/server/providers/provider-unavailable'
import { paymentDeps } from '../../../src/server/services/payments/payment-deps'
import { runPaymentJobs } from '../../../src/server/services/payments/payment-jobs'
import { startPayment } from '../../../src/server/services/payments/payments'
import { createUser, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createPaymentsBooking, providerCharges } from '../support/payments-bookings'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

const CARD = { number: SANDBOX_TEST_CARDS.frictionless, expiry: '1235', cvx: '123' }

describe.each(TEST_DATABASES)('the payment provider down or too slow, on %s', (kind) => {
  let t: TestApp
  let token: string
  let guestId: number
  let ownerId: number

  beforeAll(async () => {
    t = await createTestApp(kind, { PAYMENT_SANDBOX_DELAY_MS: '5', PAYMENT_RECONCILE_AFTER_SECONDS: '0' })
    const guest = await createUser(t)
    guestId = guest.id
    ownerId = (await createUser(t, { isOwner: true })).id
    token = (await tokensFor(t, guest.email)).access_token
  })
  afterAll(() => t.close())

  const bookingStatus = async (id: number) =>
    (await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]!.status
  const confirm = (bookingId: number, key: string) =>
    t.request(`/3/my-requests/${bookingId}/payment/confirm/`, {
      method: 'POST',
      token,
      json: { method: 'card', card: CARD },
      headers: { 'Idempotency-Key': key },
    })

  it('an outage answers 502 in the error shape and moves nothing; the same request after it pays once', async () => {
    const booking = await createPaymentsBooking(t, { guestId, camperId: (await createCamper(t, ownerId)).id })
    t.env.PAYMENT_SANDBOX_FAILURE = 'unavailable'
    try {
      const during = await confirm(booking.id, `outage-${booking.id}`)
      expect(during.status).toBe(502)
      expect(await during.json()).toEqual({ detail: expect.any(String), code: 'PROVIDER_UNAVAILABLE' })
      expect(await providerCharges(t, booking.id)).toHaveLength(0)
      expect(await bookingStatus(booking.id)).toBe('ACCEPTED')
    } finally {
      t.env.PAYMENT_SANDBOX_FAILURE = 'none'
    }
    const after = await confirm(booking.id, `outage-${booking.id}`)
    expect(after.status).toBe(200)
    expect(await providerCharges(t, booking.id)).toHaveLength(1)
    expect(await bookingStatus(booking.id)).toBe('TO_COME')
  })

  it('a provider slower than the timeout: 502 with the outcome unknown, then reconciled to exactly one charge', async () => {
    const booking = await createPaymentsBooking(t, { guestId, camperId: (await createCamper(t, ownerId)).id })
    const live = paymentDeps(t.db, t.env)
    let charged!: () => void
    const providerCharged = new Promise<void>((resolve) => (charged = resolve))
    // The provider charges, but only after the service has stopped waiting for its answer.
    const slow: PaymentProvider = {
      ...live.provider,
      payIn: async (request) => {
        await sleep(300)
        const transaction = await live.provider.payIn(request)
        charged()
        return transaction
      },
    }
    const bounded = withCallTimeout('The payment provider', slow, 100)
    await expect(
      startPayment({ ...live, provider: bounded }, guestId, booking.id, {
        method: 'card',
        card: CARD,
        availableMethods: ['card'],
        onPaymentCreated: async () => {},
      }),
    ).rejects.toMatchObject({ status: 502, body: { code: 'MPG_UNKNOWN' } })
    expect((await t.db.select().from(payments).where(eq(payments.bookingId, booking.id)))[0]).toMatchObject({
      status: 'CREATED',
      state: 'unknow',
    })

    await providerCharged
    expect(await runPaymentJobs(paymentDeps(t.db, t.env))).toMatchObject({ reconciled: 1 })
    expect((await t.db.select().from(payments).where(eq(payments.bookingId, booking.id)))[0]).toMatchObject({
      status: 'SUCCEEDED',
      state: 'done',
    })
    expect(await bookingStatus(booking.id)).toBe('TO_COME')
    expect(await providerCharges(t, booking.id)).toHaveLength(1)
  })

  it('bounds every call of an adapter and lets fast ones through untouched', async () => {
    const adapter = { fast: async () => 'answer', hung: () => new Promise<string>(() => {}) }
    const bounded = withCallTimeout('A provider', adapter, 50)
    await expect(bounded.fast()).resolves.toBe('answer')
    await expect(bounded.hung()).rejects.toMatchObject({ service: 'A provider', reason: 'timeout' })
  })
})
