import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings, payments } from '../../../src/server/db/schema'
import type { PaymentProvider } from '../../../src/server/providers/payments/payment-provider'
import { SANDBOX_TEST_CARDS } from '../../../src/server/providers/payments/sandbox-payments'
import { paymentDeps } from '../../../src/server/services/payments/payment-deps'
import { runPaymentJobs } from '../../../src/server/services/payments/payment-jobs'
import { startPayment } from '../../../src/server/services/payments/payments'
import { createUser, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createPaymentsBooking, inDays, providerCharges } from '../support/payments-bookings'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

const CARD = { number: SANDBOX_TEST_CARDS.frictionless, expiry: '1235', cvx: '123' }

describe.each(TEST_DATABASES)('payments under concurrency and crashes on %s', (kind) => {
  let t: TestApp
  let token: string
  let guestId: number
  let ownerId: number

  beforeAll(async () => {
    // A request older than 0 s counts as abandoned, so a retry after the "crash" resumes it at once.
    t = await createTestApp(kind, { PAYMENT_SANDBOX_DELAY_MS: '5', PAYMENT_RECONCILE_AFTER_SECONDS: '0' })
    const guest = await createUser(t)
    guestId = guest.id
    ownerId = (await createUser(t, { isOwner: true })).id
    token = (await tokensFor(t, guest.email)).access_token
  })
  afterAll(() => t.close())

  const instantBooking = (camperId: number, fromDay: number, toDay: number) =>
    createPaymentsBooking(t, {
      guestId,
      camperId,
      status: 'VALIDATED',
      isInstant: true,
      from: inDays(fromDay),
      to: inDays(toDay),
    })
  const pay = (bookingId: number, card: { number: string; expiry: string; cvx: string }, key: string) =>
    t.request(`/3/my-requests/${bookingId}/payment/confirm/`, {
      method: 'POST',
      token,
      json: { method: 'card', card },
      headers: { 'Idempotency-Key': key, 'Accept-Language': 'fr' },
    })

  it('50 parallel confirmations with different keys charge the booking exactly once', async () => {
    const booking = await createPaymentsBooking(t, { guestId, camperId: (await createCamper(t, ownerId)).id })
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        t.request(`/3/my-requests/${booking.id}/payment/confirm/`, {
          method: 'POST',
          token,
          json: { method: 'card', card: CARD },
          headers: { 'Idempotency-Key': `parallel-${booking.id}-${index}`, 'Accept-Language': 'fr' },
        }),
      ),
    )
    const statuses = responses.map((response) => response.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true)
    expect(await providerCharges(t, booking.id)).toHaveLength(1)
    const rows = await t.db.select().from(payments).where(eq(payments.bookingId, booking.id))
    expect(rows.filter((row) => row.status === 'SUCCEEDED')).toHaveLength(1)
    expect((await t.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0]!.status).toBe('TO_COME')
  }, 60_000)

  it('50 parallel payments of overlapping instant bookings: one takes the dates, the 49 others are refused before any charge', async () => {
    const camperId = (await createCamper(t, ownerId, { instantBooking: true })).id
    const contenders = await Promise.all(
      Array.from({ length: 50 }, (_, index) => instantBooking(camperId, 120 + (index % 3), 126)),
    )
    const responses = await Promise.all(contenders.map((booking) => pay(booking.id, CARD, `instant-${booking.id}`)))
    const bodies = await Promise.all(
      responses.map((response) => response.json() as Promise<{ detail?: string; code?: string }>),
    )
    expect(responses.filter((response) => response.status === 200)).toHaveLength(1)
    const refused = bodies.filter((body) => body.code === 'CAMPER_ALREADY_BOOKED')
    expect(refused).toHaveLength(49)
    expect(refused.every((body) => body.detail!.endsWith('nothing was charged.'))).toBe(true)

    const ids = contenders.map((booking) => booking.id)
    const states = await t.db
      .select({ id: bookings.id, status: bookings.status, held: bookings.datesHeldUntil })
      .from(bookings)
      .where(inArray(bookings.id, ids))
    expect(states.filter((row) => row.status === 'TO_COME')).toHaveLength(1)
    expect(states.every((row) => row.held === null)).toBe(true)
    const winner = states.find((row) => row.status === 'TO_COME')!.id
    // One charge at the provider, no refund: the losers never reached it.
    const charges = (await Promise.all(ids.map((id) => providerCharges(t, id)))).flat()
    expect(charges).toHaveLength(1)
    const rows = await t.db.select().from(payments).where(inArray(payments.bookingId, ids))
    expect(rows.map((row) => [row.bookingId, row.reason, row.status])).toEqual([[winner, 'booking', 'SUCCEEDED']])
  }, 120_000)

  it('a process that dies after the provider charged, before recording, leaves no lost or doubled payment', async () => {
    const booking = await createPaymentsBooking(t, { guestId, camperId: (await createCamper(t, ownerId)).id })
    const key = `after-crash-${booking.id}`
    const live = paymentDeps(t.db, t.env)
    let charged!: () => void
    const providerCharged = new Promise<void>((resolve) => (charged = resolve))
    // The provider takes the money, then the process "dies": the answer never reaches the service.
    const dying: PaymentProvider = {
      ...live.provider,
      payIn: async (request) => {
        await live.provider.payIn(request)
        charged()
        return new Promise(() => {})
      },
    }
    void startPayment({ ...live, provider: dying }, guestId, booking.id, {
      method: 'card',
      card: CARD,
      availableMethods: ['card'],
      onPaymentCreated: async () => {},
    })
    await providerCharged
    const [stuck] = await t.db.select().from(payments).where(eq(payments.bookingId, booking.id))
    expect(stuck).toMatchObject({ status: 'CREATED', state: 'select' })
    expect((await t.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0]!.status).toBe('ACCEPTED')

    // After the restart: the payments job reconciles with the provider by the payment's idempotency key.
    expect(await runPaymentJobs(paymentDeps(t.db, t.env))).toMatchObject({ reconciled: 1 })
    const [settled] = await t.db.select().from(payments).where(eq(payments.bookingId, booking.id))
    expect(settled).toMatchObject({ status: 'SUCCEEDED', state: 'done' })
    expect((await t.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0]!.status).toBe('TO_COME')
    expect(await providerCharges(t, booking.id)).toHaveLength(1)

    // The guest's retry of the dead request learns it is paid; a new attempt charges nothing.
    const again = await t.request(`/3/my-requests/${booking.id}/payment/confirm/`, {
      method: 'POST',
      token,
      json: { method: 'card', card: CARD },
      headers: { 'Idempotency-Key': key, 'Accept-Language': 'fr' },
    })
    expect(await again.json()).toMatchObject({ code: 'BOOKING_ALREADY_PAID' })
    expect(again.status).toBe(409)
    expect(await providerCharges(t, booking.id)).toHaveLength(1)
  })

  it('a process that dies as it writes the payment leaves it linked to its request, or not written at all', async () => {
    const booking = await createPaymentsBooking(t, { guestId, camperId: (await createCamper(t, ownerId)).id })
    // The process dies in the step that links the new payment to the request's Idempotency-Key.
    await expect(
      startPayment(paymentDeps(t.db, t.env), guestId, booking.id, {
        method: 'card',
        card: CARD,
        availableMethods: ['card'],
        onPaymentCreated: async () => {
          throw new Error('killed')
        },
      }),
    ).rejects.toThrow('killed')
    // No payment the key cannot find (a retry would meet it as "another payment in progress").
    expect(await t.db.select().from(payments).where(eq(payments.bookingId, booking.id))).toEqual([])
    const again = await t.request(`/3/my-requests/${booking.id}/payment/confirm/`, {
      method: 'POST',
      token,
      json: { method: 'card', card: CARD },
      headers: { 'Idempotency-Key': `after-link-crash-${booking.id}` },
    })
    expect(again.status).toBe(200)
    expect(await providerCharges(t, booking.id)).toHaveLength(1)
  })

  it('a retry with the same key after the process died resumes the payment instead of charging again', async () => {
    const booking = await createPaymentsBooking(t, { guestId, camperId: (await createCamper(t, ownerId)).id })
    const key = `resume-after-crash-${booking.id}`
    const first = await t.request(`/3/my-requests/${booking.id}/payment/confirm/`, {
      method: 'POST',
      token,
      json: { method: 'card', card: CARD },
      headers: { 'Idempotency-Key': key, 'Accept-Language': 'fr' },
    })
    expect(first.status).toBe(200)
    // Simulate the process dying after the charge but before the answer was stored and the payment recorded.
    const { idempotencyKeys } = await import('../../../src/server/db/schema')
    await t.db
      .update(idempotencyKeys)
      .set({ responseStatus: null, responseBody: null, completedAt: null })
      .where(eq(idempotencyKeys.key, key))
    // The payment and the booking's status change commit together, so neither happened.
    await t.db.update(payments).set({ status: 'CREATED', state: 'select' }).where(eq(payments.bookingId, booking.id))
    await t.db.update(bookings).set({ status: 'ACCEPTED' }).where(eq(bookings.id, booking.id))
    const retry = await t.request(`/3/my-requests/${booking.id}/payment/confirm/`, {
      method: 'POST',
      token,
      json: { method: 'card', card: CARD },
      headers: { 'Idempotency-Key': key, 'Accept-Language': 'fr' },
    })
    expect(retry.status).toBe(200)
    expect(await retry.json()).toMatchObject({ payment: { status: 'SUCCEEDED', state: 'done' } })
    expect(await providerCharges(t, booking.id)).toHaveLength(1)
  })

  it('a declined charge ends its hold: the next payer of the same dates is charged', async () => {
    const camperId = (await createCamper(t, ownerId, { instantBooking: true })).id
    const first = await instantBooking(camperId, 130, 135)
    const second = await instantBooking(camperId, 131, 136)
    const declined = await pay(first.id, { ...CARD, number: SANDBOX_TEST_CARDS.MPG_CARD_FRAUD }, `declined-${first.id}`)
    expect(await declined.json()).toMatchObject({ code: 'MPG_CARD_FRAUD' })
    expect((await pay(second.id, CARD, `after-decline-${second.id}`)).status).toBe(200)
    expect(await providerCharges(t, second.id)).toHaveLength(1)
  })

  it('a payment under way holds the dates until it is settled or its hold runs out', async () => {
    const camperId = (await createCamper(t, ownerId, { instantBooking: true })).id
    const waiting = await instantBooking(camperId, 140, 145)
    const other = await instantBooking(camperId, 142, 147)
    // 3-D Secure: the first guest is on the bank's page, the dates are theirs meanwhile.
    const challenged = await pay(
      waiting.id,
      { ...CARD, number: SANDBOX_TEST_CARDS.challenge },
      `challenge-${waiting.id}`,
    )
    expect(await challenged.json()).toMatchObject({ payment: { status: 'CREATED' } })
    const refused = await pay(other.id, CARD, `while-held-${other.id}`)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({ code: 'CAMPER_ALREADY_BOOKED' })
    expect(await t.db.select().from(payments).where(eq(payments.bookingId, other.id))).toEqual([])
    // Nobody is offered the held dates meanwhile: the listing's price box says so.
    const stay = `/3/products/${camperId}/price/?date_from=${inDays(142)}&date_to=${inDays(147)}`
    const available = async () =>
      ((await (await t.request(stay, { token })).json()) as { available: boolean }).available
    expect(await available()).toBe(false)

    // The first guest walked away: once the hold has run out, the next payer clears it and takes the dates.
    await t.db
      .update(bookings)
      .set({ datesHeldUntil: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, waiting.id))
    expect(await available()).toBe(true)
    expect((await pay(other.id, CARD, `after-hold-${other.id}`)).status).toBe(200)
    const [held] = await t.db.select().from(bookings).where(eq(bookings.id, waiting.id))
    expect(held!.datesHeldUntil).toBeNull()
  })
})
