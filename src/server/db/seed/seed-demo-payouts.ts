import { and, eq, isNull, sql } from 'drizzle-orm'
import { createSandboxPayouts } from '../../providers/payouts/sandbox-payouts'
import { ownerEarnings } from '../../services/booking-prices/booking-prices'
import { runPayoutJobs } from '../../services/payouts/payout-jobs'
import type { Database } from '../client'
import { bookings, campers, payments, payoutBankAccounts, payouts } from '../schema'
import { insertCharged } from '../../services/payments/payment-status'

/** A valid test IBAN (checksum and all) of the sandbox: it moves no money. */
export const DEMO_OWNER_IBAN = { iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP' } as const

/**
 * The demo owner's payout history: a bank account registered with the sandbox, what the guests paid for every
 * finished trip (books only: these trips predate the demo's payment sandbox), and the payouts job run over them,
 * each payout dated the day its trip ended so that the payouts page has something to show for each year.
 */
export async function seedDemoPayouts(db: Database, owner: { id: number; name: string }): Promise<number> {
  const sandbox = createSandboxPayouts(db, { delayMs: 0, uboReviewMs: 0 })
  const account = await sandbox.createBankAccount(owner.id, {
    ...DEMO_OWNER_IBAN,
    holderName: owner.name,
    address: '12 rue des Alpes',
    city: 'Annecy',
    postalCode: '74000',
    country: 'FR',
  })
  await db
    .insert(payoutBankAccounts)
    .values({ userId: owner.id, providerBankAccountId: account.id, createdAt: new Date('2020-01-01T00:00:00Z') })

  const finished = await db
    .select({ booking: bookings })
    .from(bookings)
    .innerJoin(campers, eq(campers.id, bookings.camperId))
    .leftJoin(payments, eq(payments.bookingId, bookings.id))
    .where(and(eq(campers.ownerId, owner.id), eq(bookings.status, 'DONE'), isNull(payments.id)))
  for (const { booking } of finished) {
    if (booking.totalPrice <= 0) continue
    await insertCharged(db, {
      bookingId: booking.id,
      userId: booking.guestId,
      reason: 'booking',
      method: 'card',
      amount: booking.totalPrice,
      currency: booking.currency,
      providerKey: `booking-${booking.id}-demo-history`,
      createdAt: booking.createdAt,
      updatedAt: booking.createdAt,
      ownerShare: (await ownerEarnings(db, booking)).amount,
    })
  }

  const report = await runPayoutJobs(db, sandbox)
  await db.execute(sql`
    UPDATE ${payouts} SET created_at = (upper(b.period)::timestamp + interval '10 hours') AT TIME ZONE 'UTC'
    FROM ${bookings} b WHERE b.id = ${payouts.bookingId} AND ${payouts.ownerId} = ${owner.id}
  `)
  return report.paid
}
