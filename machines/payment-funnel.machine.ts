import { assign, fromPromise, setup } from 'xstate'

/**
 * The payment of a booking (or of an extension or upgrade) as the guest lives it (spec 2 §2, §4):
 * idle → preparation (payment data and card registration) → execution (the confirm call) →
 * finalization (the provider's final answer for the transaction) → synchronisation (the booking
 * shows the payment) → completed. Execution may need a redirect first (3-D Secure challenge or a
 * wallet's hosted page; the funnel resumes on payment.returned) or a confirmation in a mobile app
 * (awaitingMobileConfirmation, then mobileConfirmed). Every failure lands in `failed` with the
 * provider's or API's code; the guest retries or goes back to choose another method. Every route of
 * the funnel renders one of these states. The side effects are placeholders the web app provides.
 */

/** Spec 2 §4 plan refund: whether cancelling now still gets the guest's money back. */
export type PlanRefund = 'ON_TIME' | 'TOO_LATE'

/** What the confirm call answers: paid at once (frictionless), a redirect to follow, or a mobile confirmation. */
export type ConfirmOutcome =
  | { kind: 'succeeded'; transactionId: string }
  | { kind: 'redirect'; redirectUrl: string }
  | { kind: 'mobileConfirmation'; paymentId: string }

export interface PaymentFunnelInput {
  bookingId: number
  /** The refund plan the guest sees before paying (GET .../refund/). */
  planRefund: PlanRefund
}

export interface PaymentFunnelContext extends PaymentFunnelInput {
  /** Spec 2 §9 payment method: card, card_2, cred_4, paypal, mbway, ... */
  method: string | null
  /** One per try: the Idempotency-Key of a retry differs, a replayed request keeps its own. */
  attempt: number
  paymentId: string | null
  redirectUrl: string | null
  transactionId: string | null
  /** The code of the last failure (MPG_CARD_EXPIRED, BOOKING_ALREADY_PAID, ...), null while none. */
  errorCode: string | null
}

export type PaymentFunnelEvent =
  | { type: 'user.pay'; method: string }
  | { type: 'user.retry' }
  | { type: 'user.back' }
  /** The redirect came back (payment-callback route); the provider's transactionId is in its query. */
  | { type: 'payment.returned'; transactionId?: string | null }

/** A return without transactionId (spec 2 §5: instant payment return needs transactionId). */
export const MISSING_TRANSACTION_ID = 'MISSING_TRANSACTION_ID'
/** Failures that carry no code of ours (a network error, a bug) show the referential's default text. */
export const UNKNOWN_PAYMENT_ERROR = 'default'

/** The code of a failure: a string code, or an object's `code` (the API client's normalised errors carry `codes`). */
export function paymentErrorCode(error: unknown): string {
  if (typeof error === 'string' && error !== '') return error
  if (typeof error === 'object' && error !== null) {
    const { code, codes } = error as { code?: unknown; codes?: unknown }
    if (typeof code === 'string' && code !== '') return code
    if (Array.isArray(codes) && typeof codes[0] === 'string') return codes[0]
  }
  return UNKNOWN_PAYMENT_ERROR
}

interface StepInput {
  bookingId: number
  method: string
  attempt: number
}

/** Placeholder, provided by the web app: loads the payment data and registers the card; resolves with a payment id when there is one. */
const prepare = fromPromise<{ paymentId: string | null }, StepInput>(async () => {
  throw new Error('payment funnel: provide the prepare actor')
})
/** Placeholder: POST .../payment/confirm/ with an Idempotency-Key made of the booking and attempt. */
const confirm = fromPromise<ConfirmOutcome, StepInput & { paymentId: string | null }>(async () => {
  throw new Error('payment funnel: provide the confirm actor')
})
/** Placeholder: polls the asynchronous payment until the guest confirmed it in their app; resolves with the transaction. */
const poll = fromPromise<{ transactionId: string }, { paymentId: string }>(async () => {
  throw new Error('payment funnel: provide the poll actor')
})
/** Placeholder: GET /payment/final/ for the transaction; rejects with the provider's code. */
const finalize = fromPromise<void, { bookingId: number; transactionId: string }>(async () => {
  throw new Error('payment funnel: provide the finalize actor')
})
/** Placeholder: reloads the booking until it shows the payment; resolves with the refund plan now in force. */
const synchronise = fromPromise<{ planRefund: PlanRefund }, { bookingId: number }>(async () => {
  throw new Error('payment funnel: provide the synchronise actor')
})

/** How long "confirmed in your app" shows before the funnel moves on. */
export const MOBILE_CONFIRMED_PAUSE_MS = 1500

