import { and, eq, inArray, sql } from 'drizzle-orm'
import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingLedgerFaults } from '../../../src/domain/ledger'
import {
  bookings,
  ledgerEntries,
  paymentSandboxTransactions,
  payments,
  payouts,
  payoutSandboxPayouts,
} from '../../../src/server/db/schema'
import { SANDBOX_TEST_CARDS } from '../../../src/server/providers/payments/sandbox-payments'
import { payoutProvider } from '../../../src/server/providers/payouts/payouts'
import { bookingLedgerOf } from '../../../src/server/services/ledger/ledger-balances'
import { paymentDeps } from '../../../src/server/services/payments/payment-deps'
import { runPaymentJobs } from '../../../src/server/services/payments/payment-jobs'
import { runPayoutJobs } from '../../../src/server/services/payouts/payout-jobs'
import { createUser, payableOwner, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createPaymentsBooking, inDays } from '../support/payments-bookings'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

const CARDS = {
  frictionless: SANDBOX_TEST_CARDS.frictionless,
  challenge: SANDBOX_TEST_CARDS.challenge,
  refused: SANDBOX_TEST_CARDS.MPG_CARD_EXPIRED,
} as const

/** What can happen to a booking, in any order: many steps are refused in many states, which is part of the test. */
type Step =
  | 'pay'
  | 'pay-again'
  | 'pay-during-outage'
  | 'approve-challenge'
  | 'instalments-due'
  | 'extend'
  | 'guest-cancels'
  | 'owner-cancels'
  | 'staff-cancels'
  | 'trip-ends'
  | 'jobs'

const weighted = <T>(...choices: [T, number][]) =>
  fc.oneof(...choices.map(([value, weight]) => ({ arbitrary: fc.constant(value), weight })))
/** Lives start with a payment attempt; most go on with payments and time, fewer are cancelled. */
const life = fc.record({
  startIn: fc.constantFrom(5, 20, 45, 100),
  method: fc.constantFrom('card', 'card_2', 'cred_4'),
  card: weighted<keyof typeof CARDS>(['frictionless', 4], ['challenge', 2], ['refused', 1]),
  steps: fc.array(
    weighted<Step>(
      ['pay', 2],
      ['pay-again', 1],
      ['pay-during-outage', 1],
      ['approve-challenge', 2],
      ['instalments-due', 2],
      ['extend', 2],
      ['guest-cancels', 1],
      ['owner-cancels', 1],
      ['staff-cancels', 1],
      ['trip-ends', 2],
      ['jobs', 1],
    ),
    { minLength: 1, maxLength: 8 },
  ),
})
type Life = typeof life extends fc.Arbitrary<infer L> ? L : never

