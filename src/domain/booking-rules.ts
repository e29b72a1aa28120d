// Spec 2 §4 booking rules, pure: which actions a booking allows, how lists group it and how it is shown.
// booking.machine uses these as guards; the server and the web app read the same answers.
import type { BookingStatus } from './booking-status'

/** What the rules need to know about one booking. Days are yyyy-MM-dd, the range half-open [dateFrom, dateTo). */
export interface BookingFacts {
  status: BookingStatus
  isInstant: boolean
  dateFrom: string
  dateTo: string
  /** The guest hid the to-do until this instant (ISO), or null. */
  snoozedUntil?: string | null
  emergencyProofInValidation?: boolean
  /** A refund runs outside Roam (insurer, bank): the trip page warns. */
  externalRefundProcedure?: boolean
  ownerCancellationDocumentInValidation?: boolean
  /** The owner refused the request (owner.refuse), rather than cancel what they had accepted. */
  refusedByOwner?: boolean
  /**
   * Another booking took these dates before this one held them (an instant booking paid first, or a request
   * accepted): it can no longer be paid nor accepted.
   */
  datesTaken?: boolean
}

export const META_STATES = ['todo', 'waiting', 'confirmed', 'archived'] as const
export type MetaState = (typeof META_STATES)[number]
/** Spec 2 §4: the list filters are the meta states upper-cased, todo spelled TO_DO. */
export const META_STATE_FILTERS = ['TO_DO', 'WAITING', 'CONFIRMED', 'ARCHIVED'] as const
export type MetaStateFilter = (typeof META_STATE_FILTERS)[number]
export const metaStateFilter = (meta: MetaState): MetaStateFilter =>
  meta === 'todo' ? 'TO_DO' : (meta.toUpperCase() as MetaStateFilter)
export const metaStateFromFilter = (filter: MetaStateFilter): MetaState =>
  filter === 'TO_DO' ? 'todo' : (filter.toLowerCase() as MetaState)

export type BookingSide = 'guest' | 'owner'

/** Statuses no event leaves: the booking is over, one way or another. */
export const FINAL_BOOKING_STATUSES = [
  'DONE',
  'ACCEPTED_EXP',
  'CANCELLED_STAFF',
  'CANCELLED_GUEST',
  'CANCELLED_OWNER',
  'CANCELLED_BOTH',
] as const satisfies readonly BookingStatus[]
/** Bookings that went through: the trip was confirmed, whether it is still to come, under way or over. */
export const BOOKED_STATUSES = [
  'TO_COME_NOT_PAID',
  'TO_COME',
  'ONGOING',
  'DONE',
] as const satisfies readonly BookingStatus[]
/** Paid in full: the trip is to come, under way or over (a deferred bank transfer, TO_COME_NOT_PAID, is not yet). */
export const PAID_BOOKING_STATUSES = ['TO_COME', 'ONGOING', 'DONE'] as const satisfies readonly BookingStatus[]
/** A request the guest has not sent yet (drafts the owner never sees). */
export const DRAFT_BOOKING_STATUSES = [
  'CREATED',
  'CREATED_PRO',
  'ABANDONED',
] as const satisfies readonly BookingStatus[]

const within = (list: readonly string[], status: string) => list.includes(status)
export const isFinalStatus = (status: BookingStatus) => within(FINAL_BOOKING_STATUSES, status)
export const isDraftStatus = (status: BookingStatus) => within(DRAFT_BOOKING_STATUSES, status)

/**
 * The pick-up address and the owner's phone are the guest's once the booking is paid; before, the guest knows the
 * city only, so that nobody can meet the owner and rent around the platform.
 */
export const revealsPickupDetails = (status: BookingStatus) => within(PAID_BOOKING_STATUSES, status)

/** A regular request the owner has to answer (an instant booking needs no answer). */
export const awaitsOwnerAnswer = (b: Pick<BookingFacts, 'status' | 'isInstant'>) =>
  b.status === 'VALIDATED' && !b.isInstant

/**
 * Spec 2 §4: payable when ACCEPTED or TO_COME_NOT_PAID; an instant booking is payable as soon as it is VALIDATED,
 * unless another booking took its dates first.
 */
export const isPayable = (b: Pick<BookingFacts, 'status' | 'isInstant' | 'datesTaken'>) =>
  !b.datesTaken &&
  (b.status === 'ACCEPTED' || b.status === 'TO_COME_NOT_PAID' || (b.status === 'VALIDATED' && b.isInstant))

/** Whether extensions (and changes to the dates, insurance, options) may be asked: the booking is live and not over. */
export const canCreateExtensions = (b: Pick<BookingFacts, 'status' | 'dateTo'>, today: string) =>
  !isFinalStatus(b.status) && b.dateTo > today

