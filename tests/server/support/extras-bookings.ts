import { addDays } from '../../../src/domain/stay-price'
import { eq } from 'drizzle-orm'
import { bookings, calendarPeriods, notifications, paymentCards, type BookingRow } from '../../../src/server/db/schema'
import { paymentProvider } from '../../../src/server/providers/payments/payments'
import { SANDBOX_TEST_CARDS } from '../../../src/server/providers/payments/sandbox-payments'
import { toDateRange } from '../../../src/server/db/schema/date-range'
import { createUser, tokensFor } from './accounts'
import { createCamper } from './campers'
import type { TestApp } from './test-app'
import { insertCharged } from '../../../src/server/services/payments/payment-status'

export const todayUtc = () => new Date().toISOString().slice(0, 10)
/** yyyy-MM-dd `days` from today. */
export const inDays = (days: number) => addDays(todayUtc(), days)

/** Inserts a booking straight into `bookings` (TO_COME, 5 days starting in 30 days, unless told otherwise). */
export async function createExtrasBooking(
  t: TestApp,
  booking: {
    camperId: number
    guestId: number
    dateFrom?: string
    dateTo?: string
    status?: BookingRow['status']
    totalPrice?: number
  },
) {
  const dateFrom = booking.dateFrom ?? inDays(30)
  const dateTo = booking.dateTo ?? addDays(dateFrom, 5)
  const [row] = await t.db
    .insert(bookings)
    .values({
      camperId: booking.camperId,
      guestId: booking.guestId,
      period: toDateRange(dateFrom, dateTo),
      status: booking.status ?? 'TO_COME',
      totalPrice: booking.totalPrice ?? 44888,
      currency: 'EUR',
    })
    .returning()
  if (['TO_COME', 'ONGOING', 'DONE'].includes(row!.status)) await paidByCard(t, row!)
  return row!
}

/** Records that the trip was paid with a card the sandbox knows, the card extensions and second drivers are charged to. */
async function paidByCard(t: TestApp, booking: BookingRow) {
  const registration = await paymentProvider(t.db, t.env).registerCard(booking.guestId, {
    number: SANDBOX_TEST_CARDS.frictionless,
    expiry: '1235',
    cvx: '123',
  })
  if (!registration.ok) throw new Error(registration.message)
  const [card] = await t.db
    .insert(paymentCards)
    .values({
      userId: booking.guestId,
      providerCardId: registration.cardId,
      alias: registration.alias,
      expiry: registration.expiry,
    })
    .returning()
  await insertCharged(t.db, {
    bookingId: booking.id,
    userId: booking.guestId,
    reason: 'booking',
    method: 'card',
    amount: booking.totalPrice,
    currency: booking.currency,
    cardId: card!.id,
    providerKey: `test-booking-${booking.id}`,
    providerPaymentId: `test-payin-${booking.id}`,
  })
}

/** Blocks [from, to) in the camper's calendar, as an owner does. */
export async function blockDays(t: TestApp, camperId: number, from: string, to: string) {
  await t.db
    .insert(calendarPeriods)
    .values({ camperId, period: toDateRange(from, to), kind: 'unavailable', reason: 'personal_use' })
}

/** An owner with a camper at 85.50 a day, a guest, and their tokens. */
export async function extrasParties(t: TestApp) {
  const owner = await createUser(t, { isOwner: true })
  const guest = await createUser(t)
  const camper = await createCamper(t, owner.id)
  return {
    owner,
    guest,
    camper,
    ownerToken: (await tokensFor(t, owner.email)).access_token,
    guestToken: (await tokensFor(t, guest.email)).access_token,
  }
}

/** The in-app notices written about a booking, oldest first. */
export const noticesOf = (t: TestApp, bookingId: number) =>
  t.db.select().from(notifications).where(eq(notifications.bookingId, bookingId)).orderBy(notifications.id)