describe.each(TEST_DATABASES)('the ledger over random booking lives on %s', (kind) => {
  let t: TestApp
  let owner: { id: number; token: string }
  let staffToken: string
  let lives = 0

  beforeAll(async () => {
    t = await createTestApp(kind, { PAYMENT_SANDBOX_DELAY_MS: '0', PAYMENT_RECONCILE_AFTER_SECONDS: '0' })
    owner = await payableOwner(t)
    staffToken = (await tokensFor(t, (await createUser(t, { isStaff: true })).email)).access_token
  })
  afterAll(() => t.close())

  /** The jobs of the server, on a day `today` (instalments fall due, refunds and payouts go out). */
  async function jobs(today = inDays(0)) {
    await runPaymentJobs({ ...paymentDeps(t.db, t.env), today: () => today, reconcileAfterMs: 0 })
    await runPayoutJobs(t.db, payoutProvider(t.db, t.env))
  }

  /** Every statement the ledger must keep true, of one booking and of the whole book. */
  async function checkLedger(bookingId: number, trace: string) {
    const unbalanced = await t.db
      .select({ key: ledgerEntries.movementKey })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.movementKey)
      .having(sql`sum(${ledgerEntries.amount}) <> 0`)
    expect(unbalanced, trace).toEqual([])

    const ledger = await bookingLedgerOf(t.db, bookingId)
    expect(bookingLedgerFaults(ledger), trace).toEqual([])

    // Nothing created or lost: the ledger's money in and out is what the provider really moved.
    const keys = (
      await t.db.select({ key: payments.providerKey }).from(payments).where(eq(payments.bookingId, bookingId))
    ).map((row) => row.key)
    const moved = keys.length
      ? await t.db
          .select({ kind: paymentSandboxTransactions.kind, amount: paymentSandboxTransactions.amount })
          .from(paymentSandboxTransactions)
          .where(
            sql`${inArray(paymentSandboxTransactions.idempotencyKey, keys)} AND ${paymentSandboxTransactions.status} = 'SUCCEEDED'`,
          )
      : []
    const total = (kind: string) => moved.filter((row) => row.kind === kind).reduce((sum, row) => sum + row.amount, 0)
    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, bookingId))
    const cash = (movement: string) =>
      entries
        .filter((entry) => entry.movement === movement && entry.account === 'provider_cash')
        .reduce((sum, entry) => sum + entry.amount, 0)
    expect({ payIns: cash('pay_in'), refunds: 0 - cash('refund') - cash('give_back') }, trace).toEqual({
      payIns: total('payin'),
      refunds: total('refund'),
    })
    const sentOut = await t.db
      .select({ amount: payoutSandboxPayouts.amount })
      .from(payoutSandboxPayouts)
      .where(
        and(
          eq(payoutSandboxPayouts.idempotencyKey, `payout-booking-${bookingId}`),
          eq(payoutSandboxPayouts.status, 'SUCCEEDED'),
        ),
      )
    expect(ledger.paidOut, trace).toBe(sentOut.reduce((sum, row) => sum + row.amount, 0))
    // No payout twice.
    expect(
      (await t.db.select().from(payouts).where(eq(payouts.bookingId, bookingId))).length,
      trace,
    ).toBeLessThanOrEqual(1)
    return ledger
  }

  async function live({ startIn, method, card, steps }: Life) {
    const n = ++lives
    const guest = await createUser(t)
    const guestToken = (await tokensFor(t, guest.email)).access_token
    const camper = await createCamper(t, owner.id)
    const booking = await createPaymentsBooking(t, {
      guestId: guest.id,
      camperId: camper.id,
      from: inDays(startIn),
      to: inDays(startIn + 5),
    })
    const statusOf = async () =>
      (await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, booking.id)))[0]!.status
    let attempt = 0
    let challenge: string | undefined
    const pay = async (key: string, outage = false) => {
      const answer = await t.request(`/3/my-requests/${booking.id}/payment/confirm/`, {
        method: 'POST',
        token: guestToken,
        json: {
          method,
          card: { number: CARDS[card], expiry: '1235', cvx: '123' },
          return_url: `/campers/${camper.id}/payment/${booking.id}/payment-callback`,
        },
        // The French storefront offers the instalment plans.
        headers: { 'Idempotency-Key': key, 'Accept-Language': 'fr' },
      })
      // The provider being down is a 502 in the error shape; nothing else may fail on the server.
      if (answer.status !== 502 || !outage) expect(answer.status, `pay ${key}`).toBeLessThan(500)
      if (answer.status === 200) {
        const body = await answer.json()
        if (body.next_action === 'redirect') challenge = new URL(body.redirect_url).pathname
      }
    }
    const call = async (path: string, token: string, init: { method?: string; json?: unknown } = {}) => {
      const answer = await t.request(path, { method: 'PATCH', token, ...init })
      expect(answer.status, `${init.method ?? 'PATCH'} ${path}`).toBeLessThan(500)
      return answer
    }

    const act: Record<Step, () => Promise<unknown>> = {
      pay: () => pay(`life-${n}-${++attempt}`),
      'pay-again': () => pay(`life-${n}-${attempt}`),
      'pay-during-outage': async () => {
        t.env.PAYMENT_SANDBOX_FAILURE = 'unavailable'
        try {
          await pay(`life-${n}-${++attempt}`, true)
        } finally {
          t.env.PAYMENT_SANDBOX_FAILURE = 'none'
        }
      },
      'approve-challenge': async () => {
        if (!challenge) return
        const approved = await t.app.request(challenge, {
          method: 'POST',
          body: new URLSearchParams({ decision: 'approve' }),
        })
        const back = approved.headers.get('location')
        if (!back) return
        const transactionId = new URL(back).searchParams.get('transactionId')
        await t.request(`/3/my-requests/${booking.id}/payment/final/?transactionId=${transactionId}`, {
          token: guestToken,
        })
      },
      'instalments-due': () => jobs(inDays(startIn)),
      extend: async () => {
        const base = `/v4/bookings-guest/${booking.id}/extensions/`
        await call(base, guestToken, { method: 'POST', json: { day_after: 1 } })
        await call(`${base}validate/`, guestToken)
        await call(`/v4/bookings-owner/${booking.id}/extensions/accept/`, owner.token)
        await call(`${base}confirm/`, guestToken, { method: 'GET' })
      },
      'guest-cancels': () =>
        call(`/v4/bookings-guest/${booking.id}/cancel/`, guestToken, { json: { reason: 'other' } }),
      'owner-cancels': () =>
        call(`/v4/bookings-owner/${booking.id}/cancel/`, owner.token, { json: { reason: 'unavailable_calendar' } }),
      'staff-cancels': () =>
        call(`/v4/bookings-staff/${booking.id}/cancel/`, staffToken, { json: { reason: 'A test of the ledger' } }),
      'trip-ends': async () => {
        if (!['TO_COME', 'ONGOING'].includes(await statusOf())) return
        // The days go by: every instalment falls due before departure, then the trip is over.
        await jobs(inDays(startIn + 5))
        await t.db.update(bookings).set({ status: 'DONE' }).where(eq(bookings.id, booking.id))
      },
      jobs: () => jobs(),
    }

    const trace: string[] = [`${method} ${card} in ${startIn} days`]
    for (const step of ['pay' as const, ...steps]) {
      await act[step]()
      trace.push(`${step} → ${await statusOf()}`)
      await checkLedger(booking.id, trace.join(' · '))
    }
    // Later, everything due is settled: a finished trip or a cancellation holds nothing more for the guest.
    await jobs(inDays(startIn + 5))
    await jobs(inDays(startIn + 5))
    const status = await statusOf()
    trace.push(`settled → ${status}`)
    const ledger = await checkLedger(booking.id, trace.join(' · '))
    if (status === 'DONE' || status.startsWith('CANCELLED')) {
      expect(ledger.held, trace.join(' · ')).toBe(0)
      expect(ledger.paidOut, trace.join(' · ')).toBe(ledger.ownerShare)
    }
  }

  it('creates and loses nothing, pays out once and refunds no more than was paid, whatever happens in what order', async () => {
    await fc.assert(
      fc.asyncProperty(life, (plan) => live(plan)),
      { numRuns: 40, endOnFailure: true },
    )
  })

  it('the migration that opened the ledger writes, from the payments and payouts rows, the entries the writers wrote', async () => {
    const migration = readFileSync('src/server/db/migrations/0051_ledger_entries.sql', 'utf8')
    const backfill = migration.slice(migration.indexOf('-- The movements that happened before the ledger'))
    const columns = sql.raw(
      'movement_key, movement, account, amount, currency, booking_id, guest_id, owner_id, payment_id, payout_id',
    )
    const entries = async () =>
      (
        (await t.db.execute(sql`SELECT ${columns} FROM ledger_entries ORDER BY movement_key, account`)) as unknown as {
          rows: unknown[]
        }
      ).rows
    const written = await entries()
    expect(written.length).toBeGreaterThan(20)
    await t.db.delete(ledgerEntries)
    await t.db.execute(sql.raw(backfill))
    expect(await entries()).toEqual(written)
  })
})
