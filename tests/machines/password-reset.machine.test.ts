import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { passwordResetMachine, type PasswordResetFailure } from '../../machines/password-reset.machine'

function start(answer: () => Promise<void>) {
  const sent: Array<{ token: string; password: string }> = []
  const actor = createActor(
    passwordResetMachine.provide({
      actors: {
        resetPassword: fromPromise<void, { token: string; password: string }>(
          ({ input }) => (sent.push(input), answer()),
        ),
      },
    }),
    { input: { token: 'tok' } },
  ).start()
  return { actor, sent }
}

const submit = (password: string, confirmation = password) => ({ type: 'user.submit' as const, password, confirmation })

describe('password reset machine', () => {
  it('refuses two different passwords without calling the server', () => {
    const { actor, sent } = start(async () => {})
    actor.send(submit('a long passphrase 7', 'a long passphrase 8'))
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'mismatch' })
    expect(sent).toEqual([])
  })

  it('sends the password with the token and ends done', async () => {
    const { actor, sent } = start(async () => {})
    actor.send(submit('a long passphrase 7'))
    await waitFor(actor, (snapshot) => snapshot.matches('done'))
    expect(sent).toEqual([{ token: 'tok', password: 'a long passphrase 7' }])
  })

  it('keeps the form for a password the rules refuse, and stops for a dead link', async () => {
    const failures: unknown[] = [
      { kind: 'password', messages: ['Too short.'] },
      new Error('offline'),
      { kind: 'link_used' },
    ]
    const { actor } = start(async () => {
      throw failures.shift()
    })
    actor.send(submit('short'))
    await waitFor(actor, (snapshot) => snapshot.matches('editing') && snapshot.context.failure !== null)
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'password', messages: ['Too short.'] })
    actor.send(submit('a long passphrase 7'))
    await waitFor(actor, (snapshot) => snapshot.context.failure?.kind === 'unknown')
    actor.send(submit('a long passphrase 7'))
    await waitFor(actor, (snapshot) => snapshot.matches('linkDead'))
    expect(actor.getSnapshot().context.failure).toEqual<PasswordResetFailure>({ kind: 'link_used' })
  })
})
