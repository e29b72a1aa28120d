import type { CatalogueEntry } from './catalogue-entry'
import { BAD_CODE, type phoneCertificationMachine } from './phone-certification.machine'

type PhoneCertificationEntry = CatalogueEntry<typeof phoneCertificationMachine>

export const phoneCertificationEventFixtures: PhoneCertificationEntry['events'] = [
  { type: 'user.send' },
  { type: 'user.edit', code: '123456' },
  { type: 'user.edit', code: '' },
  { type: 'user.submit' },
  { type: 'cooldown.over' },
  { type: 'xstate.done.actor.sendCode', output: { expiresAt: '2026-11-22T10:10:00Z' } },
  { type: 'xstate.error.actor.sendCode', error: new Error('Network Error') },
  { type: 'xstate.done.actor.certify', output: undefined },
  { type: 'xstate.error.actor.certify', error: BAD_CODE },
  { type: 'xstate.error.actor.certify', error: new Error('Network Error') },
]

/** Paths tell states apart by state, whether a code is typed, and which error shows. */
export const serializePhoneCertificationState: NonNullable<PhoneCertificationEntry['serializeState']> = (snapshot) =>
  JSON.stringify([snapshot.value, snapshot.context.code !== '', snapshot.context.badCode, snapshot.context.failed])

export const phoneCertificationChecks: PhoneCertificationEntry['checks'] = [
  { state: 'codeSent', description: 'never both errors at once', holds: (snapshot) => !(snapshot.context.badCode && snapshot.context.failed) },
  { state: 'sendFailed', description: 'a sending failure is shown', holds: (snapshot) => snapshot.context.failed },
  { state: 'sending', description: 'no error while sending', holds: (snapshot) => !snapshot.context.badCode && !snapshot.context.failed },
  { state: 'certified', description: 'a code was typed', holds: (snapshot) => snapshot.context.code.trim() !== '' },
]