export const paymentFunnelMachine = setup({
  types: {
    context: {} as PaymentFunnelContext,
    events: {} as PaymentFunnelEvent,
    input: {} as PaymentFunnelInput,
  },
  actors: { prepare, confirm, poll, finalize, synchronise },
  actions: {
    // Placeholder, provided by the web app: leaves for context.redirectUrl (3-D Secure or a wallet's page).
    redirect: (_, _url: string) => {},
    chooseMethod: assign({ method: ({ context, event }) => (event.type === 'user.pay' ? event.method : context.method) }),
    startAttempt: assign({
      attempt: ({ context }) => context.attempt + 1,
      errorCode: null,
      paymentId: null,
      redirectUrl: null,
      transactionId: null,
    }),
    setFailure: assign({ errorCode: ({ event }) => paymentErrorCode('error' in event ? event.error : undefined) }),
    setMissingTransaction: assign({ errorCode: MISSING_TRANSACTION_ID }),
    setReturnedTransaction: assign({
      transactionId: ({ context, event }) => (event.type === 'payment.returned' && event.transactionId ? event.transactionId : context.transactionId),
    }),
  },
  guards: {
    hasMethod: ({ context }) => context.method !== null,
    isPaid: ({ event }) => 'output' in event && (event.output as ConfirmOutcome).kind === 'succeeded',
    needsRedirect: ({ event }) => 'output' in event && (event.output as ConfirmOutcome).kind === 'redirect',
    hasTransactionId: ({ event }) => event.type === 'payment.returned' && typeof event.transactionId === 'string' && event.transactionId !== '',
    refundOnTime: ({ event }) => 'output' in event && (event.output as { planRefund: PlanRefund }).planRefund === 'ON_TIME',
  },
  delays: { mobileConfirmedPause: MOBILE_CONFIRMED_PAUSE_MS },
}).createMachine({
  id: 'paymentFunnel',
  initial: 'idle',
  context: ({ input }) => ({
    ...input,
    method: null,
    attempt: 0,
    paymentId: null,
    redirectUrl: null,
    transactionId: null,
    errorCode: null,
  }),
  states: {
    idle: {
      on: { 'user.pay': { target: 'preparation', actions: ['chooseMethod', 'startAttempt'] } },
    },
    preparation: {
      invoke: {
        id: 'prepare',
        src: 'prepare',
        input: ({ context }) => ({ bookingId: context.bookingId, method: context.method!, attempt: context.attempt }),
        onDone: { target: 'execution', actions: assign({ paymentId: ({ event }) => event.output.paymentId }) },
        onError: { target: 'failed', actions: 'setFailure' },
      },
    },
    execution: {
      invoke: {
        id: 'confirm',
        src: 'confirm',
        input: ({ context }) => ({ bookingId: context.bookingId, method: context.method!, attempt: context.attempt, paymentId: context.paymentId }),
        onDone: [
          {
            guard: 'isPaid',
            target: 'finalization',
            actions: assign({ transactionId: ({ event }) => (event.output.kind === 'succeeded' ? event.output.transactionId : null) }),
          },
          {
            guard: 'needsRedirect',
            target: 'redirecting',
            actions: assign({ redirectUrl: ({ event }) => (event.output.kind === 'redirect' ? event.output.redirectUrl : null) }),
          },
          {
            target: 'awaitingMobileConfirmation',
            actions: assign({ paymentId: ({ context, event }) => (event.output.kind === 'mobileConfirmation' ? event.output.paymentId : context.paymentId) }),
          },
        ],
        onError: { target: 'failed', actions: 'setFailure' },
      },
    },
    redirecting: {
      entry: { type: 'redirect', params: ({ context }) => context.redirectUrl ?? '' },
      on: {
        'payment.returned': [
          { guard: 'hasTransactionId', target: 'finalization', actions: 'setReturnedTransaction' },
          { target: 'failed', actions: 'setMissingTransaction' },
        ],
      },
    },
    awaitingMobileConfirmation: {
      invoke: {
        id: 'poll',
        src: 'poll',
        input: ({ context }) => ({ paymentId: context.paymentId ?? '' }),
        onDone: { target: 'mobileConfirmed', actions: assign({ transactionId: ({ event }) => event.output.transactionId }) },
        onError: { target: 'failed', actions: 'setFailure' },
      },
      on: { 'user.back': { target: 'idle' } },
    },
    mobileConfirmed: {
      after: { mobileConfirmedPause: { target: 'finalization' } },
    },
    finalization: {
      invoke: {
        id: 'finalize',
        src: 'finalize',
        input: ({ context }) => ({ bookingId: context.bookingId, transactionId: context.transactionId ?? '' }),
        onDone: { target: 'synchronisation' },
        onError: { target: 'failed', actions: 'setFailure' },
      },
    },
    synchronisation: {
      invoke: {
        id: 'synchronise',
        src: 'synchronise',
        input: ({ context }) => ({ bookingId: context.bookingId }),
        onDone: [
          { guard: 'refundOnTime', target: 'completed.refundOnTime', actions: assign({ planRefund: 'ON_TIME' }) },
          { target: 'completed.refundTooLate', actions: assign({ planRefund: 'TOO_LATE' }) },
        ],
        onError: { target: 'failed', actions: 'setFailure' },
      },
    },
    // The success page: cancelling is still refunded (ON_TIME) or no longer (TOO_LATE).
    completed: {
      initial: 'refundOnTime',
      states: { refundOnTime: {}, refundTooLate: {} },
    },
    failed: {
      on: {
        'user.retry': { guard: 'hasMethod', target: 'preparation', actions: 'startAttempt' },
        'user.back': { target: 'idle' },
      },
    },
  },
})

/**
 * Where the payment-callback route starts: the guest left for `redirectUrl` and is back, so the
 * machine waits for payment.returned without redirecting again (pass as `snapshot` to the actor).
 */
export function returnedFromRedirect(input: PaymentFunnelInput & { method: string; attempt: number; redirectUrl: string }) {
  return paymentFunnelMachine.resolveState({
    value: 'redirecting',
    context: { ...input, paymentId: null, transactionId: null, errorCode: null },
  })
}
