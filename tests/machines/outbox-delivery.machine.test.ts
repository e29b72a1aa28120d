import { describe, expect, it } from 'vitest'
import { transition } from 'xstate'
import { outboxDeliveryMachine, outboxDeliverySnapshot } from '../../machines/outbox-delivery.machine'
import type { OutboxDeliveryEvent } from '../../machines/outbox-delivery.machine'

const claim: OutboxDeliveryEvent = { type: 'job.claim' }
const refused: OutboxDeliveryEvent = { type: 'provider.failed', error: '550 Mailbox unavailable' }

/** Claims and refuses a new row until the machine stops putting it back: the statuses it went through. */
function refuseEveryTry(maxAttempts: number) {
  let snapshot = outboxDeliverySnapshot({ status: 'pending', attempts: 0 }, maxAttempts)
  const seen: string[] = []
  while (snapshot.value === 'pending' && seen.length < 100) {
    ;[snapshot] = transition(outboxDeliveryMachine, snapshot, claim)
    ;[snapshot] = transition(outboxDeliveryMachine, snapshot, refused)
    seen.push(String(snapshot.value))
  }
  return { seen, attempts: snapshot.context.attempts }
}

describe('outbox delivery machine', () => {
  it('retries a refused row while tries are left and buries it after exactly maxAttempts tries', () => {
    for (const maxAttempts of [1, 2, 3, 5, 8]) {
      const { seen, attempts } = refuseEveryTry(maxAttempts)
      expect(attempts, `maxAttempts ${maxAttempts}`).toBe(maxAttempts)
      expect(seen, `maxAttempts ${maxAttempts}`).toEqual([...Array(maxAttempts - 1).fill('pending'), 'dead'])
    }
  })

  it('the guard reads the attempts of the stored row, counted at the claim', () => {
    const after = (attempts: number) =>
      transition(outboxDeliveryMachine, outboxDeliverySnapshot({ status: 'sending', attempts }, 3), refused)[0].value
    expect(after(2)).toBe('pending')
    expect(after(3)).toBe('dead')
    expect(after(4)).toBe('dead')
  })

  it('sends a claimed row and then takes nothing more', () => {
    const sending = outboxDeliverySnapshot({ status: 'sending', attempts: 1 }, 3)
    const [sent] = transition(outboxDeliveryMachine, sending, { type: 'provider.accepted' })
    expect(sent.value).toBe('sent')
    for (const event of [claim, refused, { type: 'job.interrupted' } as const])
      expect(sent.can(event), event.type).toBe(false)
  })

  it('claims only a pending row, and buries an interrupted send without retrying it', () => {
    for (const status of ['sending', 'sent', 'dead'] as const)
      expect(outboxDeliverySnapshot({ status, attempts: 1 }, 3).can(claim), status).toBe(false)
    const interrupted = transition(
      outboxDeliveryMachine,
      outboxDeliverySnapshot({ status: 'sending', attempts: 1 }, 3),
      { type: 'job.interrupted' },
    )[0]
    expect(interrupted.value).toBe('dead')
    expect(outboxDeliverySnapshot({ status: 'pending', attempts: 0 }, 3).can({ type: 'job.interrupted' })).toBe(false)
  })

  it('names the side effects for the server', () => {
    const actionsOf = (attempts: number, event: OutboxDeliveryEvent) =>
      transition(outboxDeliveryMachine, outboxDeliverySnapshot({ status: 'sending', attempts }, 3), event)[1].map(
        (action) => action.type,
      )
    expect(actionsOf(1, { type: 'provider.accepted' })).toEqual(['recordSent', 'forgetSecrets'])
    expect(actionsOf(1, refused)).toEqual(['recordError', 'scheduleRetry'])
    expect(actionsOf(3, refused)).toEqual(['recordError', 'forgetSecrets'])
    expect(actionsOf(1, { type: 'job.interrupted' })).toEqual(['recordInterruption'])
  })
})
