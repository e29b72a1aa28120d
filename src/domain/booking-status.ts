/** Spec 2 §4: every status a booking can be in. */
export const BOOKING_STATUSES = [
  'CREATED',
  'CREATED_PRO',
  'ABANDONED',
  'VALIDATED',
  'ACCEPTED',
  'ACCEPTED_EXP',
  'ONGOING',
  'TO_COME_NOT_PAID',
  'TO_COME',
  'DONE',
  'CANCELLED_STAFF',
  'CANCELLED_GUEST',
  'CANCELLED_OWNER',
  'CANCELLED_BOTH',
] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]

/**
 * The statuses that hold the camper's dates: the owner accepted and the booking is neither
 * cancelled nor expired. Search, availabilities and the bookings EXCLUDE constraint all use this list.
 */
export const CONFIRMED_BOOKING_STATUSES = [
  'ACCEPTED',
  'ONGOING',
  'TO_COME_NOT_PAID',
  'TO_COME',
  'DONE',
] as const satisfies readonly BookingStatus[]

export const isConfirmedBookingStatus = (status: string) =>
  (CONFIRMED_BOOKING_STATUSES as readonly string[]).includes(status)

/** Cancelled, by whoever: the guest, the owner, both or staff. */
export const isCancelledStatus = (status: BookingStatus) => status.startsWith('CANCELLED_')
