import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { phoneCertificationMachine, RESEND_COOLDOWN_MS } from '../../machines/phone-certification.machine'
import type { CodeSent, PhoneCertificationFailure } from '../../machines/phone-certification.machine'

function start(certifyAnswer: (code: string) => Promise<void>) {
  const tried: string[] = []
  let sends = 0
  const actor = createActor(
    phoneCertificationMachine.provide({
      actors: {
        sendCode: fromPromise<CodeSent>(async () => ({
          expiresAt: `2026-11-22T10:0${++sends}:00Z`,
          sentNow: sends === 1,
        })),
        certify: fromPromise<void, { code: string }>(
          ({ input }) => (tried.push(input.code), certifyAnswer(input.code)),
        ),
      },
    }),
  ).start()
  return { actor, tried, sends: () => sends }
}

describe('phone certification machine', () => {
  it('sends a code, refuses a bad one with the bad-code error, certifies the right one', async () => {
    const { actor, tried } = start(async (code) => {
      if (code !== '123456')
        throw { badCode: true, messages: ['This code is not valid. 4 tries left.'] } satisfies PhoneCertificationFailure
    })
    actor.send({ type: 'user.send' })
    await waitFor(actor, (snapshot) => snapshot.matches({ codeSent: { entry: 'editing' } }))
    expect(actor.getSnapshot().context).toMatchObject({ expiresAt: '2026-11-22T10:01:00Z', sentNow: true })
    actor.send({ type: 'user.submit' })
    expect(tried).toEqual([])
    actor.send({ type: 'user.edit', code: ' 000000 ' })
    actor.send({ type: 'user.submit' })
    await waitFor(actor, (snapshot) => snapshot.context.badCode)
    expect(actor.getSnapshot().context).toMatchObject({
      failed: false,
      messages: ['This code is not valid. 4 tries left.'],
    })
    actor.send({ type: 'user.edit', code: '123456' })
    expect(actor.getSnapshot().context).toMatchObject({ badCode: false, messages: [] })
    actor.send({ type: 'user.submit' })
    await waitFor(actor, (snapshot) => snapshot.matches('certified'))
    expect(tried).toEqual(['000000', '123456'])
  })

  it('offers a new code only after the cooldown, and reports other failures apart from a bad code', async () => {
    vi.useFakeTimers()
    try {
      const { actor, sends } = start(async () => {
        throw new Error('Network Error')
      })
      actor.send({ type: 'user.send' })
      await vi.waitFor(() => expect(actor.getSnapshot().matches({ codeSent: { resend: 'coolingDown' } })).toBe(true))
      actor.send({ type: 'user.send' })
      expect(sends()).toBe(1)
      vi.advanceTimersByTime(RESEND_COOLDOWN_MS)
      expect(actor.getSnapshot().matches({ codeSent: { resend: 'available' } })).toBe(true)
      actor.send({ type: 'user.edit', code: '111111' })
      actor.send({ type: 'user.submit' })
      await vi.waitFor(() =>
        expect(actor.getSnapshot().context).toMatchObject({ failed: true, badCode: false, messages: [] }),
      )
      actor.send({ type: 'user.send' })
      await vi.waitFor(() =>
        expect(actor.getSnapshot().context).toMatchObject({ expiresAt: '2026-11-22T10:02:00Z', sentNow: false }),
      )
      expect(sends()).toBe(2)
    } finally {
      vi.useRealTimers()
    }
  })
})
