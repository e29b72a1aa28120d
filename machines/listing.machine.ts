import { setup } from 'xstate'
import type { ListingStatus } from '../src/domain/listing-progress'

/**
 * One listing's life (spec 2 §4 Listing status). Each status is a state.
 *
 * created → owner.submit (only when complete) → to_moderate → staff.approve (complete) → published, or
 * staff.refuse { reason } → unpublished (the owner fixes it and submits again). published → system.calendar_ready →
 * bookable (its availabilities are loaded). The owner suspends (owner.suspend, DELETE with soft) → unpublished_owner
 * and reactivates (owner.reactivate, POST update; complete only) → published; owner.delete → deleted_owner. Staff may
 * take a live listing down (staff.unpublish → unpublished) or delete any listing (staff.delete → deleted).
 *
 * `complete` is the listing's progress (src/domain/listing-progress.ts), computed by whoever asks: an incomplete camper
 * can neither be submitted, approved nor reactivated. Side effects are named actions the server provides.
 */
export interface ListingContext {
  complete: boolean
}

export interface ListingInput {
  complete: boolean
}

export type ListingEvent =
  | { type: 'owner.submit' }
  | { type: 'owner.suspend' }
  | { type: 'owner.reactivate' }
  /** Spec 2 §9: the owner says why (a listing deletion reason, with a comment for "other"). */
  | { type: 'owner.delete'; reason?: string; comment?: string }
  | { type: 'staff.approve' }
  | { type: 'staff.refuse'; reason: string }
  | { type: 'staff.unpublish'; reason: string }
  | { type: 'staff.delete' }
  | { type: 'system.calendar_ready' }

export type ListingEventType = ListingEvent['type']

const noop = () => {}

const ownerDelete = { target: 'deleted_owner' } as const
const staffDelete = { target: 'deleted' } as const
const staffUnpublish = { target: 'unpublished' } as const
const suspend = { target: 'unpublished_owner' } as const

export const listingMachine = setup({
  types: { context: {} as ListingContext, events: {} as ListingEvent, input: {} as ListingInput },
  actions: {
    /** The listing went live: the server stamps published_at the first time. */
    recordPublication: noop,
  },
  guards: {
    isComplete: ({ context }) => context.complete,
  },
}).createMachine({
  id: 'listing',
  initial: 'created',
  context: ({ input }) => ({ complete: input.complete }),
  states: {
    created: {
      on: {
        'owner.submit': { guard: 'isComplete', target: 'to_moderate' },
        'owner.delete': ownerDelete,
        'staff.delete': staffDelete,
      },
    },
    to_moderate: {
      on: {
        'staff.approve': { guard: 'isComplete', target: 'published', actions: 'recordPublication' },
        'staff.refuse': { target: 'unpublished' },
        'owner.delete': ownerDelete,
        'staff.delete': staffDelete,
      },
    },
    published: {
      on: {
        'system.calendar_ready': { target: 'bookable' },
        'owner.suspend': suspend,
        'owner.delete': ownerDelete,
        'staff.unpublish': staffUnpublish,
        'staff.delete': staffDelete,
      },
    },
    bookable: {
      on: {
        'owner.suspend': suspend,
        'owner.delete': ownerDelete,
        'staff.unpublish': staffUnpublish,
        'staff.delete': staffDelete,
      },
    },
    unpublished_owner: {
      on: {
        'owner.reactivate': { guard: 'isComplete', target: 'published', actions: 'recordPublication' },
        'owner.delete': ownerDelete,
        'staff.delete': staffDelete,
      },
    },
    unpublished: {
      on: {
        'owner.submit': { guard: 'isComplete', target: 'to_moderate' },
        'owner.delete': ownerDelete,
        'staff.delete': staffDelete,
      },
    },
    deleted_owner: { type: 'final' },
    deleted: { type: 'final' },
  },
})

/** A listing in `status` whose progress is `complete`, as the machine sees it. */
export const listingSnapshot = (status: ListingStatus, complete: boolean) =>
  listingMachine.resolveState({ value: status, context: { complete } })
