import { eq, inArray } from 'drizzle-orm'
import { movementLegs, type LedgerMovement } from '../../../domain/ledger'
import type { Database } from '../../db/client'
import { bookings, campers, ledgerEntries, type PaymentRow, type PayoutRow } from '../../db/schema'

type Writer = Pick<Database, 'insert' | 'select'>

/** Each movement's key: what caused it, so that writing it again (a retry, a second process) is a no-op. */
const movementKey = {
  pay_in: (paymentId: number) => `pay-in:${paymentId}`,
  refund: (paymentId: number) => `refund:${paymentId}`,
  give_back: (paymentId: number) => `give-back:${paymentId}`,
  settlement: (bookingId: number) => `settlement:${bookingId}`,
  payout: (payoutId: number) => `payout:${payoutId}`,
} satisfies Record<LedgerMovement, (id: number) => string>

interface Movement {
  movement: LedgerMovement
  key: string
  bookingId: number
  amount: number
  currency: string
  ownerShare?: number
  paymentId?: number
  payoutId?: number
}

/** Writes movements' legs (src/domain/ledger.ts) with their booking's guest and owner; a movement already written stays. */
async function record(db: Writer, movements: readonly Movement[]): Promise<void> {
  if (movements.length === 0) return
  const bookingIds = [...new Set(movements.map((movement) => movement.bookingId))]
  const parties = new Map(
    (
      await db
        .select({ bookingId: bookings.id, guestId: bookings.guestId, ownerId: campers.ownerId })
        .from(bookings)
        .innerJoin(campers, eq(campers.id, bookings.camperId))
        .where(inArray(bookings.id, bookingIds))
    ).map((row) => [row.bookingId, row]),
  )
  await db
    .insert(ledgerEntries)
    .values(
      movements.flatMap((movement) => {
        const party = parties.get(movement.bookingId)
        if (!party) throw new Error(`no booking ${movement.bookingId} for a ledger movement`)
        return movementLegs(movement.movement, movement.amount, movement.ownerShare).map((leg) => ({
          movementKey: movement.key,
          movement: movement.movement,
          account: leg.account,
          amount: leg.amount,
          currency: movement.currency,
          bookingId: movement.bookingId,
          guestId: party.guestId,
          ownerId: party.ownerId,
          paymentId: movement.paymentId ?? null,
          payoutId: movement.payoutId ?? null,
        }))
      }),
    )
    .onConflictDoNothing({ target: [ledgerEntries.movementKey, ledgerEntries.account] })
}

/** The charges among `rows` the provider took (a pay-in, an instalment, an extension, an upgrade): money in. */
export async function recordPayIns(db: Writer, rows: readonly PaymentRow[]): Promise<void> {
  await record(
    db,
    rows
      .filter((row) => row.reason !== 'refund' && row.status === 'SUCCEEDED')
      .map((row) => ({
        movement: 'pay_in',
        key: movementKey.pay_in(row.id),
        bookingId: row.bookingId,
        amount: row.amount,
        currency: row.currency,
        paymentId: row.id,
      })),
  )
}

/** A refund the provider made: a cancellation's (`refund`) or a charge the booking could not take (`give_back`). */
export async function recordRefund(db: Writer, row: PaymentRow, movement: 'refund' | 'give_back'): Promise<void> {
  if (row.reason !== 'refund' || row.status !== 'SUCCEEDED') return
  await record(db, [
    {
      movement,
      key: movementKey[movement](row.id),
      bookingId: row.bookingId,
      amount: row.amount,
      currency: row.currency,
      paymentId: row.id,
    },
  ])
}

/**
 * A booking settled (a finished trip, a cancellation whose refunds are done): of what the guest keeps paying (`kept`),
 * `ownerShare` becomes owed to the owner and the rest is Roam's commission. Once per booking.
 */
export async function recordSettlement(
  db: Writer,
  settlement: { bookingId: number; kept: number; ownerShare: number; currency: string; payoutId?: number },
): Promise<void> {
  await record(db, [
    {
      movement: 'settlement',
      key: movementKey.settlement(settlement.bookingId),
      bookingId: settlement.bookingId,
      amount: settlement.kept,
      ownerShare: settlement.ownerShare,
      currency: settlement.currency,
      payoutId: settlement.payoutId,
    },
  ])
}

/** A payout the provider sent: what Roam owed the owner leaves its account. */
export async function recordPayout(db: Writer, payout: PayoutRow): Promise<void> {
  if (payout.status !== 'SUCCEEDED') return
  await record(db, [
    {
      movement: 'payout',
      key: movementKey.payout(payout.id),
      bookingId: payout.bookingId,
      amount: payout.amount,
      currency: payout.currency,
      payoutId: payout.id,
    },
  ])
}