/**
 * Spec 2 §4: updatable when ABANDONED, ACCEPTED, or VALIDATED and instant; it also needs the permission to
 * create extensions and no emergency proof in validation.
 */
export function isUpdatable(b: BookingFacts, today: string) {
  const stateAllows = b.status === 'ABANDONED' || b.status === 'ACCEPTED' || (b.status === 'VALIDATED' && b.isInstant)
  return stateAllows && !b.datesTaken && canCreateExtensions(b, today) && !b.emergencyProofInValidation
}

/** The guest's choices (dates, hours, km, insurance, options, coupon) may change on a draft still being filled or an updatable booking. */
export const canChangeChoices = (b: BookingFacts, today: string) => isDraftStatus(b.status) || isUpdatable(b, today)

/** Spec 2 §4: the guest can refuse (withdraw) when VALIDATED, ACCEPTED or TO_COME_NOT_PAID. */
export const guestCanRefuse = (b: Pick<BookingFacts, 'status'>) =>
  within(['VALIDATED', 'ACCEPTED', 'TO_COME_NOT_PAID'], b.status)

/** The guest may cancel anything not yet started nor over: a draft, a request, an unpaid or a paid trip to come. */
export const guestCanCancel = (b: Pick<BookingFacts, 'status'>) =>
  within(['CREATED', 'CREATED_PRO', 'ABANDONED', 'VALIDATED', 'ACCEPTED', 'TO_COME_NOT_PAID', 'TO_COME'], b.status)

/** The owner cancels what they accepted, before the trip starts (a request they did not accept is refused). */
export const ownerCanCancel = (b: Pick<BookingFacts, 'status'>) =>
  within(['ACCEPTED', 'TO_COME_NOT_PAID', 'TO_COME'], b.status)

/** Staff may cancel any booking that is not over, a trip under way included. */
export const staffCanCancel = (b: Pick<BookingFacts, 'status'>) => !isFinalStatus(b.status)

/** The guest sends a draft to the owner (regular) or books it (instant). */
export const guestCanValidate = (b: Pick<BookingFacts, 'status'>) => isDraftStatus(b.status)

/** Meta state as seen by `side`: whose move it is, or whether the trip is settled or over. */
export function metaState(b: BookingFacts, side: BookingSide, now: Date): MetaState {
  if (isFinalStatus(b.status)) return 'archived'
  // The guest has nothing left to do on dates another booking took; the owner still answers a request for them.
  if (side === 'guest' && b.datesTaken) return 'archived'
  if (b.status === 'TO_COME' || b.status === 'ONGOING') return 'confirmed'
  const guestMoves = isDraftStatus(b.status) || isPayable(b)
  if (side === 'owner') return awaitsOwnerAnswer(b) ? 'todo' : 'waiting'
  if (!guestMoves) return 'waiting'
  // A snoozed to-do waits until the snooze ends.
  return b.snoozedUntil && Date.parse(b.snoozedUntil) > now.getTime() ? 'waiting' : 'todo'
}

export type SummaryState = 'PENDING' | 'CONFIRMED' | 'WARNING' | 'DONE'

/**
 * Spec 2 §4 summary state. A warning comes first: it concerns trips that are otherwise pending or confirmed,
 * and hiding it behind their state would hide the one thing the guest must act on.
 */
export function summaryState(b: BookingFacts, meta: MetaState): SummaryState {
  if (b.emergencyProofInValidation || b.externalRefundProcedure || b.ownerCancellationDocumentInValidation)
    return 'WARNING'
  if (b.datesTaken) return 'DONE'
  if (within(['VALIDATED', 'ACCEPTED', 'TO_COME_NOT_PAID'], b.status)) return 'PENDING'
  if (b.status === 'TO_COME' || b.status === 'ONGOING' || meta === 'confirmed') return 'CONFIRMED'
  return 'DONE'
}

/** REFUSED: a request the owner refused (CANCELLED_OWNER by owner.refuse); DATES_TAKEN: see BookingFacts.datesTaken. */
export type DisplayState = BookingStatus | 'FINISHED' | 'REFUSED' | 'DATES_TAKEN'

/**
 * Spec 2 §4: TO_COME shows DONE in the archive, FINISHED once its end is past, ONGOING once it has started. A refused
 * request is not shown as a cancellation, and a booking whose dates another took says so.
 */
