import { describe, expect, it } from 'vitest'
import { transition } from 'xstate'
import { extensionAt, extensionMachine, type ExtensionEvent } from '../../machines/extension.machine'
import {
  extensionNoticesFor,
  extensionNotifications,
  silentExtensionTransitions,
} from '../../machines/extension.notifications'
import type { ExtensionState } from '../../src/domain/booking-extras'

const STATES = Object.keys(extensionMachine.config.states!) as ExtensionState[]
const EVENTS = extensionMachine.events.map((type) => ({ type }) as ExtensionEvent)

function changes() {
  const made: Array<{ from: ExtensionState; event: string; target: ExtensionState }> = []
  for (const from of STATES)
    for (const event of EVENTS) {
      const snapshot = extensionAt(from)
      if (!snapshot.can(event)) continue
      made.push({
        from,
        event: event.type,
        target: transition(extensionMachine, snapshot, event)[0].value as ExtensionState,
      })
    }
  return made
}

describe('extension notifications', () => {
  it('tell the other side of every change of an extension request, or say why nobody hears of it', () => {
    const all = changes()
    expect(all.length).toBeGreaterThanOrEqual(7)
    for (const change of all) {
      const told = extensionNoticesFor(change.from, change.event, change.target).length > 0
      const silent = silentExtensionTransitions.some(
        (rule) => rule.event === change.event && rule.from.includes(change.from),
      )
      expect(told !== silent, `${change.from} --${change.event}--> ${change.target}`).toBe(true)
    }
  })

  it('tell the side that did not act: the owner of what the guest does, the guest of what the owner decides', () => {
    for (const rule of extensionNotifications)
      for (const notice of rule.notify)
        expect(notice.to, rule.event).toBe(rule.event.startsWith('owner.') ? 'guest' : 'owner')
  })

  it('declare only transitions the machine makes', () => {
    const all = changes()
    for (const rule of extensionNotifications)
      expect(
        all.some((c) => c.event === rule.event && c.target === rule.target),
        rule.event,
      ).toBe(true)
  })
})
