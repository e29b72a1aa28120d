import { assign, fromPromise, setup } from 'xstate'

/**
 * Why choosing the new password failed: the link is dead (used or replaced, expired, unknown: only a new link
 * helps), the password breaks the rules (the server's messages; the link still works), or anything else.
 */
export type PasswordResetFailure =
  | { kind: 'link_used' | 'link_expired' | 'link_invalid' }
  | { kind: 'password'; messages: string[] }
  | { kind: 'mismatch' }
  | { kind: 'unknown' }

export interface PasswordResetContext {
  token: string
  failure: PasswordResetFailure | null
}

export type PasswordResetEvent = { type: 'user.submit'; password: string; confirmation: string }

const isFailure = (error: unknown): error is PasswordResetFailure =>
  typeof error === 'object' && error !== null && typeof (error as { kind?: unknown }).kind === 'string'

const failureOf = (error: unknown): PasswordResetFailure => (isFailure(error) ? error : { kind: 'unknown' })

const DEAD_LINK = new Set(['link_used', 'link_expired', 'link_invalid'])

/** Placeholder until the web app provides it: sends the new password with the link's token; rejects with a failure. */
const resetPassword = fromPromise<void, { token: string; password: string }>(async () => {
  throw new Error('password reset machine: provide the resetPassword actor')
})

/**
 * The page an emailed "Forgot password?" link opens: the new password twice, then the server ends every session
 * and starts a new one (done: the page goes to the account), or says the link is dead (nothing left to try there).
 */
export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as { token: string },
  },
  actors: { resetPassword },
  actions: {
    setFailure: assign({ failure: ({ event }) => failureOf('error' in event ? event.error : undefined) }),
    setMismatch: assign({ failure: { kind: 'mismatch' } as PasswordResetFailure }),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    mismatch: ({ event }) => event.type === 'user.submit' && event.password !== event.confirmation,
    deadLink: ({ event }) => 'error' in event && DEAD_LINK.has(failureOf(event.error).kind),
  },
}).createMachine({
  id: 'passwordReset',
  initial: 'editing',
  context: ({ input }) => ({ token: input.token, failure: null }),
  states: {
    editing: {
      on: {
        'user.submit': [
          { guard: 'mismatch', actions: 'setMismatch' },
          { target: 'submitting', actions: 'clearFailure' },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context, event }) => ({
          token: context.token,
          password: event.type === 'user.submit' ? event.password : '',
        }),
        onDone: { target: 'done' },
        onError: [
          { guard: 'deadLink', target: 'linkDead', actions: 'setFailure' },
          { target: 'editing', actions: 'setFailure' },
        ],
      },
    },
    /** The new password is set and the new session stored: the page leaves for the account. */
    done: { type: 'final' },
    /** Used, replaced, expired or unknown: the page offers to ask for a new link. */
    linkDead: { type: 'final' },
  },
})
