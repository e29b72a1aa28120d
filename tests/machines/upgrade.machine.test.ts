import { describe, expect, it } from 'vitest'
import { transition } from 'xstate'
import { upgradeAt, upgradeMachine } from '../../machines/upgrade.machine'
import { UPGRADE_STATES } from '../../src/domain/booking-extras'

describe('upgrade machine', () => {
  it('has no owner step: validate accepts, payment confirms, the guest may withdraw until paid', () => {
    const events = ['guest.validate', 'guest.cancel', 'payment.succeeded'] as const
    const allowed = Object.fromEntries(
      UPGRADE_STATES.map((state) => [
        state,
        Object.fromEntries(events.filter((type) => upgradeAt(state).can({ type })).map((type) => [type, transition(upgradeMachine, upgradeAt(state), { type })[0].value])),
      ]),
    )
    expect(allowed).toEqual({
      CREATED: { 'guest.validate': 'ACCEPTED', 'guest.cancel': 'CANCEL_GUEST' },
      ACCEPTED: { 'payment.succeeded': 'CONFIRMED', 'guest.cancel': 'CANCEL_GUEST' },
      CONFIRMED: {},
      CANCEL_GUEST: {},
    })
  })
})
