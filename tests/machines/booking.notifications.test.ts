import { describe, expect, it } from 'vitest'
import { transition } from 'xstate'
import type { BookingEvent } from '../../machines/booking.machine'
import { bookingMachine } from '../../machines/booking.machine'
import {
  bookingNotifications,
  bookingNoticesFor,
  isSilentBookingTransition,
  silentBookingTransitions,
} from '../../machines/booking.notifications'
import { BOOKING_STATUSES, type BookingStatus } from '../../src/domain/booking-status'

/** One of each event the machine knows, with each variant of the payload its guards read. */
const SAMPLES: BookingEvent[] = [
  { type: 'guest.request', instant: false, pro: false },
  { type: 'guest.request', instant: true, pro: false },
  { type: 'guest.request', instant: false, pro: true },
  { type: 'guest.validate' },
  { type: 'guest.snooze' },
  { type: 'guest.cancel', reason: 'other' },
  { type: 'owner.accept' },
  { type: 'owner.refuse', reason: 'date' },
  { type: 'owner.cancel', reason: 'date' },
  { type: 'staff.cancel', both: false },
  { type: 'staff.cancel', both: true },
  { type: 'payment.succeeded' },
  { type: 'payment.deferred' },
  { type: 'timer.draft_expired' },
  { type: 'timer.acceptance_expired' },
  { type: 'timer.trip_started' },
  { type: 'timer.trip_ended' },
]

interface StatusChange {
  from: BookingStatus
  event: string
  target: BookingStatus
  instant: boolean
}

/** Every status change the machine makes: from each state, for each kind of booking, for each event. */
function statusChanges(): StatusChange[] {
  const changes: StatusChange[] = []
  for (const from of ['new', ...BOOKING_STATUSES] as const) {
    for (const instant of [false, true]) {
      const snapshot = bookingMachine.resolveState({ value: from, context: { isInstant: instant } })
      for (const event of SAMPLES) {
        if (!snapshot.can(event)) continue
        const [next] = transition(bookingMachine, snapshot, event)
        const target = next.value as BookingStatus
        // A draft's first status has no "from" a person saw; the snooze changes no status.
        if (target === from) continue
        changes.push({ from: from === 'new' ? 'CREATED' : from, event: event.type, target, instant })
      }
    }
  }
  return changes
}

const describeChange = (change: StatusChange) =>
  `${change.from} --${change.event}--> ${change.target}${change.instant ? ' (instant)' : ''}`

describe('booking notifications', () => {
  it('has a sample of every event the machine knows', () => {
    expect(new Set(SAMPLES.map((event) => event.type))).toEqual(new Set(bookingMachine.events))
  })

  it('tells someone of every status change, or says why it tells nobody, never both', () => {
    const changes = statusChanges()
    expect(changes.length).toBeGreaterThan(30)
    for (const change of changes) {
      const notices = bookingNoticesFor(change.from, change.event, change.target, change.instant)
      const silent = isSilentBookingTransition(change.from, change.event, change.target, change.instant)
      expect(notices.length > 0 !== silent, describeChange(change)).toBe(true)
    }
  })

  it('declares only transitions the machine makes', () => {
    const changes = statusChanges()
    for (const rule of [...bookingNotifications, ...silentBookingTransitions]) {
      const made = changes.some(
        (change) =>
          change.event === rule.event &&
          change.target === rule.target &&
          (rule.from === undefined || rule.from.includes(change.from)) &&
          (rule.instant === undefined || rule.instant === change.instant),
      )
      expect(made, `${rule.event} → ${rule.target}`).toBe(true)
    }
  })

  it('tells each person once per change', () => {
    for (const change of statusChanges()) {
      const notices = bookingNoticesFor(change.from, change.event, change.target, change.instant)
      const recipients = notices.map((notice) => notice.to)
      expect(new Set(recipients).size, describeChange(change)).toBe(recipients.length)
    }
  })

  it('tells the owner of a request, and the guest that the owner accepted', () => {
    expect(bookingNoticesFor('CREATED', 'guest.validate', 'VALIDATED', false)).toEqual([
      { to: 'owner', kind: 'request_received' },
      { to: 'guest', kind: 'request_sent' },
    ])
    expect(bookingNoticesFor('VALIDATED', 'owner.accept', 'ACCEPTED', false)).toEqual([
      { to: 'guest', kind: 'accepted' },
    ])
    expect(bookingNoticesFor('VALIDATED', 'payment.succeeded', 'TO_COME', true)).toEqual([
      { to: 'guest', kind: 'booking_confirmed' },
      { to: 'owner', kind: 'instant_booked' },
    ])
  })
})
