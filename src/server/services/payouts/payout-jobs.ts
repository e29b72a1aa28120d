import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import {
  bookings,
  campers,
  ledgerEntries,
  payments,
  payoutBankAccounts,
  payouts,
  type PayoutRow,
} from '../../db/schema'
import type { PayoutProvider } from '../../providers/payouts/payout-provider'
import { notifyAccountChange } from '../notifications/account-notifications'
import { ownerSettlement } from '../payments/owner-settlement'
import { currentBankAccount } from './bank-accounts'
import { bookingLedgerOf } from '../ledger/ledger-balances'
import { recordPayout, recordSettlement } from '../ledger/ledger-movements'

export interface PayoutJobReport {
  paid: number
  failed: number
}

async function pay(
  db: Database,
  provider: PayoutProvider,
  payout: PayoutRow,
  providerBankAccountId: string,
): Promise<'SUCCEEDED' | 'FAILED' | 'CREATED'> {
  const result = await provider.payOut({
    idempotencyKey: payout.providerKey,
    bankAccountId: providerBankAccountId,
    amount: payout.amount,
    currency: payout.currency,
  })
  const now = new Date()
  await db.transaction(async (tx) => {
    const [answered] = await tx
      .update(payouts)
      .set({ status: result.status, providerPayoutId: result.id, resultCode: result.resultCode, updatedAt: now })
      .where(and(eq(payouts.id, payout.id), eq(payouts.status, 'CREATED')))
      .returning()
    // The owner hears of the answer once: only the process that recorded it tells.
    if (!answered || answered.status === 'CREATED') return
    await recordPayout(tx, answered)
    const [booking] = await tx
      .select({ camperId: bookings.camperId })
      .from(bookings)
      .where(eq(bookings.id, answered.bookingId))
    await notifyAccountChange(
      tx,
      {
        userId: answered.ownerId,
        kind: answered.status === 'SUCCEEDED' ? 'payout_sent' : 'payout_failed',
        event: `payout:${answered.id}`,
        camperId: booking?.camperId ?? null,
        documentType: null,
        reason: null,
        path:
          answered.status === 'SUCCEEDED' ? '/d/account/documents-owner/payouts' : '/d/account/documents-owner/iban',
        amount: { amount: answered.amount, currency: answered.currency },
      },
      now,
    )
  })
  return result.status
}

/** Bookings of a cancellation the guest made late, settled (every refund done) with part of the price kept. */
const settledLateCancellation = and(
  eq(bookings.status, 'CANCELLED_GUEST'),
  isNotNull(bookings.refundSettledAt),
  sql`NOT EXISTS (SELECT 1 FROM ${payments} r WHERE r.booking_id = ${bookings.id} AND r.reason = 'refund' AND r.status = 'CREATED')`,
  // The ledger still holds some of the guest's money for it (guest_funds is a credit: negative).
  sql`(SELECT coalesce(sum(l.amount), 0) FROM ${ledgerEntries} l WHERE l.booking_id = ${bookings.id}
        AND l.account = 'guest_funds') < 0`,
)

/**
 * The payouts job (main.ts runs it with the payments job; tests call it): every finished trip (DONE), and every late
 * guest cancellation once its refunds are settled, of an owner with a bank account gets one payout of what the owner is
 * owed (ownerSettlement: the shares frozen on its payments, or their part of what the guest kept). The payout row is
 * written before the provider call and its key is the provider's idempotency key, so a crash in between is retried
 * later without paying twice; a booking whose owner has no IBAN yet waits for one.
 */
export async function runPayoutJobs(db: Database, provider: PayoutProvider): Promise<PayoutJobReport> {
  const report: PayoutJobReport = { paid: 0, failed: 0 }
  const due = await db
    .select({ booking: bookings, ownerId: campers.ownerId })
    .from(bookings)
    .innerJoin(campers, eq(campers.id, bookings.camperId))
    .leftJoin(payouts, eq(payouts.bookingId, bookings.id))
    // Only owners with an IBAN can be paid: the others' trips are not even read (the job runs every minute).
    .where(
      and(
        or(eq(bookings.status, 'DONE'), settledLateCancellation),
        isNull(payouts.id),
        sql`EXISTS (SELECT 1 FROM ${payoutBankAccounts} WHERE ${payoutBankAccounts.userId} = ${campers.ownerId})`,
      ),
    )
  for (const { booking, ownerId } of due) {
    const account = await currentBankAccount(db, ownerId)
    if (!account) continue
    const { amount, currency } = await ownerSettlement(db, booking)
    if (amount <= 0) continue
    const claimed = await db.transaction(async (tx) => {
      // What the guest keeps paying is what the ledger still holds for the booking; never pay out more than that.
      const { held } = await bookingLedgerOf(tx, booking.id)
      if (held < amount) {
        console.error(`payout of booking ${booking.id} withheld: the ledger holds ${held}, the owner is owed ${amount}`)
        return undefined
      }
      const [row] = await tx
        .insert(payouts)
        .values({
          bookingId: booking.id,
          ownerId,
          bankAccountId: account.id,
          amount,
          currency,
          providerKey: `payout-booking-${booking.id}`,
        })
        .onConflictDoNothing({ target: payouts.bookingId })
        .returning()
      if (row)
        await recordSettlement(tx, {
          bookingId: booking.id,
          kept: held,
          ownerShare: amount,
          currency,
          payoutId: row.id,
        })
      return row
    })
    if (!claimed) continue
    const status = await pay(db, provider, claimed, account.providerBankAccountId).catch((error: unknown) => {
      console.error(`payout ${claimed.id} could not be paid yet`, error)
      return 'CREATED' as const
    })
    if (status === 'SUCCEEDED') report.paid++
    if (status === 'FAILED') report.failed++
  }

  // Payouts whose provider call died (a crash, the provider down) are sent again with the same key.
  const stuck = await db
    .select({ payout: payouts, providerBankAccountId: payoutBankAccounts.providerBankAccountId })
    .from(payouts)
    .innerJoin(payoutBankAccounts, eq(payoutBankAccounts.id, payouts.bankAccountId))
    .where(and(eq(payouts.status, 'CREATED'), sql`${payouts.updatedAt} <= now() - interval '1 minute'`))
  for (const { payout, providerBankAccountId } of stuck) {
    const status = await pay(db, provider, payout, providerBankAccountId).catch(() => 'CREATED' as const)
    if (status === 'SUCCEEDED') report.paid++
    if (status === 'FAILED') report.failed++
  }
  return report
}
