import { assign, fromPromise, setup } from 'xstate'

/** Why the emailed link did not verify the address: it is dead (used or replaced, expired, unknown), or anything else. */
export type EmailVerificationFailure = { kind: 'link_used' | 'link_expired' | 'link_invalid' } | { kind: 'unknown' }

/** Why a new link could not be sent: too many lately, nothing left to prove, or anything else. */
export type EmailResendFailure = { kind: 'rate_limited' | 'already_verified' | 'unknown' }

export interface EmailVerificationContext {
  token: string
  failure: EmailVerificationFailure | null
  resendFailure: EmailResendFailure | null
}

export type EmailVerificationEvent = { type: 'user.retry' } | { type: 'user.resend' }

const DEAD_LINK = new Set(['link_used', 'link_expired', 'link_invalid'])
const RESEND_KINDS = new Set(['rate_limited', 'already_verified'])

const kindOf = (error: unknown) =>
  typeof error === 'object' && error !== null && typeof (error as { kind?: unknown }).kind === 'string'
    ? (error as { kind: string }).kind
    : 'unknown'

const failureOf = (error: unknown): EmailVerificationFailure => {
  const kind = kindOf(error)
  return DEAD_LINK.has(kind) ? ({ kind } as EmailVerificationFailure) : { kind: 'unknown' }
}

const resendFailureOf = (error: unknown): EmailResendFailure => {
  const kind = kindOf(error)
  return RESEND_KINDS.has(kind) ? ({ kind } as EmailResendFailure) : { kind: 'unknown' }
}

/** Placeholders until the web app provides them: each rejects with a failure. */
const verifyEmail = fromPromise<void, { token: string }>(async () => {
  throw new Error('email verification machine: provide the verifyEmail actor')
})
const resendEmail = fromPromise<void, void>(async () => {
  throw new Error('email verification machine: provide the resendEmail actor')
})

/**
 * The page an emailed "Confirm my address" link opens: it sends the link's token at once. Verified ends it; a dead
 * link says why and, to a signed-in user, offers a new email (sent: the page tells to look in the mailbox); anything
 * else can be tried again.
 */
export const emailVerificationMachine = setup({
  types: {
    context: {} as EmailVerificationContext,
    events: {} as EmailVerificationEvent,
    input: {} as { token: string },
  },
  actors: { verifyEmail, resendEmail },
  actions: {
    setFailure: assign({ failure: ({ event }) => failureOf('error' in event ? event.error : undefined) }),
    clearFailure: assign({ failure: null }),
    setResendFailure: assign({
      resendFailure: ({ event }) => resendFailureOf('error' in event ? event.error : undefined),
    }),
    clearResendFailure: assign({ resendFailure: null }),
  },
  guards: {
    deadLink: ({ event }) => 'error' in event && DEAD_LINK.has(kindOf(event.error)),
    alreadyVerified: ({ event }) => 'error' in event && kindOf(event.error) === 'already_verified',
  },
}).createMachine({
  id: 'emailVerification',
  initial: 'verifying',
  context: ({ input }) => ({ token: input.token, failure: null, resendFailure: null }),
  states: {
    verifying: {
      invoke: {
        id: 'verifyEmail',
        src: 'verifyEmail',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'verified' },
        onError: [
          { guard: 'deadLink', target: 'linkDead', actions: 'setFailure' },
          { target: 'failed', actions: 'setFailure' },
        ],
      },
    },
    /** The server could not be reached or answered oddly: the link may still work. */
    failed: { on: { 'user.retry': { target: 'verifying', actions: 'clearFailure' } } },
    /** Used, replaced, expired or unknown: a new email is the way on (signed-in users ask for it here). */
    linkDead: { on: { 'user.resend': { target: 'resending', actions: 'clearResendFailure' } } },
    resending: {
      invoke: {
        id: 'resendEmail',
        src: 'resendEmail',
        onDone: { target: 'resent' },
        onError: [
          // The address was verified meanwhile (an earlier link, another tab): nothing left to do.
          { guard: 'alreadyVerified', target: 'verified' },
          { target: 'linkDead', actions: 'setResendFailure' },
        ],
      },
    },
    verified: { type: 'final' },
    /** A new link is on its way: the page says to look in the mailbox. */
    resent: { type: 'final' },
  },
})
