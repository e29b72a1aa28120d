// Spec 2 §9: why an owner deletes a listing, and when a listing may not be deleted.
import { FINAL_BOOKING_STATUSES, DRAFT_BOOKING_STATUSES } from './booking-rules'
import { BOOKING_STATUSES } from './booking-status'
import type { BookingStatus } from './booking-status'

/** Spec 2 §9 listing deletion reasons. */
export const LISTING_DELETION_REASONS = [
  'double_listing',
  'sold',
  'wants_to_sell',
  'vehicle_broken',
  'not_enough_bookings',
  'disagrees_with_site',
  'bad_experience',
  'personal_use',
  'other',
] as const
export type ListingDeletionReason = (typeof LISTING_DELETION_REASONS)[number]

export const isListingDeletionReason = (value: string): value is ListingDeletionReason =>
  (LISTING_DELETION_REASONS as readonly string[]).includes(value)

/** The longest comment kept with a deletion. */
export const DELETION_COMMENT_MAX = 1000

export interface ListingDeletionInput {
  reason?: string | null
  comment?: string | null
}

/** Field → messages for a deletion the owner may not send; empty when it is fine ("other" needs a comment). */
export function listingDeletionErrors({ reason, comment }: ListingDeletionInput): Record<string, string[]> {
  if (!reason) return { reason: ['Say why you delete this camper.'] }
  if (!isListingDeletionReason(reason)) return { reason: [`"${reason}" is not a valid choice.`] }
  const text = comment?.trim() ?? ''
  if (reason === 'other' && !text) return { comment: ['Tell us in a few words why you delete this camper.'] }
  if (text.length > DELETION_COMMENT_MAX)
    return { comment: [`Ensure this field has no more than ${DELETION_COMMENT_MAX} characters.`] }
  return {}
}

/**
 * A booking that still binds the camper: a request sent and not answered, accepted, or a trip to come or under way.
 * Drafts the owner never saw and bookings that are over do not keep a listing alive.
 */
export const bookingBlocksListingDeletion = (status: BookingStatus) =>
  !(FINAL_BOOKING_STATUSES as readonly string[]).includes(status) &&
  !(DRAFT_BOOKING_STATUSES as readonly string[]).includes(status)

/** The statuses of bookings that keep a listing from being deleted. */
export const DELETION_BLOCKING_STATUSES: readonly BookingStatus[] =
  BOOKING_STATUSES.filter(bookingBlocksListingDeletion)
