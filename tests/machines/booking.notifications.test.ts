import { describe, expect, it } from 'vitest'
import { transition } from 'xstate'
import { bookingEventFixtures } from '../../machines/booking.fixtures'
import { bookingMachine, type BookingEvent } from '../../machines/booking.machine'
import {
  bookingNotifications,
  bookingNoticesFor,
  bookingReminders,
  bookingRemindersOf,
  dueBookingReminders,
  isSilentBookingTransition,
  silentBookingTransitions,
} from '../../machines/booking.notifications'
import { BOOKING_STATUSES, type BookingStatus } from '../../src/domain/booking-status'
import { nextBookingTimer } from '../../src/domain/booking-timers'
/** The catalogue's booking events: one of each, with each variant of the payload the guards read (no delays). */
const SAMPLES = bookingEventFixtures as readonly BookingEvent[]

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
  it('walks one of each event the machine knows (the catalogue’s fixtures)', () => {
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

describe('the booking reminders', () => {
  const deadline = new Date('2027-03-10T18:00:00Z')
  const facts = (status: BookingStatus, isInstant: boolean) => ({
    status,
    isInstant,
    deadline,
    dateFrom: '2027-03-20',
    dateTo: '2027-03-25',
    createdAt: new Date('2027-03-01T00:00:00Z'),
    ownerAcceptExpireOn: deadline,
  })

  it('remind of exactly the moment the status’s next timer acts: a reminder is never about something that does not come', () => {
    for (const status of BOOKING_STATUSES)
      for (const instant of [false, true]) {
        const timer = nextBookingTimer(facts(status, instant))
        for (const reminder of bookingRemindersOf(facts(status, instant))) {
          expect(timer, `${status} ${reminder.kind}`).not.toBeNull()
          expect(timer!.at).toEqual(reminder.anchor)
          expect(reminder.at < reminder.anchor).toBe(true)
          // The timer that follows is an expiry or a trip start, never a step the reminded person cannot prevent.
          expect(['timer.acceptance_expired', 'timer.trip_started']).toContain(timer!.event)
        }
      }
  })

  it('each remind somebody the status’s notices already know of', () => {
    for (const rule of bookingReminders) expect(rule.notify.length).toBeGreaterThan(0)
    const kinds = bookingReminders.flatMap((rule) => rule.notify.map((notice) => notice.kind))
    expect(new Set(kinds)).toEqual(new Set(['request_expiring', 'payment_due_soon', 'trip_soon', 'trip_soon_owner']))
  })

  it('fall due from their moment until what they remind of, not before and not after', () => {
    const request = facts('VALIDATED', false)
    const at = (hoursBefore: number) => new Date(deadline.getTime() - hoursBefore * 3_600_000)
    expect(dueBookingReminders(request, at(12.01))).toEqual([])
    expect(dueBookingReminders(request, at(12)).map((r) => [r.to, r.kind])).toEqual([['owner', 'request_expiring']])
    expect(dueBookingReminders(request, at(0.01))).toHaveLength(1)
    expect(dueBookingReminders(request, at(0))).toEqual([])
    // An instant booking's payment page is minutes long: no reminder.
    expect(bookingRemindersOf(facts('ACCEPTED', true))).toEqual([])
    expect(bookingRemindersOf(facts('ACCEPTED', false)).map((r) => r.to)).toEqual(['guest'])
  })
})
