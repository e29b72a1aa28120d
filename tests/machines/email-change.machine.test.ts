import { describe, expect, it } from 'vitest'
import { initialTransition, transition } from 'xstate'
import { emailChangeMachine, type EmailChangeEvent } from '../../machines/email-change.machine'

const after = (...events: EmailChangeEvent[]) =>
  events.reduce(
    (snapshot, event) => transition(emailChangeMachine, snapshot, event)[0],
    initialTransition(emailChangeMachine)[0],
  )

describe('email change machine', () => {
  it('starts pending and ends confirmed when the link is opened', () => {
    expect(after().value).toBe('pending')
    expect(after({ type: 'user.confirm' }).value).toBe('confirmed')
  })

  it('ends cancelled when cancelled or replaced by a newer link, expired when the clock says so', () => {
    expect(after({ type: 'user.cancel' }).value).toBe('cancelled')
    expect(after({ type: 'user.replace' }).value).toBe('cancelled')
    expect(after({ type: 'clock.expire' }).value).toBe('expired')
  })

  it('never reopens an ended change: a used, cancelled or expired link stays so', () => {
    expect(after({ type: 'user.confirm' }, { type: 'user.cancel' }).value).toBe('confirmed')
    expect(after({ type: 'user.cancel' }, { type: 'user.confirm' }).value).toBe('cancelled')
    expect(after({ type: 'clock.expire' }, { type: 'user.confirm' }).value).toBe('expired')
  })
})
