import type { ListingStatus } from '../src/domain/listing-progress'
import type { ListingEventType } from './listing.machine'

/**
 * Who is told what when a listing changes status (listing.machine.ts): the owner, of what staff decided. A transition
 * the owner made on the page, or one that follows another at once, is in `silentListingTransitions` with why; a test
 * checks that every transition of the machine is in exactly one of the two lists.
 */
export const LISTING_NOTIFICATION_KINDS = [
  'listing_approved',
  'listing_refused',
  'listing_unpublished',
  'listing_deleted',
] as const

export type ListingNotificationKind = (typeof LISTING_NOTIFICATION_KINDS)[number]

export interface ListingNotificationRule {
  event: ListingEventType
  target: ListingStatus
  kind: ListingNotificationKind
}

export const listingNotifications: readonly ListingNotificationRule[] = [
  { event: 'staff.approve', target: 'published', kind: 'listing_approved' },
  { event: 'staff.refuse', target: 'unpublished', kind: 'listing_refused' },
  { event: 'staff.unpublish', target: 'unpublished', kind: 'listing_unpublished' },
  { event: 'staff.delete', target: 'deleted', kind: 'listing_deleted' },
]

export const silentListingTransitions: ReadonlyArray<{ event: ListingEventType; why: string }> = [
  { event: 'owner.submit', why: 'The owner sends it on the page, which says it waits for moderation.' },
  { event: 'owner.suspend', why: 'The owner takes it down on the page that confirms it.' },
  { event: 'owner.reactivate', why: 'The owner puts it back on the page that confirms it.' },
  { event: 'owner.delete', why: 'The owner deletes it on the page that confirms it.' },
  {
    event: 'system.calendar_ready',
    why: 'Follows the approval in the same step: the approval is what the owner is told of.',
  },
]

/** What the owner is told of one status change, or null for a silent one. */
export const listingNoticeFor = (event: string, target: string): ListingNotificationKind | null =>
  listingNotifications.find((rule) => rule.event === event && rule.target === target)?.kind ?? null
