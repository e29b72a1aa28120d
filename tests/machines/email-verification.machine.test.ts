import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { emailVerificationMachine } from '../../machines/email-verification.machine'

function start(token: string, verify: () => Promise<void>, resend: () => Promise<void> = async () => {}) {
  const sent: string[] = []
  const actor = createActor(
    emailVerificationMachine.provide({
      actors: {
        verifyEmail: fromPromise<void, { token: string }>(({ input }) => (sent.push(input.token), verify())),
        resendEmail: fromPromise<void, void>(() => resend()),
      },
    }),
    { input: { token } },
  ).start()
  return { actor, sent }
}

describe('email verification machine', () => {
  it('sends the link’s token at once and ends verified', async () => {
    const { actor, sent } = start('tok', async () => {})
    await waitFor(actor, (snapshot) => snapshot.matches('verified'))
    expect(sent).toEqual(['tok'])
  })

  it('lets a failure that is not the link’s be tried again', async () => {
    const answers: Array<() => Promise<void>> = [
      async () => {
        throw new Error('offline')
      },
      async () => {},
    ]
    const { actor, sent } = start('tok', () => answers.shift()!())
    await waitFor(actor, (snapshot) => snapshot.matches('failed'))
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'unknown' })
    actor.send({ type: 'user.retry' })
    await waitFor(actor, (snapshot) => snapshot.matches('verified'))
    expect(sent).toEqual(['tok', 'tok'])
  })

  it('offers a new email for a dead link: refused when asked too often, then sent', async () => {
    const resends: unknown[] = [{ kind: 'rate_limited' }, undefined]
    const { actor } = start(
      'tok',
      async () => {
        throw { kind: 'link_expired' }
      },
      async () => {
        const next = resends.shift()
        if (next) throw next
      },
    )
    await waitFor(actor, (snapshot) => snapshot.matches('linkDead'))
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'link_expired' })
    actor.send({ type: 'user.resend' })
    await waitFor(actor, (snapshot) => snapshot.context.resendFailure !== null)
    expect(actor.getSnapshot().value).toBe('linkDead')
    expect(actor.getSnapshot().context.resendFailure).toEqual({ kind: 'rate_limited' })
    actor.send({ type: 'user.resend' })
    await waitFor(actor, (snapshot) => snapshot.matches('resent'))
  })

  it('ends verified when the address was verified meanwhile', async () => {
    const { actor } = start(
      'tok',
      async () => {
        throw { kind: 'link_used' }
      },
      async () => {
        throw { kind: 'already_verified' }
      },
    )
    await waitFor(actor, (snapshot) => snapshot.matches('linkDead'))
    actor.send({ type: 'user.resend' })
    await waitFor(actor, (snapshot) => snapshot.matches('verified'))
  })
})
