import { and, eq, inArray, type SQL } from 'drizzle-orm'
import type { PaymentState, PaymentStatus } from '../../../domain/payment-rules'
import type { Database } from '../../db/client'
import { payments, type NewPaymentRow, type PaymentRow } from '../../db/schema'
import { recordPayIns, recordRefund } from '../ledger/ledger-movements'

/** Where a payment stands: its spec 2 §4 status and this server's state (see PAYMENT_STATES). */
export interface PaymentPosition {
  status: PaymentStatus
  state: PaymentState
}

/** Sent to the provider, or about to be, or waiting for the guest: what the provider's answer settles. */
export const UNSETTLED_STATES = ['select', 'unknow', 'in_prog'] as const satisfies readonly PaymentState[]

const unsettled = { status: 'CREATED', states: UNSETTLED_STATES } as const
const laterInstalment = { status: 'CREATED', states: ['to_come'] } as const

/**
 * Every change of a payment's status and state, by name: the positions it may start from and the one it ends in. The
 * only writer of payments.status and payments.state after a row is inserted (movePayments); a row standing elsewhere is
 * left as it is, so that a return, a poll, a retry and the payments job can all report the same transaction once.
 */
export const PAYMENT_MOVES = {
  /** The provider took the charge. */
  succeed: { from: unsettled, to: { status: 'SUCCEEDED', state: 'done' } },
  /** The provider refused it. */
  fail: { from: unsettled, to: { status: 'FAILED', state: 'failed' } },
  /** The provider waits for the guest (3-D Secure, a hosted page, a mobile confirmation, a transfer). */
  wait: { from: unsettled, to: { status: 'CREATED', state: 'in_prog' } },
  /** The provider call died on the network: only reconciliation can tell what happened. */
  lose: { from: { status: 'CREATED', states: ['select'] }, to: { status: 'CREATED', state: 'unknow' } },
  /** Given up before any money moved: superseded by a new attempt, called off by the guest, refused by the booking. */
  abandon: { from: unsettled, to: { status: 'FAILED', state: 'cancel' } },
  /** The charge went through but the booking cannot take it: kept as given up, and refunded in full. */
  giveBack: { from: unsettled, to: { status: 'SUCCEEDED', state: 'cancel' } },
  /** A later instalment falls due: it is charged now. */
  claim: { from: laterInstalment, to: { status: 'CREATED', state: 'select' } },
  /** A later instalment that will never be charged: its first failed or was given up, or the booking was cancelled. */
  drop: { from: laterInstalment, to: { status: 'FAILED', state: 'cancel' } },
} as const satisfies Record<
  string,
  { from: { status: PaymentStatus; states: readonly PaymentState[] }; to: PaymentPosition }
>
export type PaymentMove = keyof typeof PAYMENT_MOVES

/** Where a payment row starts: a charge about to be sent, a later instalment, or a charge the provider already took. */
export const PAYMENT_STARTS = {
  charge: { status: 'CREATED', state: 'select' },
  instalment: { status: 'CREATED', state: 'to_come' },
  charged: { status: 'SUCCEEDED', state: 'done' },
} as const satisfies Record<string, PaymentPosition>

/** The move a provider's answer on a charge makes. */
export function answerMove(status: PaymentStatus): 'succeed' | 'fail' | 'wait' {
  return status === 'SUCCEEDED' ? 'succeed' : status === 'FAILED' ? 'fail' : 'wait'
}

/** Where a refund row starts: settled as the provider answered; one it has not settled yet is not retried. */
export function refundStart(status: PaymentStatus): PaymentPosition {
  return { status, state: status === 'SUCCEEDED' ? 'done' : 'failed' }
}

/** Whether `move` may start from `position` (the rule movePayments writes into its WHERE). */
export function canMove(position: PaymentPosition, move: PaymentMove): boolean {
  const { from } = PAYMENT_MOVES[move]
  return position.status === from.status && (from.states as readonly PaymentState[]).includes(position.state)
}

/** Columns a move may write along with the position (what the provider said). */
export type MoveDetails = Partial<
  Pick<NewPaymentRow, 'providerPaymentId' | 'providerRedirectUrl' | 'errorCode' | 'bankWire'>
>

type Writer = Pick<Database, 'update' | 'insert' | 'select'>

/**
 * Applies `move` to the payments `which` selects that stand where it may start, with `details`; returns the rows it
 * changed (none when another request moved them first). A charge that succeeds is money in: its ledger movement is
 * written with it (callers moving to SUCCEEDED pass their transaction).
 */
export async function movePayments(
  db: Writer,
  move: PaymentMove,
  which: SQL | undefined,
  details: MoveDetails = {},
): Promise<PaymentRow[]> {
  const { from, to } = PAYMENT_MOVES[move]
  const moved = await db
    .update(payments)
    .set({ ...details, status: to.status, state: to.state, updatedAt: new Date() })
    .where(and(which, eq(payments.status, from.status), inArray(payments.state, [...from.states])))
    .returning()
  if (to.status === 'SUCCEEDED') await recordPayIns(db, moved)
  return moved
}

/** Inserts charges the provider already took (an extension, an upgrade, the demo history) with their ledger movements. */
export async function insertCharged(
  db: Writer,
  values: Omit<NewPaymentRow, 'status' | 'state'> | Omit<NewPaymentRow, 'status' | 'state'>[],
): Promise<PaymentRow[]> {
  const rows = Array.isArray(values) ? values : [values]
  if (rows.length === 0) return []
  const inserted = await db
    .insert(payments)
    .values(rows.map((row) => ({ ...row, ...PAYMENT_STARTS.charged })))
    .returning()
  await recordPayIns(db, inserted)
  return inserted
}

/**
 * Inserts a refund as the provider answered it, with its ledger movement when the money went back: a cancellation's
 * (`refund`) or a charge the booking could not take (`give_back`). A refund already recorded under its key stays.
 */
export async function insertRefund(
  db: Pick<Database, 'transaction'>,
  values: Omit<NewPaymentRow, 'status' | 'state' | 'reason'> & { status: PaymentStatus },
  movement: 'refund' | 'give_back',
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(payments)
      .values({ ...values, reason: 'refund', ...refundStart(values.status) })
      .onConflictDoNothing()
      .returning()
    if (row) await recordRefund(tx, row, movement)
  })
}

/** movePayments on one payment: the row as moved, or undefined when it stood elsewhere. */
export async function movePayment(
  db: Writer,
  move: PaymentMove,
  paymentId: number,
  details: MoveDetails = {},
): Promise<PaymentRow | undefined> {
  const [row] = await movePayments(db, move, eq(payments.id, paymentId), details)
  return row
}
