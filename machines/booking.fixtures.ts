import { FINAL_BOOKING_STATUSES, isPayable } from '../src/domain/booking-rules'
import type { BookingStatus } from '../src/domain/booking-status'
import type { CatalogueEntry } from './catalogue-entry'
import type { bookingMachine } from './booking.machine'

type BookingEntry = CatalogueEntry<typeof bookingMachine>

export const bookingEventFixtures: BookingEntry['events'] = [
  { type: 'guest.request', instant: false, pro: false },
  { type: 'guest.request', instant: true, pro: false },
  { type: 'guest.request', instant: false, pro: true },
  { type: 'guest.validate' },
  { type: 'guest.snooze' },
  { type: 'guest.cancel', reason: 'cancel_holidays' },
  { type: 'owner.accept' },
  { type: 'owner.refuse', reason: 'date' },
  { type: 'owner.cancel', reason: 'vehicle_down' },
  { type: 'staff.cancel', both: false },
  { type: 'staff.cancel', both: true },
  { type: 'payment.succeeded' },
  { type: 'payment.deferred' },
  { type: 'timer.draft_expired' },
  { type: 'timer.acceptance_expired' },
  { type: 'timer.trip_started' },
  { type: 'timer.trip_ended' },
]

const status = (value: unknown) => value as BookingStatus

export const bookingChecks: BookingEntry['checks'] = [
  {
    state: '*',
    description: 'a final status accepts no event',
    holds: (snapshot) =>
      !(FINAL_BOOKING_STATUSES as readonly string[]).includes(String(snapshot.value)) || snapshot.status === 'done',
  },
  {
    state: '*',
    description: 'payment is accepted exactly where the booking is payable',
    holds: (snapshot) =>
      snapshot.value === 'new' ||
      snapshot.can({ type: 'payment.succeeded' }) ===
        isPayable({ status: status(snapshot.value), isInstant: snapshot.context.isInstant }),
  },
  {
    state: 'VALIDATED',
    description: 'only a regular request waits for the owner',
    holds: (snapshot) => snapshot.can({ type: 'owner.accept' }) === !snapshot.context.isInstant,
  },
]
