import { describe, expect, it } from 'vitest'
import { transition } from 'xstate'
import { listingEventFixtures } from '../../machines/listing.fixtures'
import { listingMachine, type ListingEvent } from '../../machines/listing.machine'
import { listingNoticeFor, listingNotifications, silentListingTransitions } from '../../machines/listing.notifications'
const LISTING_STATUSES = Object.keys(listingMachine.config.states!)

const SAMPLES = listingEventFixtures as readonly ListingEvent[]

/** Every status change the listing machine makes, complete or not. */
function statusChanges() {
  const changes: Array<{ from: string; event: string; target: string }> = []
  for (const from of LISTING_STATUSES)
    for (const complete of [false, true]) {
      const snapshot = listingMachine.resolveState({ value: from, context: { complete } })
      for (const event of SAMPLES) {
        if (!snapshot.can(event)) continue
        const [next] = transition(listingMachine, snapshot, event)
        if (next.value !== from) changes.push({ from, event: event.type, target: next.value as string })
      }
    }
  return changes
}

describe('listing notifications', () => {
  it('walks one of each event the machine knows', () => {
    expect(new Set(SAMPLES.map((event) => event.type))).toEqual(new Set(listingMachine.events))
  })

  it('tell the owner of every change staff make, and say why the others tell nobody', () => {
    const changes = statusChanges()
    expect(changes.length).toBeGreaterThan(15)
    for (const change of changes) {
      const told = listingNoticeFor(change.event, change.target) !== null
      const silent = silentListingTransitions.some((rule) => rule.event === change.event)
      expect(told !== silent, `${change.from} --${change.event}--> ${change.target}`).toBe(true)
      if (change.event.startsWith('staff.')) expect(told, change.event).toBe(true)
    }
  })

  it('declare only transitions the machine makes', () => {
    const changes = statusChanges()
    for (const rule of listingNotifications)
      expect(
        changes.some((c) => c.event === rule.event && c.target === rule.target),
        rule.kind,
      ).toBe(true)
    for (const rule of silentListingTransitions)
      expect(
        changes.some((c) => c.event === rule.event),
        rule.event,
      ).toBe(true)
  })
})
