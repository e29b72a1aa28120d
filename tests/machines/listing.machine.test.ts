import { describe, expect, it } from 'vitest'
import { transition } from 'xstate'
import { listingMachine, listingSnapshot } from '../../machines/listing.machine'
import type { ListingEvent } from '../../machines/listing.machine'
import type { ListingStatus } from '../../src/domain/listing-progress'

const next = (status: ListingStatus, complete: boolean, event: ListingEvent) => {
  const snapshot = listingSnapshot(status, complete)
  return snapshot.can(event) ? transition(listingMachine, snapshot, event)[0].value : null
}

describe('listing machine', () => {
  it('refuses to submit, approve or reactivate an incomplete listing', () => {
    expect(next('created', false, { type: 'owner.submit' })).toBeNull()
    expect(next('unpublished', false, { type: 'owner.submit' })).toBeNull()
    expect(next('to_moderate', false, { type: 'staff.approve' })).toBeNull()
    expect(next('unpublished_owner', false, { type: 'owner.reactivate' })).toBeNull()
    expect(next('created', true, { type: 'owner.submit' })).toBe('to_moderate')
  })

  it('lets an incomplete listing still be refused, suspended or deleted', () => {
    expect(next('to_moderate', false, { type: 'staff.refuse', reason: 'blurry' })).toBe('unpublished')
    expect(next('published', false, { type: 'owner.suspend' })).toBe('unpublished_owner')
    expect(next('created', false, { type: 'owner.delete' })).toBe('deleted_owner')
  })

  it('walks moderation to a bookable listing, a suspension and a reactivation', () => {
    let snapshot = listingMachine.resolveState({ value: 'created', context: { complete: true } })
    const steps = [
      [{ type: 'owner.submit' }, 'to_moderate'],
      [{ type: 'staff.approve' }, 'published'],
      [{ type: 'system.calendar_ready' }, 'bookable'],
      [{ type: 'owner.suspend' }, 'unpublished_owner'],
      [{ type: 'owner.reactivate' }, 'published'],
    ] as const
    for (const [event, expected] of steps) {
      ;[snapshot] = transition(listingMachine, snapshot, event)
      expect(snapshot.value).toBe(expected)
    }
  })

  it('names the publication side effect for the server', () => {
    const [, actions] = transition(listingMachine, listingSnapshot('to_moderate', true), { type: 'staff.approve' })
    expect(actions.map((action) => action.type)).toEqual(['recordPublication'])
  })

  it('accepts nothing once deleted', () => {
    for (const status of ['deleted', 'deleted_owner'] as const) {
      expect(next(status, true, { type: 'owner.reactivate' })).toBeNull()
      expect(next(status, true, { type: 'owner.submit' })).toBeNull()
    }
  })
})
