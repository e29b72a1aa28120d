import { describe, expect, it } from 'vitest'
import { transition } from 'xstate'
import { bookingMachine, bookingSnapshot } from '../../machines/booking.machine'
import {
  guestCanCancel,
  guestCanValidate,
  ownerCanCancel,
  ownerPermissions,
  staffCanCancel,
} from '../../src/domain/booking-rules'
import { BOOKING_STATUSES } from '../../src/domain/booking-status'

const kinds = [false, true]

describe('booking machine', () => {
  it('accepts each action exactly where the rules allow it, for every status', () => {
    for (const status of BOOKING_STATUSES) {
      for (const isInstant of kinds) {
        const snapshot = bookingSnapshot(status, isInstant)
        const facts = { status, isInstant }
        const where = `${status}${isInstant ? ' (instant)' : ''}`
        expect(snapshot.can({ type: 'guest.cancel', reason: 'other' }), where).toBe(guestCanCancel(facts))
        expect(snapshot.can({ type: 'guest.validate' }), where).toBe(guestCanValidate(facts))
        expect(snapshot.can({ type: 'owner.accept' }), where).toBe(
          ownerPermissions({ ...facts, dateFrom: '', dateTo: '' }).can_accept,
        )
        expect(snapshot.can({ type: 'owner.refuse', reason: 'date' }), where).toBe(
          ownerPermissions({ ...facts, dateFrom: '', dateTo: '' }).can_refuse,
        )
        expect(snapshot.can({ type: 'owner.cancel', reason: 'date' }), where).toBe(ownerCanCancel(facts))
        expect(snapshot.can({ type: 'staff.cancel', both: false }), where).toBe(staffCanCancel(facts))
      }
    }
  })

  it('walks a regular request to a finished trip', () => {
    const steps = [
      [{ type: 'guest.request', instant: false, pro: false }, 'CREATED'],
      [{ type: 'guest.validate' }, 'VALIDATED'],
      [{ type: 'owner.accept' }, 'ACCEPTED'],
      [{ type: 'payment.succeeded' }, 'TO_COME'],
      [{ type: 'timer.trip_started' }, 'ONGOING'],
      [{ type: 'timer.trip_ended' }, 'DONE'],
    ] as const
    let snapshot = bookingMachine.resolveState({ value: 'new', context: { isInstant: false } })
    for (const [event, expected] of steps) {
      ;[snapshot] = transition(bookingMachine, snapshot, event)
      expect(snapshot.value).toBe(expected)
    }
  })

  it('books instantly: payable once validated, back to ABANDONED when left unpaid', () => {
    const [created] = transition(bookingMachine, bookingSnapshot('CREATED', false), { type: 'guest.validate' })
    expect(created.can({ type: 'payment.succeeded' })).toBe(false)
    const [validated] = transition(bookingMachine, bookingSnapshot('CREATED', true), { type: 'guest.validate' })
    expect(validated.value).toBe('VALIDATED')
    expect(validated.can({ type: 'payment.succeeded' })).toBe(true)
    expect(transition(bookingMachine, validated, { type: 'timer.acceptance_expired' })[0].value).toBe('ABANDONED')
    expect(
      transition(bookingMachine, bookingSnapshot('VALIDATED', false), { type: 'timer.acceptance_expired' })[0].value,
    ).toBe('ACCEPTED_EXP')
  })

  it('returns the named side effects for the server to run', () => {
    const [next, actions] = transition(bookingMachine, bookingSnapshot('ACCEPTED', false), {
      type: 'guest.cancel',
      reason: 'casualty',
    })
    expect(next.value).toBe('CANCELLED_GUEST')
    expect(actions.map((action) => action.type)).toEqual(['recordCancellation'])
    const [both] = transition(bookingMachine, bookingSnapshot('TO_COME', false), { type: 'staff.cancel', both: true })
    expect(both.value).toBe('CANCELLED_BOTH')
  })
})
