import { describe, expect, it } from 'vitest'
import { bookingBlocksListingDeletion, listingDeletionErrors } from '../../src/domain/listing-deletion'

describe('listing deletion rules', () => {
  it('needs one of the spec reasons, and a comment for "other"', () => {
    expect(listingDeletionErrors({})).toHaveProperty('reason')
    expect(listingDeletionErrors({ reason: 'bored' })).toHaveProperty('reason')
    expect(listingDeletionErrors({ reason: 'other', comment: '   ' })).toHaveProperty('comment')
    expect(listingDeletionErrors({ reason: 'other', comment: 'Moving abroad' })).toEqual({})
    expect(listingDeletionErrors({ reason: 'sold' })).toEqual({})
  })

  it('is blocked by sent, accepted and ongoing bookings, not by drafts or finished ones', () => {
    for (const status of ['VALIDATED', 'ACCEPTED', 'TO_COME_NOT_PAID', 'TO_COME', 'ONGOING'] as const)
      expect(bookingBlocksListingDeletion(status), status).toBe(true)
    for (const status of ['CREATED', 'ABANDONED', 'DONE', 'CANCELLED_GUEST', 'ACCEPTED_EXP'] as const)
      expect(bookingBlocksListingDeletion(status), status).toBe(false)
  })
})
