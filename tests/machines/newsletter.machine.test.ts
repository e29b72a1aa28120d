import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { newsletterMachine } from '../../machines/newsletter.machine'

function start(answer: (email: string) => Promise<void>) {
  const sent: string[] = []
  const actor = createActor(
    newsletterMachine.provide({
      actors: {
        subscribe: fromPromise<void, { email: string }>(({ input }) => (sent.push(input.email), answer(input.email))),
      },
    }),
  ).start()
  return { actor, sent }
}

describe('newsletter machine', () => {
  it('sends the trimmed address and ends subscribed', async () => {
    const { actor, sent } = start(async () => {})
    actor.send({ type: 'user.submit' })
    expect(actor.getSnapshot().value).toBe('editing')
    actor.send({ type: 'user.edit', email: '  ada@example.com ' })
    actor.send({ type: 'user.submit' })
    await waitFor(actor, (snapshot) => snapshot.matches('subscribed'))
    expect(sent).toEqual(['ada@example.com'])
  })

  it('shows the family failure, anything else as unknown, and clears it on edit', async () => {
    const failures = ['email_already_exists', new Error('boom')]
    const { actor } = start(async () => {
      throw failures.shift()
    })
    actor.send({ type: 'user.edit', email: 'ada@example.com' })
    actor.send({ type: 'user.submit' })
    await waitFor(actor, (snapshot) => snapshot.matches('failed'))
    expect(actor.getSnapshot().context.failure).toBe('email_already_exists')
    actor.send({ type: 'user.submit' })
    await waitFor(actor, (snapshot) => snapshot.matches('failed') && snapshot.context.failure === 'unknown')
    actor.send({ type: 'user.edit', email: 'ada@example.org' })
    expect(actor.getSnapshot().context).toEqual({ email: 'ada@example.org', failure: null })
  })
})
