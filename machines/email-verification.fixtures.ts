import type { CatalogueEntry } from './catalogue-entry'
import type { emailVerificationMachine } from './email-verification.machine'

type EmailVerificationEntry = CatalogueEntry<typeof emailVerificationMachine>

export const emailVerificationInput = { token: 'a-link-token' }

export const emailVerificationEventFixtures: EmailVerificationEntry['events'] = [
  { type: 'xstate.done.actor.verifyEmail', output: undefined },
  { type: 'xstate.error.actor.verifyEmail', error: { kind: 'link_used' } },
  { type: 'xstate.error.actor.verifyEmail', error: { kind: 'link_expired' } },
  { type: 'xstate.error.actor.verifyEmail', error: new Error('Network Error') },
  { type: 'user.retry' },
  { type: 'user.resend' },
  { type: 'xstate.done.actor.resendEmail', output: undefined },
  { type: 'xstate.error.actor.resendEmail', error: { kind: 'rate_limited' } },
  { type: 'xstate.error.actor.resendEmail', error: { kind: 'already_verified' } },
]

/** Paths tell states apart by state and the kinds of failure shown. */
export const serializeEmailVerificationState: NonNullable<EmailVerificationEntry['serializeState']> = (snapshot) =>
  JSON.stringify([snapshot.value, snapshot.context.failure?.kind ?? null, snapshot.context.resendFailure?.kind ?? null])

const DEAD = ['link_used', 'link_expired', 'link_invalid']

export const emailVerificationChecks: EmailVerificationEntry['checks'] = [
  {
    state: 'linkDead',
    description: 'says why the link no longer works',
    holds: (snapshot) => DEAD.includes(snapshot.context.failure?.kind ?? ''),
  },
  {
    state: 'failed',
    description: 'a link that may still work is never shown as dead',
    holds: (snapshot) => snapshot.context.failure?.kind === 'unknown',
  },
  {
    state: 'verifying',
    description: 'the link’s token is being sent, with no failure shown',
    holds: (snapshot) => snapshot.context.failure === null && snapshot.children.verifyEmail !== undefined,
  },
  {
    state: 'resending',
    description: 'a new email is being asked for, the last refusal cleared',
    holds: (snapshot) => snapshot.context.resendFailure === null && snapshot.children.resendEmail !== undefined,
  },
  {
    state: 'resent',
    description: 'the new email went without a refusal',
    holds: (snapshot) => snapshot.context.resendFailure === null,
  },
]
