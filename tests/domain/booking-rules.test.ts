import { describe, expect, it } from 'vitest'
import {
  canCreateExtensions,
  displayState,
  guestCanRefuse,
  guestPermissions,
  isPayable,
  isUpdatable,
  metaState,
  metaStateFilter,
  metaStateFromFilter,
  ownerPermissions,
  summaryState,
} from '../../src/domain/booking-rules'
import type { BookingFacts } from '../../src/domain/booking-rules'
import { BOOKING_STATUSES } from '../../src/domain/booking-status'
import type { BookingStatus } from '../../src/domain/booking-status'

const today = '2027-06-01'
const now = new Date('2027-06-01T10:00:00Z')
const booking = (status: BookingStatus, extra: Partial<BookingFacts> = {}): BookingFacts => ({
  status,
  isInstant: false,
  dateFrom: '2027-07-01',
  dateTo: '2027-07-08',
  ...extra,
})
const statusesWhere = (rule: (b: BookingFacts) => boolean) => BOOKING_STATUSES.filter((status) => rule(booking(status)))

describe('booking rules (spec 2 §4)', () => {
  it('is payable when ACCEPTED or TO_COME_NOT_PAID, and an instant booking as soon as it is VALIDATED', () => {
    expect(statusesWhere(isPayable)).toEqual(['ACCEPTED', 'TO_COME_NOT_PAID'])
    expect(isPayable(booking('VALIDATED', { isInstant: true }))).toBe(true)
    expect(isPayable(booking('TO_COME', { isInstant: true }))).toBe(false)
  })

  it('is updatable when ABANDONED, ACCEPTED or instant VALIDATED, with extensions allowed and no emergency proof pending', () => {
    expect(statusesWhere((b) => isUpdatable(b, today))).toEqual(['ABANDONED', 'ACCEPTED'])
    expect(isUpdatable(booking('VALIDATED', { isInstant: true }), today)).toBe(true)
    expect(isUpdatable(booking('ACCEPTED', { emergencyProofInValidation: true }), today)).toBe(false)
    // A booking whose dates are past can no longer get extensions, hence no update either.
    expect(canCreateExtensions(booking('ACCEPTED', { dateFrom: '2027-05-01', dateTo: '2027-05-05' }), today)).toBe(
      false,
    )
    expect(isUpdatable(booking('ACCEPTED', { dateFrom: '2027-05-01', dateTo: '2027-05-05' }), today)).toBe(false)
  })

  it('lets the guest refuse when VALIDATED, ACCEPTED or TO_COME_NOT_PAID', () => {
    expect(statusesWhere(guestCanRefuse)).toEqual(['VALIDATED', 'ACCEPTED', 'TO_COME_NOT_PAID'])
  })

  it('groups bookings into meta states from each side', () => {
    const guest = (b: BookingFacts) => metaState(b, 'guest', now)
    expect(statusesWhere((b) => guest(b) === 'todo')).toEqual([
      'CREATED',
      'CREATED_PRO',
      'ABANDONED',
      'ACCEPTED',
      'TO_COME_NOT_PAID',
    ])
    expect(statusesWhere((b) => guest(b) === 'waiting')).toEqual(['VALIDATED'])
    expect(statusesWhere((b) => guest(b) === 'confirmed')).toEqual(['ONGOING', 'TO_COME'])
    expect(statusesWhere((b) => guest(b) === 'archived')).toEqual([
      'ACCEPTED_EXP',
      'DONE',
      'CANCELLED_STAFF',
      'CANCELLED_GUEST',
      'CANCELLED_OWNER',
      'CANCELLED_BOTH',
    ])
    expect(guest(booking('VALIDATED', { isInstant: true }))).toBe('todo')
    expect(guest(booking('ACCEPTED', { snoozedUntil: '2027-06-02T00:00:00Z' }))).toBe('waiting')
    expect(guest(booking('ACCEPTED', { snoozedUntil: '2027-05-31T00:00:00Z' }))).toBe('todo')
    const owner = (b: BookingFacts) => metaState(b, 'owner', now)
    expect(statusesWhere((b) => owner(b) === 'todo')).toEqual(['VALIDATED'])
    expect(owner(booking('VALIDATED', { isInstant: true }))).toBe('waiting')
  })

  it('spells the list filters upper-cased, todo as TO_DO', () => {
    expect(metaStateFilter('todo')).toBe('TO_DO')
    expect(metaStateFilter('archived')).toBe('ARCHIVED')
    expect(metaStateFromFilter('TO_DO')).toBe('todo')
    expect(metaStateFromFilter('WAITING')).toBe('waiting')
  })

  it('gives the summary state, a warning first', () => {
    const summary = (b: BookingFacts) => summaryState(b, metaState(b, 'guest', now))
    expect(statusesWhere((b) => summary(b) === 'PENDING')).toEqual(['VALIDATED', 'ACCEPTED', 'TO_COME_NOT_PAID'])
    expect(statusesWhere((b) => summary(b) === 'CONFIRMED')).toEqual(['ONGOING', 'TO_COME'])
    expect(summary(booking('TO_COME', { emergencyProofInValidation: true }))).toBe('WARNING')
    expect(summary(booking('CANCELLED_OWNER', { ownerCancellationDocumentInValidation: true }))).toBe('WARNING')
    expect(summary(booking('DONE', { externalRefundProcedure: true }))).toBe('WARNING')
    expect(summary(booking('CANCELLED_GUEST'))).toBe('DONE')
    expect(summaryState(booking('CREATED'), 'confirmed')).toBe('CONFIRMED')
  })

  it('derives the display state of a trip to come from its dates', () => {
    expect(displayState(booking('TO_COME'), today, false)).toBe('TO_COME')
    expect(displayState(booking('TO_COME'), today, true)).toBe('DONE')
    expect(displayState(booking('TO_COME'), '2027-07-01', false)).toBe('ONGOING')
    expect(displayState(booking('TO_COME'), '2027-07-08', false)).toBe('FINISHED')
    expect(displayState(booking('ACCEPTED'), '2027-07-08', false)).toBe('ACCEPTED')
  })

  it('gives the guest and owner permissions', () => {
    expect(guestPermissions(booking('ACCEPTED'), today, now)).toEqual({
      can_snooze: true,
      can_cancel: true,
      can_refuse: true,
      can_validate: false,
      can_pay: true,
      can_update: true,
      can_create_extensions: true,
      is_buyback_available: true,
      is_rental_cover_available: true,
    })
    const ongoing = guestPermissions(booking('ONGOING', { dateFrom: '2027-05-30' }), today, now)
    expect(ongoing).toMatchObject({
      can_cancel: false,
      can_pay: false,
      can_create_extensions: true,
      is_buyback_available: false,
    })
    expect(guestPermissions(booking('CANCELLED_GUEST'), today, now).can_create_extensions).toBe(false)
    expect(guestPermissions(booking('CREATED'), today, now)).toMatchObject({ can_validate: true, can_refuse: false })
    expect(ownerPermissions(booking('VALIDATED'))).toEqual({ can_accept: true, can_refuse: true, can_cancel: false })
    expect(ownerPermissions(booking('VALIDATED', { isInstant: true }))).toEqual({
      can_accept: false,
      can_refuse: false,
      can_cancel: false,
    })
    expect(ownerPermissions(booking('TO_COME'))).toEqual({ can_accept: false, can_refuse: false, can_cancel: true })
  })
})