export function displayState(
  b: Pick<BookingFacts, 'status' | 'dateFrom' | 'dateTo' | 'refusedByOwner' | 'datesTaken'>,
  today: string,
  archived: boolean,
): DisplayState {
  if (b.status === 'CANCELLED_OWNER' && b.refusedByOwner) return 'REFUSED'
  if (b.datesTaken && !isFinalStatus(b.status)) return 'DATES_TAKEN'
  if (b.status !== 'TO_COME') return b.status
  if (archived) return 'DONE'
  if (b.dateTo <= today) return 'FINISHED'
  if (b.dateFrom <= today) return 'ONGOING'
  return 'TO_COME'
}

export interface GuestPermissions {
  can_snooze: boolean
  can_cancel: boolean
  can_refuse: boolean
  can_validate: boolean
  can_pay: boolean
  can_update: boolean
  can_create_extensions: boolean
  is_buyback_available: boolean
  is_rental_cover_available: boolean
}

export interface OwnerPermissions {
  can_accept: boolean
  can_refuse: boolean
  can_cancel: boolean
}

/**
 * Buy-back and rental cover are sold before departure only, on a booking that is going ahead (is_buyback_available,
 * is_rental_cover_available): the funnel offers the reinforced insurances and the trip page the buy-back upgrade only then.
 */
export const isBuybackAvailable = (b: Pick<BookingFacts, 'status' | 'dateFrom'>, today: string) =>
  !isFinalStatus(b.status) && b.status !== 'ONGOING' && b.dateFrom > today
const beforeDeparture = isBuybackAvailable

export function guestPermissions(b: BookingFacts, today: string, now: Date): GuestPermissions {
  return {
    can_snooze: metaState({ ...b, snoozedUntil: null }, 'guest', now) === 'todo',
    can_cancel: guestCanCancel(b),
    can_refuse: guestCanRefuse(b),
    can_validate: guestCanValidate(b),
    can_pay: isPayable(b),
    can_update: isUpdatable(b, today),
    can_create_extensions: canCreateExtensions(b, today),
    is_buyback_available: beforeDeparture(b, today),
    is_rental_cover_available: beforeDeparture(b, today),
  }
}

export function ownerPermissions(b: BookingFacts): OwnerPermissions {
  // Dates another booking holds cannot be accepted (the database would refuse): the owner can only refuse.
  return {
    can_accept: awaitsOwnerAnswer(b) && !b.datesTaken,
    can_refuse: awaitsOwnerAnswer(b),
    can_cancel: ownerCanCancel(b),
  }
}

/** Spec 2 §9 guest cancel reasons. */
export const GUEST_CANCEL_REASONS = [
  'owner',
  'corona',
  'other',
  'duplicate_booking',
  'competitors',
  'other_competitors',
  'cancel_holidays',
  'casualty',
] as const
export type GuestCancelReason = (typeof GUEST_CANCEL_REASONS)[number]

/** Spec 2 §9 owner cancel (and refuse) reasons. */
export const OWNER_CANCEL_REASONS = [
  'km',
  'date',
  'unavailable_calendar',
  'unavailable_booking',
  'vehicle_down',
  'snow',
  'baby',
  'animal',
  'smoking',
  'trip',
  'seat',
  'purpose',
  'guest',
  'other',
  'covid_doubt',
  'old_price',
  'unavailable_inventory',
] as const
export type OwnerCancelReason = (typeof OWNER_CANCEL_REASONS)[number]

/** Spec 2 §9 booking purposes. */
export const BOOKING_PURPOSES = [
  'HOLIDAYS_FAMILY',
  'HOLIDAYS_COUPLE',
  'HOLIDAYS_FRIENDS',
  'RENT_BEFORE_BUY',
  'FAMILY_EVENT',
  'SPORT_EVENT',
  'MUSICAL_EVENT',
  'OTHER',
] as const
export type BookingPurpose = (typeof BOOKING_PURPOSES)[number]
export const isBookingPurpose = (value: string): value is BookingPurpose =>
  (BOOKING_PURPOSES as readonly string[]).includes(value)

/** Spec 2 §9: departure at 9 or 14, return at 12 or 20. */
export const DEPARTURE_HOURS = [9, 14] as const
export const ARRIVAL_HOURS = [12, 20] as const

/** How long an owner has to answer a request, and a guest to pay an accepted or instant booking. */
export const OWNER_ANSWER_HOURS = 48
export const PAYMENT_DEADLINE_HOURS = 48
/**
 * How long a booking waits for a bank transfer the guest started (TO_COME_NOT_PAID) before its dates are freed: the
 * provider gives a wire 72 hours (PAYMENT_TRANSFER_TIMEOUT_HOURS), the banks a day more to report it.
 */
export const DEFERRED_PAYMENT_HOURS = 96
/** A draft request not sent within this time is abandoned. */
export const DRAFT_ABANDON_HOURS = 24
/** How long a snooze hides a to-do. */
export const SNOOZE_HOURS = 24
