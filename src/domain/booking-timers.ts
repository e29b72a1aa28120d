import { DRAFT_ABANDON_HOURS } from './booking-rules'
import type { BookingStatus } from './booking-status'

export type BookingTimerEvent =
  'timer.draft_expired' | 'timer.acceptance_expired' | 'timer.trip_started' | 'timer.trip_ended'

export interface BookingTimerFacts {
  status: BookingStatus
  createdAt: Date
  /** The pending answer's deadline (the owner's, the guest's payment, or a bank transfer's arrival), when there is one. */
  ownerAcceptExpireOn: Date | null
  /** The trip's first day and the day after its last night (yyyy-MM-dd, half-open). */
  dateFrom: string
  dateTo: string
}

/**
 * The booking's next timer and the moment it falls due, as the timers job (booking-timers.ts) decides it: a draft
 * DRAFT_ABANDON_HOURS after it was made, an answer or a payment at its deadline, a trip on its first and its last
 * day (UTC). Null when the booking waits for no timer.
 */
export function nextBookingTimer(booking: BookingTimerFacts): { event: BookingTimerEvent; at: Date } | null {
  switch (booking.status) {
    case 'CREATED':
    case 'CREATED_PRO':
      return {
        event: 'timer.draft_expired',
        at: new Date(booking.createdAt.getTime() + DRAFT_ABANDON_HOURS * 3_600_000),
      }
    case 'VALIDATED':
    case 'ACCEPTED':
    case 'TO_COME_NOT_PAID':
      return booking.ownerAcceptExpireOn ? { event: 'timer.acceptance_expired', at: booking.ownerAcceptExpireOn } : null
    case 'TO_COME':
      return { event: 'timer.trip_started', at: new Date(`${booking.dateFrom}T00:00:00Z`) }
    case 'ONGOING':
      return { event: 'timer.trip_ended', at: new Date(`${booking.dateTo}T00:00:00Z`) }
    default:
      return null
  }
}
