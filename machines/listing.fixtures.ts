import { LIVE_LISTING_STATUSES } from '../src/domain/listing-progress'
import type { ListingStatus } from '../src/domain/listing-progress'
import type { CatalogueEntry } from './catalogue-entry'
import type { listingMachine, ListingInput } from './listing.machine'

type ListingEntry = CatalogueEntry<typeof listingMachine>

// A complete listing walks every transition; the incomplete case (guards refusing) is in listing.machine.test.ts.
export const listingInput: ListingInput = { complete: true }

export const listingEventFixtures: ListingEntry['events'] = [
  { type: 'owner.submit' },
  { type: 'owner.suspend' },
  { type: 'owner.reactivate' },
  { type: 'owner.delete' },
  { type: 'staff.approve' },
  { type: 'staff.refuse', reason: 'The pictures do not show the vehicle.' },
  { type: 'staff.unpublish', reason: 'Reported by guests.' },
  { type: 'staff.delete' },
  { type: 'system.calendar_ready' },
]

const status = (value: unknown) => value as ListingStatus

export const listingChecks: ListingEntry['checks'] = [
  {
    state: '*',
    description: 'only a complete listing can go to moderation or live',
    holds: (snapshot) =>
      snapshot.context.complete ||
      !(
        snapshot.can({ type: 'owner.submit' }) ||
        snapshot.can({ type: 'staff.approve' }) ||
        snapshot.can({ type: 'owner.reactivate' })
      ),
  },
  {
    state: '*',
    description: 'the owner can suspend exactly the live listings',
    holds: (snapshot) =>
      snapshot.can({ type: 'owner.suspend' }) === LIVE_LISTING_STATUSES.includes(status(snapshot.value)),
  },
  {
    state: '*',
    description: 'a deleted listing accepts no event',
    holds: (snapshot) => !['deleted', 'deleted_owner'].includes(status(snapshot.value)) || snapshot.status === 'done',
  },
]
