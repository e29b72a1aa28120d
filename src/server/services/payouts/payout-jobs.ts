import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { bookings, campers, payoutBankAccounts, payouts, type PayoutRow } from '../../db/schema'
import type { PayoutProvider } from '../../providers/payouts/payout-provider'
import { ownerEarnings } from '../booking-prices/booking-prices'
import { ownerSharesByBooking } from '../payments/owner-shares'
import { currentBankAccount } from './bank-accounts'

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
  await db
    .update(payouts)
    .set({ status: result.status, providerPayoutId: result.id, resultCode: result.resultCode, updatedAt: new Date() })
    .where(and(eq(payouts.id, payout.id), eq(payouts.status, 'CREATED')))
  return result.status
}

/**
 * The payouts job (main.ts runs it with the payments job; tests call it): every finished trip (DONE) of an owner
 * with a bank account gets a payout of the owner's shares frozen on its payments. The payout row is written before the provider call and
 * its key is the provider's idempotency key, so a crash in between is retried later without paying twice; a
 * booking whose owner has no IBAN yet waits for one.
 */
export async function runPayoutJobs(db: Database, provider: PayoutProvider): Promise<PayoutJobReport> {
  const report: PayoutJobReport = { paid: 0, failed: 0 }
  const finished = await db
    .select({ booking: bookings, ownerId: campers.ownerId })
    .from(bookings)
    .innerJoin(campers, eq(campers.id, bookings.camperId))
    .leftJoin(payouts, eq(payouts.bookingId, bookings.id))
    // Only owners with an IBAN can be paid: the others' trips are not even read (the job runs every minute).
    .where(
      and(
        eq(bookings.status, 'DONE'),
        isNull(payouts.id),
        sql`EXISTS (SELECT 1 FROM ${payoutBankAccounts} WHERE ${payoutBankAccounts.userId} = ${campers.ownerId})`,
      ),
    )
  for (const { booking, ownerId } of finished) {
    const account = await currentBankAccount(db, ownerId)
    if (!account) continue
    // The shares frozen when the trip and its extensions were paid; a trip paid before shares were frozen is priced now.
    const frozen = (await ownerSharesByBooking(db, [booking.id])).get(booking.id)
    const { amount, currency } =
      frozen === undefined ? await ownerEarnings(db, booking) : { amount: frozen, currency: booking.currency }
    const [claimed] = await db
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
