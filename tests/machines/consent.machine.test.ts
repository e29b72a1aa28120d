import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { consentMachine, restoredConsent } from '../../machines/consent.machine'
import { consentAtStart } from '../../src/domain/consent'
import type { ConsentChoice } from '../../src/domain/consent'

function start(stored?: ConsentChoice) {
  const persisted: ConsentChoice[] = []
  const machine = consentMachine.provide({ actions: { persistChoice: (_, choice) => void persisted.push(choice) } })
  const actor = createActor(machine, stored ? { snapshot: restoredConsent(stored) } : {}).start()
  return { actor, persisted, value: () => actor.getSnapshot().value, saved: () => actor.getSnapshot().context.saved }
}

describe('consent machine', () => {
  it('asks a first visitor and keeps "accept all" or "refuse all" at once', () => {
    const accept = start()
    expect(accept.value()).toBe('undecided')
    accept.actor.send({ type: 'user.acceptAll' })
    expect([accept.value(), accept.saved(), accept.persisted]).toEqual([
      'decided',
      { analytics: true, marketing: true },
      [{ analytics: true, marketing: true }],
    ])

    const refuse = start()
    refuse.actor.send({ type: 'user.refuseAll' })
    expect(refuse.persisted).toEqual([{ analytics: false, marketing: false }])
  })

  it('saves a customised choice only on save, starting from everything off', () => {
    const { actor, persisted, value, saved } = start()
    actor.send({ type: 'user.customise' })
    expect(actor.getSnapshot().context.draft).toEqual({ analytics: false, marketing: false })
    actor.send({ type: 'user.toggle', category: 'analytics', enabled: true })
    expect(persisted).toEqual([])
    actor.send({ type: 'user.save' })
    expect([value(), saved(), persisted]).toEqual([
      'decided',
      { analytics: true, marketing: false },
      [{ analytics: true, marketing: false }],
    ])
  })

  it('closing the dialog changes nothing: undecided visitors see the banner again', () => {
    const first = start()
    first.actor.send({ type: 'user.customise' })
    first.actor.send({ type: 'user.toggle', category: 'marketing', enabled: true })
    first.actor.send({ type: 'user.close' })
    expect([first.value(), first.saved(), first.persisted]).toEqual(['undecided', null, []])

    const back = start({ analytics: true, marketing: false })
    back.actor.send({ type: 'user.openPreferences' })
    expect(back.actor.getSnapshot().context.draft).toEqual({ analytics: true, marketing: false })
    back.actor.send({ type: 'user.toggle', category: 'analytics', enabled: false })
    back.actor.send({ type: 'user.close' })
    expect([back.value(), back.saved(), back.persisted]).toEqual(['decided', { analytics: true, marketing: false }, []])
  })

  it('a returning visitor starts decided and can change their mind', () => {
    const persist = vi.fn()
    const actor = createActor(consentMachine.provide({ actions: { persistChoice: (_, choice) => persist(choice) } }), {
      snapshot: restoredConsent({ analytics: false, marketing: false }),
    }).start()
    expect(actor.getSnapshot().value).toBe('decided')
    actor.send({ type: 'user.openPreferences' })
    actor.send({ type: 'user.acceptAll' })
    expect(persist).toHaveBeenCalledWith({ analytics: true, marketing: true })
  })

  it('starts where the site shows it before the machine runs (consentAtStart)', () => {
    for (const stored of [undefined, { analytics: true, marketing: false }]) {
      const { value, saved } = start(stored)
      expect(consentAtStart(stored ?? null)).toEqual({ value: value(), saved: saved() })
    }
  })
})
