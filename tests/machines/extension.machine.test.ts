import { describe, expect, it } from 'vitest'
import { transition } from 'xstate'
import { extensionAt, extensionMachine } from '../../machines/extension.machine'
import type { ExtensionEvent } from '../../machines/extension.machine'
import { EXTENSION_STATES } from '../../src/domain/booking-extras'

const EXTENSION_EVENTS: ExtensionEvent['type'][] = [
  'guest.validate',
  'guest.cancel',
  'owner.accept',
  'owner.refuse',
  'payment.succeeded',
]

describe('extension machine (as the server uses it: a stored state and one event)', () => {
  it('allows exactly the spec transitions from each stored state', () => {
    const allowed = Object.fromEntries(
      EXTENSION_STATES.map((state) => [
        state,
        Object.fromEntries(
          EXTENSION_EVENTS.filter((type) => extensionAt(state).can({ type })).map((type) => [
            type,
            transition(extensionMachine, extensionAt(state), { type })[0].value,
          ]),
        ),
      ]),
    )
    expect(allowed).toEqual({
      CREATED: { 'guest.validate': 'GUEST_ASK', 'guest.cancel': 'CANCEL_GUEST' },
      GUEST_ASK: { 'owner.accept': 'ACCEPTED', 'owner.refuse': 'CANCEL_OWNER', 'guest.cancel': 'CANCEL_GUEST' },
      ACCEPTED: { 'payment.succeeded': 'CONFIRMED', 'guest.cancel': 'CANCEL_GUEST' },
      CONFIRMED: {},
      CANCEL_OWNER: {},
      CANCEL_GUEST: {},
    })
  })

  it('is payable only once the owner accepted', () => {
    expect(EXTENSION_STATES.filter((state) => extensionAt(state).can({ type: 'payment.succeeded' }))).toEqual([
      'ACCEPTED',
    ])
  })
})
