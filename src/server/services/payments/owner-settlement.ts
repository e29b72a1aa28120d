import { eq } from 'drizzle-orm'
import { PAID_BOOKING_STATUSES, isFinalStatus } from '../../../domain/booking-rules'
import { ownerShareOfKept } from '../../../domain/payment-rules'
import { toDecimal } from '../../../domain/stay-price'
import type { Database } from '../../db/client'
import { bookings, type BookingRow } from '../../db/schema'
import type { Actor } from '../booking-prices/booking-access'
import { getOwnerBookingPrices, ownerEarnings } from '../booking-prices/booking-prices'
import { cancelledRefund } from './cancellation-ledger'
import { bookingLedgerOf } from '../ledger/ledger-balances'
import { ownerSharesByBooking } from './owner-shares'

/**
 * Where the owner's money on a booking stands:
 * - ESTIMATE: not paid yet; what the payment would freeze for the owner today;
 * - EARNED: paid; the owner's share frozen on the charges, paid out once the trip is over;
 * - KEPT: the guest cancelled late; the owner's part of what the guest does not get back, paid out once the refunds
 *   are settled;
 * - NONE: nothing is owed to the owner (refused, expired, cancelled before payment, or everything refunded).
 */
export type OwnerSettlementState = 'ESTIMATE' | 'EARNED' | 'KEPT' | 'NONE'

export interface OwnerSettlement {
  state: OwnerSettlementState
  /** Minor units, in `currency`. */
  amount: number
  currency: string
}

const isPaid = (status: BookingRow['status']) => (PAID_BOOKING_STATUSES as readonly string[]).includes(status)
const dateFromOf = (booking: BookingRow) => booking.period.slice(1, 11)

/**
 * What the owner is owed on a booking, read from the ledger: its settlement once written (the payouts job writes it with
 * the payout), until then the frozen shares and the cancellation refunds.
 */
export async function ownerSettlement(db: Database, booking: BookingRow): Promise<OwnerSettlement> {
  const settled = (await bookingLedgerOf(db, booking.id)).ownerShare
  if (settled > 0)
    return { state: isPaid(booking.status) ? 'EARNED' : 'KEPT', amount: settled, currency: booking.currency }
  const frozen = (await ownerSharesByBooking(db, [booking.id])).get(booking.id)
  if (isPaid(booking.status)) {
    if (frozen !== undefined) return { state: 'EARNED', amount: frozen, currency: booking.currency }
    // A trip paid before shares were frozen is priced now, as the payouts job does.
    return { state: 'EARNED', ...(await ownerEarnings(db, booking)) }
  }
  if (booking.status === 'CANCELLED_GUEST' && frozen !== undefined) {
    const ledger = await cancelledRefund(db, { id: booking.id, status: booking.status, dateFrom: dateFromOf(booking) })
    const amount = ownerShareOfKept(frozen, ledger.paid, ledger.kept)
    if (amount > 0) return { state: 'KEPT', amount, currency: booking.currency }
  }
  if (isFinalStatus(booking.status)) return { state: 'NONE', amount: 0, currency: booking.currency }
  return { state: 'ESTIMATE', ...(await ownerEarnings(db, booking)) }
}

/** GET /3/my-bookings/{id}/prices/ with what the owner is owed, as the ledger holds it, next to the price breakdown. */
export async function getOwnerBookingEarnings(db: Database, bookingId: number, actor: Actor) {
  const prices = await getOwnerBookingPrices(db, bookingId, actor)
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId))
  const settlement = await ownerSettlement(db, booking!)
  return { ...prices, settlement: { state: settlement.state, amount: toDecimal(settlement.amount) } }
}
