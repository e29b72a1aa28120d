import type { Database } from '../../db/client'
import { ApiError } from '../../http/api-error'
import { applyBookingEvent } from '../bookings/booking-transitions'

/** Called inside the transaction that records a booking's first successful charge. */
export type OnBookingPaid = (tx: Database, bookingId: number) => Promise<void>
/** Called inside the transaction that records a bank transfer the guest started, before its wire arrives. */
export type OnBookingDeferred = (tx: Database, bookingId: number) => Promise<void>

/** The charge went through but the booking cannot take it: the dates were taken, or it left the payable states. */
export class BookingRefusedPayment extends Error {
  constructor(readonly code: 'CAMPER_ALREADY_BOOKED' | 'BOOKING_IN_WRONG_STATE') {
    super(code)
  }
}

const errorCode = (error: unknown) => (error instanceof ApiError ? (error.body as { code?: string }).code : undefined)

/** Applies a payment event to the booking; false when the machine refuses it in the booking's state. */
async function applyPaymentEvent(
  tx: Database,
  bookingId: number,
  type: 'payment.succeeded' | 'payment.deferred',
): Promise<boolean> {
  try {
    await applyBookingEvent(tx, bookingId, { type }, { userId: null })
    return true
  } catch (error) {
    const code = errorCode(error)
    if (code === 'CAMPER_ALREADY_BOOKED') throw new BookingRefusedPayment('CAMPER_ALREADY_BOOKED')
    if (code === 'BOOKING_NOT_IN_VALID_STATE') return false
    throw error
  }
}

/**
 * A paid booking moves through its statechart (payment.succeeded, with its history row). When the machine or the
 * EXCLUDE constraint refuses, the payment service gives the money back instead of keeping it for nothing.
 */
export const markBookingPaid: OnBookingPaid = async (tx, bookingId) => {
  if (!(await applyPaymentEvent(tx, bookingId, 'payment.succeeded')))
    throw new BookingRefusedPayment('BOOKING_IN_WRONG_STATE')
}

/**
 * A transfer on its way holds the booking (payment.deferred → TO_COME_NOT_PAID). A booking already waiting (a poll
 * that reads the same pending transfer again, or a new transfer after a given-up one) stays as it is; dates another
 * booking took meanwhile refuse the transfer.
 */
export const markBookingDeferred: OnBookingDeferred = async (tx, bookingId) => {
  await applyPaymentEvent(tx, bookingId, 'payment.deferred')
}
