import type { BookingStatus } from '../src/domain/booking-status'
import type { BookingEventType } from './booking.machine'

/**
 * Who is told what when a booking changes status (booking.machine.ts), read next to the machine like a Sharetribe
 * process's notifications. The server writes each notice in the transaction of the change: in-app always, and by
 * email. A transition a person must know about has a rule; one nobody needs to hear of is in `silentBookingTransitions`
 * with the reason, and a test checks that every transition of the machine is in exactly one of the two lists.
 */
export type BookingRecipient = 'guest' | 'owner'

export const BOOKING_NOTIFICATION_KINDS = [
  'request_received',
  'request_sent',
  'accepted',
  'refused',
  'request_expired',
  'request_expired_owner',
  'payment_expired',
  'payment_expired_owner',
  'booking_confirmed',
  'guest_paid',
  'instant_booked',
  'transfer_pending',
  'transfer_received',
  'cancelled_by_guest',
  'cancellation_confirmed',
  'cancelled_by_owner',
  'owner_cancellation_confirmed',
  'cancelled_by_staff',
  'review_invitation',
  'review_invitation_owner',
  // The money of a cancellation given back, after the status change (refundNotifications).
  'refund_sent',
  'request_expiring',
  'payment_due_soon',
  'trip_soon',
  'trip_soon_owner',
  // A guest's request to extend the booking (extension.notifications.ts).
  'extension_asked',
  'extension_accepted',
  'extension_refused',
  'extension_withdrawn',
  'extension_confirmed',
  // A guest's paid upgrade of the booking (upgrade.notifications.ts).
  'second_driver_added',
  'second_driver_confirmed',
  'buyback_added',
  'buyback_confirmed',
  // Reviews after the trip (review-rules.ts: both go public together, or when the window closes).
  'review_received',
  'review_published',
] as const

export type BookingNotificationKind = (typeof BOOKING_NOTIFICATION_KINDS)[number]

export interface BookingNotice {
  to: BookingRecipient
  kind: BookingNotificationKind
}

/** Which transitions a rule is about: an event into a status, from some statuses only, for one kind of booking only. */
export interface BookingTransitionMatch {
  event: BookingEventType
  target: BookingStatus
  /** Only from these statuses (any when left out). */
  from?: readonly BookingStatus[]
  /** Only instant bookings (true) or only requests (false); both when left out. */
  instant?: boolean
}

export interface BookingNotificationRule extends BookingTransitionMatch {
  notify: readonly BookingNotice[]
}

/** A draft the owner has not seen: cancelling or losing it concerns the guest alone, who did it or sees it. */
const DRAFTS = ['CREATED', 'CREATED_PRO', 'ABANDONED'] as const satisfies readonly BookingStatus[]
/** Sent to the owner, accepted, or paid: both sides know of it. */
const SEEN_BY_BOTH = ['VALIDATED', 'ACCEPTED', 'TO_COME_NOT_PAID', 'TO_COME', 'ONGOING'] as const

