import type { CatalogueEntry } from './catalogue-entry'
import type { passwordResetMachine } from './password-reset.machine'

type PasswordResetEntry = CatalogueEntry<typeof passwordResetMachine>

export const passwordResetInput = { token: 'a-link-token' }

export const passwordResetEventFixtures: PasswordResetEntry['events'] = [
  { type: 'user.submit', password: 'a long passphrase 7', confirmation: 'a long passphrase 7' },
  { type: 'user.submit', password: 'a long passphrase 7', confirmation: 'a long passphrase 8' },
  { type: 'xstate.done.actor.resetPassword', output: undefined },
  { type: 'xstate.error.actor.resetPassword', error: { kind: 'link_used' } },
  { type: 'xstate.error.actor.resetPassword', error: { kind: 'link_expired' } },
  { type: 'xstate.error.actor.resetPassword', error: { kind: 'password', messages: ['This password is too short.'] } },
  { type: 'xstate.error.actor.resetPassword', error: new Error('Network Error') },
]

/** Paths tell states apart by state and the kind of failure shown. */
export const serializePasswordResetState: NonNullable<PasswordResetEntry['serializeState']> = (snapshot) =>
  JSON.stringify([snapshot.value, snapshot.context.failure?.kind ?? null])

export const passwordResetChecks: PasswordResetEntry['checks'] = [
  {
    state: 'linkDead',
    description: 'says why the link no longer works',
    holds: (snapshot) => ['link_used', 'link_expired', 'link_invalid'].includes(snapshot.context.failure?.kind ?? ''),
  },
  { state: 'done', description: 'no failure is shown', holds: (snapshot) => snapshot.context.failure === null },
  {
    state: 'submitting',
    description: 'the password is being sent with the link’s token',
    holds: (snapshot) => snapshot.context.failure === null && snapshot.children.resetPassword !== undefined,
  },
  {
    state: 'editing',
    description: 'a dead link is never shown as a fixable form error',
    holds: (snapshot) => !['link_used', 'link_expired', 'link_invalid'].includes(snapshot.context.failure?.kind ?? ''),
  },
]
