import { and, asc, eq, inArray } from 'drizzle-orm'
import { createSandboxPayments, SANDBOX_TEST_CARDS } from '../../providers/payments/sandbox-payments'
import { ownerEarnings } from '../../services/booking-prices/booking-prices'
import type { Database } from '../client'
import { bookings, paymentCards } from '../schema'
import { insertCharged } from '../../services/payments/payment-status'

/**
 * The demo guest's paid trips (TO_COME, ONGOING) get the card payment the real checkout leaves behind: a card
 * registered with the sandbox and saved, and a succeeded sandbox pay-in on it. Extensions and second drivers are
 * charged off-session on that card, so without it the demo could not pay them (402 PAYMENT_CARD_REQUIRED).
 * The sandbox is the demo's provider: these ids mean nothing to a real one.
 */
export async function seedDemoPayments(db: Database, guestId: number, today: string) {
  const paid = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.guestId, guestId), inArray(bookings.status, ['TO_COME', 'ONGOING'])))
    .orderBy(asc(bookings.id))
  if (paid.length === 0) return 0
  const sandbox = createSandboxPayments(db, {
    publicUrl: 'http://localhost',
    delayMs: 0,
    mobileConfirmMs: 0,
    authTimeoutMs: 0,
    transferTimeoutMs: 0,
  })
  // Valid well past every seeded trip (the demo trips end within a year).
  const expiry = `12${String((Number(today.slice(2, 4)) + 3) % 100).padStart(2, '0')}`
  const registration = await sandbox.registerCard(guestId, {
    number: SANDBOX_TEST_CARDS.frictionless,
    expiry,
    cvx: '123',
  })
  if (!registration.ok) throw new Error(`demo card registration failed: ${registration.message}`)
  const [card] = await db
    .insert(paymentCards)
    .values({
      userId: guestId,
      providerCardId: registration.cardId,
      alias: registration.alias,
      expiry: registration.expiry,
    })
    .returning()
  for (const booking of paid) {
    const providerKey = `booking-${booking.id}-demo`
    const transaction = await sandbox.payIn({
      idempotencyKey: providerKey,
      amount: booking.totalPrice,
      currency: booking.currency,
      method: 'card',
      cardId: card!.providerCardId,
      returnUrl: `http://localhost/d/trips/${booking.id}`,
      offSession: true,
    })
    if (transaction.status !== 'SUCCEEDED')
      throw new Error(`demo payment of booking ${booking.id} failed: ${transaction.resultCode}`)
    await insertCharged(db, {
      bookingId: booking.id,
      userId: guestId,
      reason: 'booking',
      method: 'card',
      amount: booking.totalPrice,
      currency: booking.currency,
      cardId: card!.id,
      providerKey,
      providerPaymentId: transaction.id,
      // Frozen like a real checkout's first charge: the payouts pay it.
      ownerShare: (await ownerEarnings(db, booking)).amount,
    })
  }
  return paid.length
}