export const bookingNotifications: readonly BookingNotificationRule[] = [
  {
    event: 'guest.validate',
    target: 'VALIDATED',
    instant: false,
    notify: [
      { to: 'owner', kind: 'request_received' },
      { to: 'guest', kind: 'request_sent' },
    ],
  },
  { event: 'owner.accept', target: 'ACCEPTED', notify: [{ to: 'guest', kind: 'accepted' }] },
  { event: 'owner.refuse', target: 'CANCELLED_OWNER', notify: [{ to: 'guest', kind: 'refused' }] },
  {
    event: 'timer.acceptance_expired',
    target: 'ACCEPTED_EXP',
    from: ['VALIDATED'],
    notify: [
      { to: 'guest', kind: 'request_expired' },
      { to: 'owner', kind: 'request_expired_owner' },
    ],
  },
  {
    event: 'timer.acceptance_expired',
    target: 'ACCEPTED_EXP',
    from: ['ACCEPTED', 'TO_COME_NOT_PAID'],
    notify: [
      { to: 'guest', kind: 'payment_expired' },
      { to: 'owner', kind: 'payment_expired_owner' },
    ],
  },
  {
    event: 'payment.succeeded',
    target: 'TO_COME',
    from: ['VALIDATED', 'ACCEPTED'],
    instant: true,
    notify: [
      { to: 'guest', kind: 'booking_confirmed' },
      { to: 'owner', kind: 'instant_booked' },
    ],
  },
  {
    event: 'payment.succeeded',
    target: 'TO_COME',
    from: ['VALIDATED', 'ACCEPTED'],
    instant: false,
    notify: [
      { to: 'guest', kind: 'booking_confirmed' },
      { to: 'owner', kind: 'guest_paid' },
    ],
  },
  {
    event: 'payment.succeeded',
    target: 'TO_COME',
    from: ['TO_COME_NOT_PAID'],
    notify: [
      { to: 'guest', kind: 'transfer_received' },
      { to: 'owner', kind: 'guest_paid' },
    ],
  },
  { event: 'payment.deferred', target: 'TO_COME_NOT_PAID', notify: [{ to: 'guest', kind: 'transfer_pending' }] },
  {
    event: 'guest.cancel',
    target: 'CANCELLED_GUEST',
    from: SEEN_BY_BOTH,
    notify: [
      { to: 'owner', kind: 'cancelled_by_guest' },
      { to: 'guest', kind: 'cancellation_confirmed' },
    ],
  },
  {
    event: 'owner.cancel',
    target: 'CANCELLED_OWNER',
    notify: [
      { to: 'guest', kind: 'cancelled_by_owner' },
      { to: 'owner', kind: 'owner_cancellation_confirmed' },
    ],
  },
  ...(['CANCELLED_STAFF', 'CANCELLED_BOTH'] as const).flatMap((target) => [
    {
      event: 'staff.cancel' as const,
      target,
      from: SEEN_BY_BOTH,
      notify: [
        { to: 'guest', kind: 'cancelled_by_staff' },
        { to: 'owner', kind: 'cancelled_by_staff' },
      ] as const,
    },
    {
      event: 'staff.cancel' as const,
      target,
      from: DRAFTS,
      notify: [{ to: 'guest', kind: 'cancelled_by_staff' }] as const,
    },
  ]),
  {
    event: 'timer.trip_ended',
    target: 'DONE',
    notify: [
      { to: 'guest', kind: 'review_invitation' },
      { to: 'owner', kind: 'review_invitation_owner' },
    ],
  },
]

/**
 * Not a status change but money moving after one: once the refund job has given back everything a cancellation owes
 * (a refund of nothing tells nobody), the guest hears that it is on its way.
 */
export const refundNotifications: readonly BookingNotice[] = [{ to: 'guest', kind: 'refund_sent' }]

/** Transitions that tell nobody, each with why. */
export const silentBookingTransitions: ReadonlyArray<BookingTransitionMatch & { why: string }> = [
  { event: 'guest.request', target: 'CREATED', why: 'A draft: the guest is writing it, the owner does not see it.' },
  {
    event: 'guest.request',
    target: 'CREATED_PRO',
    why: 'A draft: the guest is writing it, the owner does not see it.',
  },
  {
    event: 'guest.validate',
    target: 'VALIDATED',
    instant: true,
    why: 'An instant booking goes straight to payment on the same page; paying it is what both are told of.',
  },
  { event: 'timer.draft_expired', target: 'ABANDONED', why: 'A draft never sent: the owner never saw it.' },
  {
    event: 'timer.acceptance_expired',
    target: 'ABANDONED',
    why: 'An instant booking left unpaid on its payment page: the guest was there, the owner never saw it.',
  },
  {
    event: 'guest.cancel',
    target: 'CANCELLED_GUEST',
    from: DRAFTS,
    why: 'The guest deletes a draft the owner never saw, on the page that confirms it.',
  },
  {
    event: 'timer.trip_started',
    target: 'ONGOING',
    why: 'Guest and owner meet at the pick-up: there is nothing to act on.',
  },
]

