import { describe, expect, it } from 'vitest'
import { createActor, transition } from 'xstate'
import { upgradeAt, upgradeMachine } from '../../machines/upgrade.machine'
import { UPGRADE_KINDS, UPGRADE_STATES } from '../../src/domain/booking-extras'

describe('upgrade machine', () => {
  it.each(UPGRADE_KINDS)(
    'has no owner step for %s: validate accepts, payment confirms, the guest may withdraw until paid',
    (kind) => {
      const events = ['guest.validate', 'guest.cancel', 'payment.succeeded'] as const
      const allowed = Object.fromEntries(
        UPGRADE_STATES.map((state) => [
          state,
          Object.fromEntries(
            events
              .filter((type) => upgradeAt(state, kind).can({ type }))
              .map((type) => [type, transition(upgradeMachine, upgradeAt(state, kind), { type })[0].value]),
          ),
        ]),
      )
      expect(allowed).toEqual({
        CREATED: { 'guest.validate': 'ACCEPTED', 'guest.cancel': 'CANCEL_GUEST' },
        ACCEPTED: { 'payment.succeeded': 'CONFIRMED', 'guest.cancel': 'CANCEL_GUEST' },
        CONFIRMED: {},
        CANCEL_GUEST: {},
      })
    },
  )

  it('says what a paid upgrade changes: a buy-back switches the insurance, a second driver is added; a withdrawn one nothing', () => {
    const paid = (kind: (typeof UPGRADE_KINDS)[number]) =>
      transition(upgradeMachine, upgradeAt('ACCEPTED', kind), { type: 'payment.succeeded' })[0].output
    expect(paid('buyback')).toEqual({ kind: 'buyback', effect: 'switch_insurance' })
    expect(paid('second_driver')).toEqual({ kind: 'second_driver', effect: 'add_second_driver' })
    expect(transition(upgradeMachine, upgradeAt('CREATED', 'buyback'), { type: 'guest.cancel' })[0].output).toBeNull()

    const actor = createActor(upgradeMachine, { input: { kind: 'buyback' } }).start()
    actor.send({ type: 'guest.validate' })
    actor.send({ type: 'payment.succeeded' })
    expect(actor.getSnapshot().output).toEqual({ kind: 'buyback', effect: 'switch_insurance' })
  })
})
