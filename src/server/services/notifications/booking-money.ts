import { and, asc, desc, eq, isNotNull, or } from 'drizzle-orm'
import type { BookingNotice } from '../../../../machines/booking.notifications'
import { ownerShareOfKept } from '../../../domain/payment-rules'
import type { Database } from '../../db/client'
import { payments, type BookingRow } from '../../db/schema'
import type { BookingMoney } from '../../mail/templates/booking-money-words'
import { cancellationTerms } from '../payments/cancellation-ledger'
import { ownerSharesByBooking } from '../payments/owner-shares'

/** Notices that carry a cancellation's figures, to the side they are written for. */
const CANCELLATION_KINDS = new Set([
  'cancellation_confirmed',
  'cancelled_by_guest',
  'cancelled_by_owner',
  'owner_cancellation_confirmed',
  'cancelled_by_staff',
])

/** The booking's own charges, made or to come (later instalments), first to last. */
async function bookingCharges(tx: Database, bookingId: number) {
  return tx
    .select({ amount: payments.amount, state: payments.state, dueOn: payments.dueOn, at: payments.updatedAt })
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, bookingId),
        eq(payments.reason, 'booking'),
        or(and(eq(payments.status, 'SUCCEEDED'), eq(payments.state, 'done')), eq(payments.state, 'to_come')),
      ),
    )
    .orderBy(asc(payments.instalmentNumber))
}

async function laterInstalments(tx: Database, bookingId: number) {
  const rows = await tx
    .select({ amount: payments.amount })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.reason, 'booking'), eq(payments.state, 'to_come')))
  return rows.reduce((sum, row) => sum + row.amount, 0)
}

/**
 * The figures a notice of a booking's change names, read from the payments table in the change's transaction: the
 * receipt of a payment, the owner's earnings, what a cancellation gives back and keeps. The same rules as the refund
 * job and the payouts (cancellationTerms, ownerShareOfKept), so the email says what the money then does.
 */
export async function bookingNoticeMoney(
  tx: Database,
  booking: BookingRow,
  notice: BookingNotice,
): Promise<BookingMoney | undefined> {
  const base = { currency: booking.currency, reader: notice.to }
  if (notice.to === 'guest' && (notice.kind === 'booking_confirmed' || notice.kind === 'transfer_received')) {
    const charges = await bookingCharges(tx, booking.id)
    return {
      ...base,
      receipt: {
        total: booking.totalPrice,
        charges: charges.map((charge) =>
          charge.state === 'done'
            ? { amount: charge.amount, on: charge.at.toISOString(), done: true }
            : { amount: charge.amount, on: `${charge.dueOn}T00:00:00Z`, done: false },
        ),
      },
    }
  }
  if (notice.kind === 'transfer_pending') {
    const [pending] = await tx
      .select({ amount: payments.amount, wire: payments.bankWire })
      .from(payments)
      .where(and(eq(payments.bookingId, booking.id), eq(payments.reason, 'booking'), isNotNull(payments.bankWire)))
      .orderBy(desc(payments.id))
      .limit(1)
    if (!pending?.wire) return undefined
    const { holder, iban, bic, reference } = pending.wire
    return { ...base, transfer: { amount: pending.amount, holder, iban, bic, reference } }
  }
  if (notice.to === 'owner' && (notice.kind === 'guest_paid' || notice.kind === 'instant_booked')) {
    const share = (await ownerSharesByBooking(tx, [booking.id])).get(booking.id)
    return share === undefined ? undefined : { ...base, ownerShare: share }
  }
  if (!CANCELLATION_KINDS.has(notice.kind)) return undefined
  const terms = await cancellationTerms(tx, {
    id: booking.id,
    status: booking.status,
    dateFrom: booking.period.slice(1, 11),
  })
  const notCharged = await laterInstalments(tx, booking.id)
  if (notice.to === 'owner' && booking.status === 'CANCELLED_GUEST') {
    const share = (await ownerSharesByBooking(tx, [booking.id])).get(booking.id) ?? 0
    return { ...base, ...terms, ownerShare: ownerShareOfKept(share, terms.paid, terms.kept) }
  }
  return { ...base, ...terms, notCharged }
}
