import { assign, setup } from 'xstate'
import { awaitsOwnerAnswer, isPayable } from '../src/domain/booking-rules'
import type { GuestCancelReason, OwnerCancelReason } from '../src/domain/booking-rules'
import type { BookingStatus } from '../src/domain/booking-status'

/**
 * One booking's life (spec 2 §4). Each status is a state; `new` is the moment before the row exists.
 *
 * Regular request: guest.request → CREATED (CREATED_PRO when the owner is a professional) → the guest picks
 * insurance and checks the summary, then guest.validate → VALIDATED (sent; the owner has OWNER_ANSWER_HOURS) →
 * owner.accept → ACCEPTED (payable) → payment.succeeded → TO_COME, or payment.deferred → TO_COME_NOT_PAID (a bank
 * transfer is on its way: the dates are held and the price is frozen until the wire arrives) → payment.succeeded → TO_COME.
 * The owner may refuse (CANCELLED_OWNER); an unanswered request, an accepted one left unpaid or a deferred payment that
 * never arrives expires (ACCEPTED_EXP).
 * Instant booking: guest.request { instant } → CREATED → guest.validate → VALIDATED, payable at once; paying it
 * (payment.succeeded → TO_COME) is what takes the dates, so of overlapping instant bookings the first paid wins and
 * the others' payments are refused (CAMPER_ALREADY_BOOKED); left unpaid it goes back to ABANDONED.
 * A draft not sent in time is ABANDONED. TO_COME → ONGOING → DONE follow the trip's dates (timers).
 * Cancellation: guest (CANCELLED_GUEST), owner (CANCELLED_OWNER), staff (CANCELLED_STAFF, or CANCELLED_BOTH when
 * staff records that both sides agreed).
 *
 * Side effects are named actions that do nothing here: the server provides them (stamp dates, reasons).
 */
export interface BookingContext {
  isInstant: boolean
}

export type BookingEvent =
  | { type: 'guest.request'; instant: boolean; pro: boolean }
  | { type: 'guest.validate' }
  | { type: 'guest.snooze' }
  | { type: 'guest.cancel'; reason: GuestCancelReason; message?: string }
  | { type: 'owner.accept' }
  | { type: 'owner.refuse'; reason: OwnerCancelReason; message?: string }
  | { type: 'owner.cancel'; reason: OwnerCancelReason; message?: string }
  | { type: 'staff.cancel'; both: boolean; message?: string }
  | { type: 'payment.succeeded' }
  | { type: 'payment.deferred' }
  | { type: 'timer.draft_expired' }
  | { type: 'timer.acceptance_expired' }
  | { type: 'timer.trip_started' }
  | { type: 'timer.trip_ended' }

export type BookingEventType = BookingEvent['type']

/** The state a status is in: the machine's state values are exactly the statuses, plus `new`. */
export type BookingStateValue = BookingStatus | 'new'

const noop = () => {}

// Guards take the status of the state they guard, so the spec's rules are asked the same question as everywhere else.
type StatusParams = { status: BookingStatus }

const guestCancel = { target: 'CANCELLED_GUEST', actions: 'recordCancellation' } as const
const staffCancel = [
  { guard: 'bothAgreed', target: 'CANCELLED_BOTH', actions: 'recordCancellation' },
  { target: 'CANCELLED_STAFF', actions: 'recordCancellation' },
] as const
const ownerCancel = { target: 'CANCELLED_OWNER', actions: 'recordCancellation' } as const
const snooze = { actions: 'recordSnooze' } as const
const paid = { target: 'TO_COME', actions: 'recordConfirmation' } as const
const deferred = { target: 'TO_COME_NOT_PAID', actions: ['recordConfirmation', 'recordDeferral'] } as const

