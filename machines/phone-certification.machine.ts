import { assign, fromPromise, setup } from 'xstate'

/**
 * Certifying the profile's phone number (spec 1 §5, /3/certify-phone/): a code goes out by SMS, the user types it
 * back. A refused code (400) is the bad-code error `dashboard.account.certify_phone.form.error`; a new code can be
 * asked once the cooldown is over.
 */
export interface PhoneCertificationContext {
  code: string
  /** When the last code stops being valid (ISO), as the server answered. */
  expiresAt: string | null
  /** The code was refused (400): the bad-code error is shown. */
  badCode: boolean
  /** Sending or certifying failed otherwise (network, 5xx): a general error is shown. */
  failed: boolean
}

export type PhoneCertificationEvent =
  | { type: 'user.send' }
  | { type: 'user.edit'; code: string }
  | { type: 'user.submit' }
  | { type: 'cooldown.over' }

export interface CodeSent {
  expiresAt: string | null
}

/** What the certify actor rejects with when the server refuses the code. */
export const BAD_CODE = 'bad_code'

/** Seconds before another code may be asked: the SMS may simply be slow. */
export const RESEND_COOLDOWN_MS = 30_000

/** Placeholders until the page provides them: send a code; certify one (rejects with BAD_CODE on a 400). */
const sendCode = fromPromise<CodeSent>(async () => {
  throw new Error('phone certification machine: provide the sendCode actor')
})
const certify = fromPromise<void, { code: string }>(async () => {
  throw new Error('phone certification machine: provide the certify actor')
})

export const phoneCertificationMachine = setup({
  types: { context: {} as PhoneCertificationContext, events: {} as PhoneCertificationEvent },
  actors: { sendCode, certify },
  actions: {
    edit: assign({ code: ({ context, event }) => (event.type === 'user.edit' ? event.code : context.code), badCode: false }),
    clearErrors: assign({ badCode: false, failed: false }),
    setSent: assign({ expiresAt: ({ event }) => ('output' in event ? (event.output as CodeSent).expiresAt : null) }),
    setSendFailure: assign({ failed: true }),
    setCertifyFailure: assign(({ event }) => {
      const bad = 'error' in event && event.error === BAD_CODE
      return { badCode: bad, failed: !bad }
    }),
  },
  guards: {
    hasCode: ({ context }) => context.code.trim() !== '',
  },
  delays: { cooldown: RESEND_COOLDOWN_MS },
}).createMachine({
  id: 'phoneCertification',
  initial: 'idle',
  context: { code: '', expiresAt: null, badCode: false, failed: false },
  states: {
    idle: {
      on: { 'user.send': 'sending' },
    },
    sending: {
      entry: 'clearErrors',
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        onDone: { target: 'codeSent', actions: 'setSent' },
        onError: { target: 'sendFailed', actions: 'setSendFailure' },
      },
    },
    sendFailed: {
      on: { 'user.send': 'sending' },
    },
    codeSent: {
      type: 'parallel',
      states: {
        resend: {
          initial: 'coolingDown',
          states: {
            coolingDown: {
              after: { cooldown: 'available' },
              on: { 'cooldown.over': 'available' },
            },
            // A new code replaces the last one (its expiry comes with it).
            available: { on: { 'user.send': '#phoneCertification.sending' } },
          },
        },
        entry: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'user.edit': { actions: 'edit' },
                'user.submit': { guard: 'hasCode', target: 'certifying' },
              },
            },
            certifying: {
              entry: 'clearErrors',
              invoke: {
                id: 'certify',
                src: 'certify',
                input: ({ context }) => ({ code: context.code.trim() }),
                onDone: { target: '#phoneCertification.certified' },
                onError: { target: 'editing', actions: 'setCertifyFailure' },
              },
            },
          },
        },
      },
    },
    certified: { type: 'final' },
  },
})
