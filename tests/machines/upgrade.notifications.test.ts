import { describe, expect, it } from 'vitest'
import { transition } from 'xstate'
import { upgradeAt, upgradeMachine, type UpgradeEvent } from '../../machines/upgrade.machine'
import { silentUpgradeTransitions, upgradeNoticesFor, upgradeNotifications } from '../../machines/upgrade.notifications'
import { UPGRADE_KINDS, type UpgradeState } from '../../src/domain/booking-extras'

const STATES = Object.keys(upgradeMachine.config.states!) as UpgradeState[]
const EVENTS = upgradeMachine.events.map((type) => ({ type }) as UpgradeEvent)

function changes() {
  const made: Array<{ kind: (typeof UPGRADE_KINDS)[number]; from: UpgradeState; event: string; target: UpgradeState }> =
    []
  for (const kind of UPGRADE_KINDS)
    for (const from of STATES)
      for (const event of EVENTS) {
        const snapshot = upgradeAt(from, kind)
        if (!snapshot.can(event)) continue
        made.push({
          kind,
          from,
          event: event.type,
          target: transition(upgradeMachine, snapshot, event)[0].value as UpgradeState,
        })
      }
  return made
}

describe('upgrade notifications', () => {
  it('tell of every change of an upgrade of either kind, or say why nobody hears of it', () => {
    const all = changes()
    expect(all.length).toBe(UPGRADE_KINDS.length * 4)
    for (const change of all) {
      const told = upgradeNoticesFor(change.kind, change.event, change.target).length > 0
      const silent = silentUpgradeTransitions.some((rule) => rule.event === change.event)
      expect(told !== silent, `${change.kind}: ${change.from} --${change.event}--> ${change.target}`).toBe(true)
    }
  })

  it('tell both sides of a paid upgrade: the owner, who did not act, and the guest, who gets the receipt', () => {
    for (const rule of upgradeNotifications)
      expect(rule.notify.map((notice) => notice.to).sort(), rule.kind).toEqual(['guest', 'owner'])
  })

  it('declare only transitions the machine makes', () => {
    const all = changes()
    for (const rule of upgradeNotifications)
      expect(
        all.some((c) => c.kind === rule.kind && c.event === rule.event && c.target === rule.target),
        rule.kind,
      ).toBe(true)
  })
})
