import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings, campers, payments, payouts } from '../../../src/server/db/schema'
import { paymentProvider } from '../../../src/server/providers/payments/payments'
import { SANDBOX_TEST_CARDS } from '../../../src/server/providers/payments/sandbox-payments'
import { payoutProvider } from '../../../src/server/providers/payouts/payouts'
import { ownerEarnings } from '../../../src/server/services/booking-prices/booking-prices'
import { extrasCharges } from '../../../src/server/services/payments/extras-charges'
import { runPayoutJobs } from '../../../src/server/services/payouts/payout-jobs'
import { signedInUser } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createPaymentsBooking, inDays } from '../support/payments-bookings'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

const CARD = { number: SANDBOX_TEST_CARDS.frictionless, expiry: '1235', cvx: '123' }
const IBAN = {
  iban: 'fr76 3000 6000 0112 3456 7890 189',
  bic: 'agrifrpp',
  holder_name: 'Ada Lovelace',
  address: '1 rue de la Paix',
  city: 'Paris',
  postal_code: '75002',
  country: 'fr',
}
let keys = 0

/** The owner's share is frozen when the guest pays: payouts and earnings read it, not today's prices. */
describe.each(TEST_DATABASES)('frozen owner shares on %s', (kind) => {
  let t: TestApp
  let guest: { id: number; token: string }
  let owner: { id: number; token: string }

  const account = (extra: Parameters<typeof signedInUser>[1] = {}) => signedInUser(t, extra)
  const pay = async (bookingId: number) => {
    const response = await t.request(`/3/my-requests/${bookingId}/payment/confirm/`, {
      method: 'POST',
      token: guest.token,
      json: { method: 'card', card: CARD },
      headers: { 'Idempotency-Key': `owner-share-${Date.now()}-${++keys}` },
    })
    expect(response.status).toBe(200)
  }
  const bookingRow = async (id: number) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!
  const firstCharge = async (id: number) =>
    (
      await t.db
        .select()
        .from(payments)
        .where(and(eq(payments.bookingId, id), eq(payments.reason, 'booking')))
    )[0]!

  beforeAll(async () => {
    t = await createTestApp(kind, { PAYMENT_SANDBOX_DELAY_MS: '0' })
    guest = await account()
    owner = await account({ isOwner: true })
    expect((await t.request('/3/mangopay/iban/', { method: 'POST', token: owner.token, json: IBAN })).status).toBe(201)
  })
  afterAll(() => t.close())

  it('freezes the share at payment, adds an extension’s earnings (an upgrade adds nothing), and pays out exactly that', async () => {
    const camper = await createCamper(t, owner.id)
    const booking = await createPaymentsBooking(t, { guestId: guest.id, camperId: camper.id })
    const atPayment = (await ownerEarnings(t.db, booking)).amount
    await pay(booking.id)
    expect(await firstCharge(booking.id)).toMatchObject({ status: 'SUCCEEDED', ownerShare: atPayment })

    // The owner raises the price afterwards: what they earn on this trip stays as paid.
    await t.db
      .update(campers)
      .set({ pricePerDay: camper.pricePerDay * 2 })
      .where(eq(campers.id, camper.id))
    expect((await ownerEarnings(t.db, await bookingRow(booking.id))).amount).not.toBe(atPayment)

    const charges = extrasCharges((db) => paymentProvider(db, t.env), 'http://localhost')
    await t.db.transaction(async (tx) => {
      await charges.onExtensionPaid(tx, {
        reason: 'extension',
        bookingId: booking.id,
        guestId: guest.id,
        requestId: 901,
        amount: 12000,
        ownerShare: 9690,
        currency: 'EUR',
      })
      await charges.onUpgradePaid(tx, {
        reason: 'upgrade',
        bookingId: booking.id,
        guestId: guest.id,
        requestId: 902,
        amount: 5000,
        ownerShare: 0,
        currency: 'EUR',
      })
    })
    const frozen = atPayment + 9690

    const owned = await (await t.request(`/v4/bookings-owner/${booking.id}/`, { token: owner.token })).json()
    expect(owned.total_earnings).toBe((frozen / 100).toFixed(2))
    const list = await (await t.request('/3/products/me/paginated/?page=1&page_size=50', { token: owner.token })).json()
    expect(list.results.find((row: { id: number }) => row.id === camper.id)).toMatchObject({
      total_earnings: (frozen / 100).toFixed(2),
    })

    await t.db.update(bookings).set({ status: 'DONE' }).where(eq(bookings.id, booking.id))
    await runPayoutJobs(t.db, payoutProvider(t.db, t.env))
    expect((await t.db.select().from(payouts).where(eq(payouts.bookingId, booking.id)))[0]).toMatchObject({
      amount: frozen,
      status: 'SUCCEEDED',
    })
  })

  it('shows the owner before payment exactly the share the payment freezes', async () => {
    const camper = await createCamper(t, owner.id)
    // Seven days or more: the long-stay discount comes off the owner's part, which a flat fee guess would miss.
    const booking = await createPaymentsBooking(t, {
      guestId: guest.id,
      camperId: camper.id,
      from: inDays(80),
      to: inDays(88),
    })
    const earnings = async () =>
      (await (await t.request(`/v4/bookings-owner/${booking.id}/`, { token: owner.token })).json()).total_earnings
    const before = await earnings()
    await pay(booking.id)
    const frozen = (await firstCharge(booking.id)).ownerShare!
    expect(before).toBe((frozen / 100).toFixed(2))
    expect(await earnings()).toBe(before)
  })

  it('counts only paid bookings that were not cancelled in a camper’s earnings', async () => {
    const camper = await createCamper(t, owner.id)
    const kept = await createPaymentsBooking(t, {
      guestId: guest.id,
      camperId: camper.id,
      from: inDays(40),
      to: inDays(44),
    })
    const cancelled = await createPaymentsBooking(t, {
      guestId: guest.id,
      camperId: camper.id,
      from: inDays(50),
      to: inDays(53),
    })
    await createPaymentsBooking(t, { guestId: guest.id, camperId: camper.id, from: inDays(70), to: inDays(73) })
    await pay(kept.id)
    await pay(cancelled.id)
    await t.db.update(bookings).set({ status: 'CANCELLED_GUEST' }).where(eq(bookings.id, cancelled.id))
    const list = await (await t.request('/3/products/me/paginated/?page=1&page_size=50', { token: owner.token })).json()
    const share = (await firstCharge(kept.id)).ownerShare!
    expect(share).toBeGreaterThan(0)
    expect(list.results.find((row: { id: number }) => row.id === camper.id)).toMatchObject({
      total_earnings: (share / 100).toFixed(2),
    })
  })
})