const matches = (rule: BookingTransitionMatch, from: BookingStatus, event: string, target: string, instant: boolean) =>
  rule.event === event &&
  rule.target === target &&
  (rule.from === undefined || rule.from.includes(from)) &&
  (rule.instant === undefined || rule.instant === instant)

/** Who is told what for one status change; an empty list for a silent one. */
export function bookingNoticesFor(
  from: BookingStatus,
  event: string,
  target: BookingStatus,
  instant: boolean,
): BookingNotice[] {
  return bookingNotifications
    .filter((rule) => matches(rule, from, event, target, instant))
    .flatMap((rule) => rule.notify)
}

/** Whether a status change is declared silent (the test's other half of the table). */
export function isSilentBookingTransition(from: BookingStatus, event: string, target: BookingStatus, instant: boolean) {
  return silentBookingTransitions.some((rule) => matches(rule, from, event, target, instant))
}

/**
 * Reminders: not a status change but a moment before one. While a booking stays in one of `status`, each `notify` is
 * told once, `hoursBefore` its `anchor` (the pending answer's or payment's deadline, or the trip's first day, 00:00
 * UTC as the trip-start timer reads it). A reminder whose moment passed while the booking was elsewhere is not sent
 * late; once the anchor has passed the timer takes over.
 */
export interface BookingReminderRule {
  status: readonly BookingStatus[]
  /** Only instant bookings (true) or only requests (false); both when left out. */
  instant?: boolean
  anchor: 'deadline' | 'trip_start'
  hoursBefore: number
  notify: readonly BookingNotice[]
}

export const bookingReminders: readonly BookingReminderRule[] = [
  {
    status: ['VALIDATED'],
    instant: false,
    anchor: 'deadline',
    hoursBefore: 12,
    notify: [{ to: 'owner', kind: 'request_expiring' }],
  },
  // An instant booking's payment page has a deadline of minutes: the guest is on it.
  {
    status: ['ACCEPTED'],
    instant: false,
    anchor: 'deadline',
    hoursBefore: 12,
    notify: [{ to: 'guest', kind: 'payment_due_soon' }],
  },
  {
    status: ['TO_COME_NOT_PAID'],
    anchor: 'deadline',
    hoursBefore: 12,
    notify: [{ to: 'guest', kind: 'payment_due_soon' }],
  },
  {
    status: ['TO_COME'],
    anchor: 'trip_start',
    hoursBefore: 72,
    notify: [
      { to: 'guest', kind: 'trip_soon' },
      { to: 'owner', kind: 'trip_soon_owner' },
    ],
  },
]

export interface BookingReminderFacts {
  status: BookingStatus
  isInstant: boolean
  /** The pending answer's or payment's deadline, when there is one. */
  deadline: Date | null
  /** The trip's first day, yyyy-MM-dd. */
  dateFrom: string
}

export interface DueBookingReminder extends BookingNotice {
  /** When it falls due: `hoursBefore` its anchor. */
  at: Date
  /** The moment it reminds of; once passed, the reminder is moot. */
  anchor: Date
}

/** The reminders a booking in its present status has, each with its moment (sent or not, past or not). */
export function bookingRemindersOf(booking: BookingReminderFacts): DueBookingReminder[] {
  return bookingReminders
    .filter(
      (rule) =>
        rule.status.includes(booking.status) && (rule.instant === undefined || rule.instant === booking.isInstant),
    )
    .flatMap((rule) => {
      const anchor = rule.anchor === 'deadline' ? booking.deadline : new Date(`${booking.dateFrom}T00:00:00Z`)
      if (!anchor) return []
      const at = new Date(anchor.getTime() - rule.hoursBefore * 3_600_000)
      return rule.notify.map((notice) => ({ ...notice, at, anchor }))
    })
}

/** The reminders due at `now`: their moment has come and what they remind of has not happened yet. */
export const dueBookingReminders = (booking: BookingReminderFacts, now: Date) =>
  bookingRemindersOf(booking).filter((reminder) => reminder.at <= now && now < reminder.anchor)

/** The statuses that have reminders (what the reminders job looks at). */
export const REMINDER_STATUSES = [...new Set(bookingReminders.flatMap((rule) => rule.status))]
