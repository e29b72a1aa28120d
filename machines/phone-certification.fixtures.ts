import type { CatalogueEntry } from './catalogue-entry'
import type { phoneCertificationMachine, PhoneCertificationFailure } from './phone-certification.machine'

type PhoneCertificationEntry = CatalogueEntry<typeof phoneCertificationMachine>

export const phoneCertificationEventFixtures: PhoneCertificationEntry['events'] = [
  { type: 'user.send' },
  { type: 'user.edit', code: '123456' },
  { type: 'user.edit', code: '' },
  { type: 'user.submit' },
  { type: 'cooldown.over' },
  { type: 'xstate.done.actor.sendCode', output: { expiresAt: '2026-11-22T10:10:00Z', sentNow: true } },
  { type: 'xstate.error.actor.sendCode', error: new Error('Network Error') },
  {
    type: 'xstate.error.actor.sendCode',
    error: {
      badCode: false,
      messages: ['Add a phone number to your profile first.'],
    } satisfies PhoneCertificationFailure,
  },
  { type: 'xstate.done.actor.certify', output: undefined },
  {
    type: 'xstate.error.actor.certify',
    error: { badCode: true, messages: ['This code is not valid. 4 tries left.'] } satisfies PhoneCertificationFailure,
  },
  { type: 'xstate.error.actor.certify', error: new Error('Network Error') },
]

/** Paths tell states apart by state, whether a code is typed, and which error shows. */
export const serializePhoneCertificationState: NonNullable<PhoneCertificationEntry['serializeState']> = (snapshot) =>
  JSON.stringify([snapshot.value, snapshot.context.code !== '', snapshot.context.badCode, snapshot.context.failed])

export const phoneCertificationChecks: PhoneCertificationEntry['checks'] = [
  {
    state: 'codeSent',
    description: 'never both errors at once',
    holds: (snapshot) => !(snapshot.context.badCode && snapshot.context.failed),
  },
  { state: 'sendFailed', description: 'a sending failure is shown', holds: (snapshot) => snapshot.context.failed },
  {
    state: 'sending',
    description: 'no error while sending',
    holds: (snapshot) =>
      !snapshot.context.badCode && !snapshot.context.failed && snapshot.context.messages.length === 0,
  },
  {
    state: 'idle',
    description: 'no server words before any failure',
    holds: (snapshot) => snapshot.context.messages.length === 0,
  },
  { state: 'certified', description: 'a code was typed', holds: (snapshot) => snapshot.context.code.trim() !== '' },
]
