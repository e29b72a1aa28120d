import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAYMENT_STATES, PAYMENT_STATUSES } from '../../../src/domain/payment-rules'
import { payments, type NewPaymentRow } from '../../../src/server/db/schema'
import {
  answerMove,
  canMove,
  movePayment,
  movePayments,
  PAYMENT_MOVES,
  PAYMENT_STARTS,
  refundStart,
  type PaymentMove,
  type PaymentPosition,
} from '../../../src/server/services/payments/payment-status'
import { createUser } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createPaymentsBooking } from '../support/payments-bookings'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

const MOVES = Object.keys(PAYMENT_MOVES) as PaymentMove[]
const POSITIONS: PaymentPosition[] = PAYMENT_STATUSES.flatMap((status) =>
  PAYMENT_STATES.map((state) => ({ status, state })),
)
const SETTLED: PaymentPosition[] = [
  { status: 'SUCCEEDED', state: 'done' },
  { status: 'FAILED', state: 'failed' },
  { status: 'FAILED', state: 'cancel' },
  { status: 'SUCCEEDED', state: 'cancel' },
]

describe('payment status moves', () => {
  it('settle a payment for good: nothing moves a payment the provider settled or that was given up', () => {
    for (const position of SETTLED) expect(MOVES.filter((move) => canMove(position, move))).toEqual([])
  })

  it('start only from a payment still CREATED, and only the provider’s answer or a give-up leaves CREATED', () => {
    for (const move of MOVES) {
      const from = POSITIONS.filter((position) => canMove(position, move))
      expect(from.length, move).toBeGreaterThan(0)
      expect(from.every((position) => position.status === 'CREATED')).toBe(true)
    }
    const leaving = MOVES.filter((move) => PAYMENT_MOVES[move].to.status !== 'CREATED').sort()
    expect(leaving).toEqual(['abandon', 'drop', 'fail', 'giveBack', 'succeed'])
  })

  it('read the provider’s answer, and start refunds where it said', () => {
    expect(answerMove('SUCCEEDED')).toBe('succeed')
    expect(answerMove('FAILED')).toBe('fail')
    expect(answerMove('CREATED')).toBe('wait')
    expect(refundStart('SUCCEEDED')).toEqual({ status: 'SUCCEEDED', state: 'done' })
    expect(refundStart('FAILED')).toEqual({ status: 'FAILED', state: 'failed' })
    // A later instalment is claimed, then charged like a first one.
    expect(canMove(PAYMENT_STARTS.instalment, 'claim')).toBe(true)
    expect(canMove(PAYMENT_MOVES.claim.to, 'succeed')).toBe(true)
    expect(canMove(PAYMENT_STARTS.charge, 'lose')).toBe(true)
    expect(canMove(PAYMENT_MOVES.lose.to, 'succeed')).toBe(true)
  })

  it('are the only writer of payments.status and payments.state in the server', () => {
    const root = join(import.meta.dirname, '../../../src/server')
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('payment-status.ts'),
    )
    const offenders: string[] = []
    for (const file of files) {
      const source = readFileSync(join(root, file), 'utf8')
      for (const match of source.matchAll(/\.(update|insert)\(payments\)([\s\S]{0,700})/g)) {
        // The statement up to its end: where, returning, conflict handling or the closing of the values.
        const statement = match[2]!.split(/\.where\(|\.returning\(|\.onConflict|\n\s{0,6}\}\)\n/)[0]!
        if (/\b(status|state):/.test(statement)) offenders.push(file)
      }
    }
    expect(offenders).toEqual([])
  })
})

describe.each(TEST_DATABASES)('payment status moves on %s', (kind) => {
  let t: TestApp
  let guestId: number
  let ownerId: number

  beforeAll(async () => {
    t = await createTestApp(kind)
    guestId = (await createUser(t)).id
    ownerId = (await createUser(t, { isOwner: true })).id
  })
  afterAll(() => t.close())

  const paymentsOf = async (positions: PaymentPosition[]) => {
    const booking = await createPaymentsBooking(t, { guestId, camperId: (await createCamper(t, ownerId)).id })
    const rows: NewPaymentRow[] = positions.map((position, index) => ({
      bookingId: booking.id,
      userId: guestId,
      reason: 'booking',
      method: 'card',
      instalmentNumber: index + 1,
      instalmentCount: positions.length,
      amount: 1000,
      currency: 'EUR',
      providerKey: `status-${booking.id}-${index}`,
      ...position,
    }))
    await t.db.insert(payments).values(rows)
    return booking.id
  }
  const positionsOf = async (bookingId: number) =>
    (await t.db.select().from(payments).where(eq(payments.bookingId, bookingId)).orderBy(asc(payments.id))).map(
      (row) => `${row.status}/${row.state}`,
    )

  it('moves only the payments standing where the move starts', async () => {
    const bookingId = await paymentsOf([
      PAYMENT_STARTS.instalment,
      { status: 'SUCCEEDED', state: 'done' },
      PAYMENT_STARTS.instalment,
      PAYMENT_STARTS.charge,
    ])
    const dropped = await movePayments(t.db, 'drop', eq(payments.bookingId, bookingId))
    expect(dropped).toHaveLength(2)
    expect(await positionsOf(bookingId)).toEqual(['FAILED/cancel', 'SUCCEEDED/done', 'FAILED/cancel', 'CREATED/select'])
  })

  it('writes a provider answer once: a second answer on a settled payment changes nothing', async () => {
    const bookingId = await paymentsOf([PAYMENT_STARTS.charge])
    const [payment] = await t.db.select().from(payments).where(eq(payments.bookingId, bookingId))
    const succeeded = await movePayment(t.db, 'succeed', payment!.id, { providerPaymentId: `tx-${payment!.id}` })
    expect(succeeded).toMatchObject({ status: 'SUCCEEDED', state: 'done', providerPaymentId: `tx-${payment!.id}` })
    expect(await movePayment(t.db, 'fail', payment!.id, { errorCode: 'MPG_CARD_EXPIRED' })).toBeUndefined()
    expect(await positionsOf(bookingId)).toEqual(['SUCCEEDED/done'])
  })

  it('lets exactly one of two concurrent answers on the same payment win', async () => {
    const bookingId = await paymentsOf([{ status: 'CREATED', state: 'in_prog' }])
    const [payment] = await t.db.select().from(payments).where(eq(payments.bookingId, bookingId))
    const moved = await Promise.all([
      t.db.transaction((tx) => movePayment(tx, 'succeed', payment!.id)),
      t.db.transaction((tx) => movePayment(tx, 'abandon', payment!.id)),
    ])
    expect(moved.filter((row) => row !== undefined)).toHaveLength(1)
    expect(['SUCCEEDED/done', 'FAILED/cancel']).toContain((await positionsOf(bookingId))[0])
  })
})
