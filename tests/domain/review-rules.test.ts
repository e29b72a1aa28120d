import { describe, expect, it } from 'vitest'
import {
  EMPTY_REVIEW_DRAFT,
  isReviewStepComplete,
  nextReviewStep,
  parseReviewStep,
  regroupReviewNeeded,
  reviewDeadline,
  reviewFormId,
  reviewRefusal,
  reviewSideOf,
  MAX_REVIEW_PHOTO_BYTES,
  reviewPhotoProblem,
} from '../../src/domain/review-rules'

const now = new Date('2026-11-21T12:00:00Z')

describe('review rules', () => {
  it('knows the side of each party and nobody else', () => {
    expect(reviewSideOf(2, { guestId: 2, ownerId: 3 })).toBe('guest')
    expect(reviewSideOf(3, { guestId: 2, ownerId: 3 })).toBe('owner')
    expect(reviewSideOf(4, { guestId: 2, ownerId: 3 })).toBeNull()
  })

  it('lets a party review a finished booking once, within 14 days of its end', () => {
    const base = { side: 'guest' as const, status: 'DONE', dateTo: '2026-11-20', alreadyReviewed: false, now }
    expect(reviewRefusal(base)).toBeNull()
    expect(reviewRefusal({ ...base, side: null })).toBe('not_a_party')
    expect(reviewRefusal({ ...base, status: 'ONGOING' })).toBe('booking_not_finished')
    expect(reviewRefusal({ ...base, alreadyReviewed: true })).toBe('already_reviewed')
    expect(reviewDeadline('2026-11-07').toISOString()).toBe('2026-11-21T00:00:00.000Z')
    expect(reviewRefusal({ ...base, dateTo: '2026-11-07' })).toBe('review_window_closed')
    expect(reviewRefusal({ ...base, dateTo: '2026-11-08' })).toBeNull()
  })

  it('accepts only numeric form ids and known steps, and walks the steps in order', () => {
    expect(reviewFormId('31')).toBe(31)
    for (const raw of ['abc', '0', '-1', '1.5', '31a', '99999999999', undefined]) expect(reviewFormId(raw)).toBeNull()
    expect(parseReviewStep('guest', 'owner-private')).toBe('owner-private')
    expect(parseReviewStep('owner', 'owner-private')).toBeNull()
    expect(nextReviewStep('guest', 'owner')).toBe('owner-private')
    expect(nextReviewStep('owner', 'end')).toBe('guest')
    expect(nextReviewStep('owner', 'guest')).toBeNull()
  })

  it('completes a step only with what it asks for', () => {
    expect(isReviewStepComplete('booking', { ...EMPTY_REVIEW_DRAFT, rating: 4 })).toBe(false)
    expect(isReviewStepComplete('booking', { ...EMPTY_REVIEW_DRAFT, rating: 4, comment: ' ok ' })).toBe(true)
    expect(isReviewStepComplete('end', EMPTY_REVIEW_DRAFT)).toBe(false)
    expect(isReviewStepComplete('guest', { ...EMPTY_REVIEW_DRAFT, targetRating: 1 })).toBe(true)
    expect(isReviewStepComplete('owner-private', EMPTY_REVIEW_DRAFT)).toBe(true)
  })

  it('regroups a reviews-needed row into dates with hours and the two parties', () => {
    expect(
      regroupReviewNeeded({
        booking_id: 31,
        camper_id: 42,
        camper_title: 'Van',
        author_type: 'owner',
        date_from: '2026-11-10',
        hour_from: 9,
        date_to: '2026-11-14',
        hour_to: 20,
        guest_id: 2,
        guest_first_name: 'Lena',
        guest_picture: null,
        owner_id: 3,
        owner_first_name: 'Oscar',
        owner_picture: '/a.svg',
        review_deadline: '2026-11-28T00:00:00.000Z',
      }),
    ).toEqual({
      bookingId: 31,
      camperId: 42,
      camperTitle: 'Van',
      side: 'owner',
      dateTimeFrom: '2026-11-10T09:00:00',
      dateTimeTo: '2026-11-14T20:00:00',
      guest: { id: 2, firstName: 'Lena', picture: null },
      owner: { id: 3, firstName: 'Oscar', picture: '/a.svg' },
      deadline: '2026-11-28T00:00:00.000Z',
    })
  })

  it('accepts a JPEG, PNG or WebP photo of 1 byte to 5 MB, as the server does', () => {
    expect(reviewPhotoProblem({ type: 'image/jpeg', size: 1 })).toBeNull()
    expect(reviewPhotoProblem({ type: 'image/webp', size: MAX_REVIEW_PHOTO_BYTES })).toBeNull()
    expect(reviewPhotoProblem({ type: 'image/png', size: MAX_REVIEW_PHOTO_BYTES + 1 })).toBe('size')
    expect(reviewPhotoProblem({ type: 'image/png', size: 0 })).toBe('size')
    expect(reviewPhotoProblem({ type: 'image/gif', size: 10 })).toBe('type')
    expect(reviewPhotoProblem({ type: '', size: 10 })).toBe('type')
  })
})