export const bookingMachine = setup({
  types: { context: {} as BookingContext, events: {} as BookingEvent },
  actions: {
    rememberKind: assign({ isInstant: ({ event }) => (event.type === 'guest.request' ? event.instant : false) }),
    /** The guest sent or booked: start the owner's answer clock (request) or the payment clock (instant). */
    startClock: noop,
    /** The owner accepted: start the guest's payment clock. */
    recordAcceptance: noop,
    recordConfirmation: noop,
    /** A payment is on its way (a bank transfer): start the clock of its arrival. */
    recordDeferral: noop,
    recordCancellation: noop,
    recordExpiry: noop,
    recordSnooze: noop,
  },
  guards: {
    isPro: ({ event }) => event.type === 'guest.request' && event.pro,
    bothAgreed: ({ event }) => event.type === 'staff.cancel' && event.both,
    awaitsOwnerAnswer: ({ context }, params: StatusParams) =>
      awaitsOwnerAnswer({ status: params.status, isInstant: context.isInstant }),
    isPayable: ({ context }, params: StatusParams) =>
      isPayable({ status: params.status, isInstant: context.isInstant }),
  },
}).createMachine({
  id: 'booking',
  initial: 'new',
  context: { isInstant: false },
  states: {
    new: {
      on: {
        'guest.request': [
          { guard: 'isPro', target: 'CREATED_PRO', actions: 'rememberKind' },
          { target: 'CREATED', actions: 'rememberKind' },
        ],
      },
    },
    CREATED: {
      on: {
        'guest.validate': { target: 'VALIDATED', actions: 'startClock' },
        'guest.snooze': snooze,
        'guest.cancel': guestCancel,
        'timer.draft_expired': { target: 'ABANDONED' },
        'staff.cancel': staffCancel,
      },
    },
    CREATED_PRO: {
      on: {
        'guest.validate': { target: 'VALIDATED', actions: 'startClock' },
        'guest.snooze': snooze,
        'guest.cancel': guestCancel,
        'timer.draft_expired': { target: 'ABANDONED' },
        'staff.cancel': staffCancel,
      },
    },
    ABANDONED: {
      on: {
        'guest.validate': { target: 'VALIDATED', actions: 'startClock' },
        'guest.snooze': snooze,
        'guest.cancel': guestCancel,
        'staff.cancel': staffCancel,
      },
    },
    VALIDATED: {
      on: {
        'owner.accept': {
          guard: { type: 'awaitsOwnerAnswer', params: { status: 'VALIDATED' } },
          target: 'ACCEPTED',
          actions: 'recordAcceptance',
        },
        'owner.refuse': {
          guard: { type: 'awaitsOwnerAnswer', params: { status: 'VALIDATED' } },
          target: 'CANCELLED_OWNER',
          actions: 'recordCancellation',
        },
        'payment.succeeded': { guard: { type: 'isPayable', params: { status: 'VALIDATED' } }, ...paid },
        'payment.deferred': { guard: { type: 'isPayable', params: { status: 'VALIDATED' } }, ...deferred },
        'guest.snooze': { guard: { type: 'isPayable', params: { status: 'VALIDATED' } }, ...snooze },
        'guest.cancel': guestCancel,
        'timer.acceptance_expired': [
          // The owner did not answer in time.
          {
            guard: { type: 'awaitsOwnerAnswer', params: { status: 'VALIDATED' } },
            target: 'ACCEPTED_EXP',
            actions: 'recordExpiry',
          },
          // An instant booking left unpaid frees the dates.
          { target: 'ABANDONED', actions: 'recordExpiry' },
        ],
        'staff.cancel': staffCancel,
      },
    },
    ACCEPTED: {
      on: {
        'payment.succeeded': paid,
        'payment.deferred': deferred,
        'guest.snooze': snooze,
        'guest.cancel': guestCancel,
        'owner.cancel': ownerCancel,
        // The guest did not pay in time.
        'timer.acceptance_expired': { target: 'ACCEPTED_EXP', actions: 'recordExpiry' },
        'staff.cancel': staffCancel,
      },
    },
    TO_COME_NOT_PAID: {
      on: {
        'payment.succeeded': paid,
        'guest.snooze': snooze,
        'guest.cancel': guestCancel,
        'owner.cancel': ownerCancel,
        // Neither the wire nor another payment came in time: the dates are freed.
        'timer.acceptance_expired': { target: 'ACCEPTED_EXP', actions: 'recordExpiry' },
        'staff.cancel': staffCancel,
      },
    },
    TO_COME: {
      on: {
        'timer.trip_started': { target: 'ONGOING' },
        'guest.cancel': guestCancel,
        'owner.cancel': ownerCancel,
        'staff.cancel': staffCancel,
      },
    },
    ONGOING: {
      on: {
        'timer.trip_ended': { target: 'DONE' },
        'staff.cancel': staffCancel,
      },
    },
    ACCEPTED_EXP: { type: 'final' },
    DONE: { type: 'final' },
    CANCELLED_GUEST: { type: 'final' },
    CANCELLED_OWNER: { type: 'final' },
    CANCELLED_STAFF: { type: 'final' },
    CANCELLED_BOTH: { type: 'final' },
  },
})

/** The machine's snapshot for a booking row: its status as the state, its kind as the context. */
export function bookingSnapshot(status: BookingStatus, isInstant: boolean) {
  return bookingMachine.resolveState({ value: status, context: { isInstant } })
}
