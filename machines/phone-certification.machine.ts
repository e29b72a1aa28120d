import { assign, fromPromise, setup } from 'xstate'

/**
 * Certifying the profile's phone number (spec 1 §5, /3/certify-phone/): a code goes out by SMS, the user types it
 * back. A refused code (400) is the bad-code error `dashboard.account.certify_phone.form.error`, shown with the
 * server's own words (expired, tries left); a new code can be asked once the cooldown is over.
 */
export interface PhoneCertificationContext {
  code: string
  /** When the last code stops being valid (ISO), as the server answered. */
  expiresAt: string | null
  /** The code was refused (400): the bad-code error is shown. */
  badCode: boolean
  /** Sending or certifying failed otherwise (network, 5xx): a general error is shown. */
  failed: boolean
  /** Whether the last send sent a new SMS (false: the last code, still valid, was sent a moment ago). */
  sentNow: boolean
  /** The server's own words about the last failure (the bad code's detail, a field message); may be empty. */
  messages: string[]
}

export type PhoneCertificationEvent =
  { type: 'user.send' } | { type: 'user.edit'; code: string } | { type: 'user.submit' } | { type: 'cooldown.over' }

export interface CodeSent {
  expiresAt: string | null
  sentNow: boolean
}

/** What the actors reject with when the server answered: a refused code is `badCode`; `messages` are its words. */
export interface PhoneCertificationFailure {
  badCode: boolean
  messages: string[]
}

/** The failure an actor rejected with; anything else (a network error) is a failure without the server's words. */
function failureOf(error: unknown): PhoneCertificationFailure {
  if (
    typeof error === 'object' &&
    error !== null &&
    'badCode' in error &&
    'messages' in error &&
    Array.isArray(error.messages)
  ) {
    return {
      badCode: error.badCode === true,
      messages: error.messages.filter((message) => typeof message === 'string'),
    }
  }
  return { badCode: false, messages: [] }
}

/** Seconds before another code may be asked: the SMS may simply be slow. */
export const RESEND_COOLDOWN_MS = 30_000

/** Placeholders until the page provides them: send a code; certify one (rejects with a PhoneCertificationFailure). */
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
    edit: assign({
      code: ({ context, event }) => (event.type === 'user.edit' ? event.code : context.code),
      badCode: false,
      messages: [],
    }),
    clearErrors: assign({ badCode: false, failed: false, messages: [] }),
    setSent: assign(({ event }) => {
      const sent = 'output' in event ? (event.output as CodeSent) : null
      return { expiresAt: sent?.expiresAt ?? null, sentNow: sent?.sentNow ?? false }
    }),
    setSendFailure: assign(({ event }) => ({
      failed: true,
      messages: failureOf('error' in event ? event.error : null).messages,
    })),
    setCertifyFailure: assign(({ event }) => {
      const failure = failureOf('error' in event ? event.error : null)
      return { badCode: failure.badCode, failed: !failure.badCode, messages: failure.messages }
    }),
  },
  guards: {
    hasCode: ({ context }) => context.code.trim() !== '',
  },
  delays: { cooldown: RESEND_COOLDOWN_MS },
}).createMachine({
  id: 'phoneCertification',
  initial: 'idle',
  context: { code: '', expiresAt: null, badCode: false, failed: false, sentNow: false, messages: [] },
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
