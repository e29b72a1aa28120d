import { assign, fromPromise, setup } from 'xstate'
import type { SnapshotFrom } from 'xstate'
import { guestBookingError } from '../src/domain/booking-funnel-errors'
import type { GuestBookingError } from '../src/domain/booking-funnel-errors'
import {
  canRevisitFunnelStep,
  isStepOf,
  nextFunnelStep,
  previousFunnelStep,
} from '../src/domain/booking-funnel-routing'
import type { FunnelFamily, FunnelStep } from '../src/domain/booking-funnel-routing'

/**
 * The booking funnel and its payment as the guest lives them (spec 2 §2, §4). A visit starts when a
 * route of the funnel is entered (route.entered names the family and the step). `idle` holds the steps
 * before payment — travel details, cancellation insurance, insurance, user details, summary, and for a
 * request the message to the owner, whose validation ends in `requestSent` — each editing or saving,
 * in the order of its family (src/domain/booking-funnel-routing). The payment step is idle.payment:
 * idle → preparation (payment data and card registration) → execution (the confirm call) →
 * finalization (the provider's final answer for the transaction) → synchronisation (the booking
 * shows the payment) → completed. Execution may need a redirect first (3-D Secure challenge or a
 * wallet's hosted page; the funnel resumes on payment.returned) or a confirmation in a mobile app
 * (awaitingMobileConfirmation, then mobileConfirmed); a payment step whose data shows such a payment
 * still waiting (a reload) goes straight back to awaiting it (payment.resumed). Every failure of the payment lands in `failed`
 * with the provider's or API's code; the guest retries or goes back to choose another method. A failed synchronisation lands in
 * `synchronisationFailed` on the success route instead: the money may be taken, so the guest checks again, never pays again. Every route of
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
}

export interface PaymentFunnelContext extends PaymentFunnelInput {
  /** The route family of this visit, known once a route is entered. */
  family: FunnelFamily | null
  /** The step of the funnel the guest is on (or going to, while the funnel routes). */
  step: FunnelStep | null
  /** Why the last save of a step failed (field messages included), null while none. */
  stepFailure: GuestBookingError | null
  /** The refund plan in force once the booking shows the payment (GET .../refund/). */
  planRefund: PlanRefund | null
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
  /** A funnel route was opened: the first one of the visit, a link or the browser's back and forward buttons. */
  | { type: 'route.entered'; family: FunnelFamily; step: FunnelStep }
  /** Save this step (the web app holds what the guest typed) and move on. */
  | { type: 'user.next' }
  | { type: 'user.pay'; method: string }
  | { type: 'user.retry' }
  | { type: 'user.back' }
  /** The payment data shows an mbway or transfer payment still waiting for the guest (e.g. after a reload): wait for it again. */
  | { type: 'payment.resumed'; method: string; paymentId: string }
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

/**
 * How a step's save fails: the HTTP status and body of the API's answer (status null when none came),
 * read with the spec's guest booking error families.
 */
export function stepFailureOf(error: unknown): GuestBookingError {
  if (typeof error === 'object' && error !== null && 'body' in error) {
    const { status } = error as { status?: unknown }
    return guestBookingError(typeof status === 'number' ? status : null, error.body)
  }
  return { kind: 'unknown' }
}

interface StepInput {
  bookingId: number
  method: string
  attempt: number
}

/** What a step's save knows; the values the guest typed stay in the web app (no personal data in snapshots). */
export interface SaveStepInput {
  bookingId: number
  family: FunnelFamily
}

const placeholder = (name: string) =>
  fromPromise<void, SaveStepInput>(async () => {
    throw new Error(`payment funnel: provide the ${name} actor`)
  })
/** Placeholder: PUT the dates, hours and kilometres on the prices and the travelers on the booking. */
const saveTravelDetails = placeholder('saveTravelDetails')
/** Placeholder: PUT the cancellation insurance, or the insurance and rental cover, on the prices. */
const savePrices = placeholder('savePrices')
/** Placeholder: PUT the payer's billing details (payment summary). */
const saveUserDetails = placeholder('saveUserDetails')
/** Placeholder: an instant booking is booked (holds its dates, becomes payable) before it is paid. */
const bookInstantly = placeholder('bookInstantly')
/** Placeholder: saves the message to the owner and validates the request. */
const validateRequest = placeholder('validateRequest')

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

/** A step before payment that edits its form, then saves it with `src` and routes on (or shows why it failed). */
function editThenSave<Id extends string, Src extends 'saveTravelDetails' | 'savePrices' | 'saveUserDetails'>(
  id: Id,
  src: Src,
) {
  return {
    initial: 'editing',
    states: {
      editing: { on: { 'user.next': { target: 'saving', actions: 'clearStepFailure' } } },
      saving: {
        tags: ['saving'],
        invoke: {
          id,
          src,
          input: ({ context }: { context: PaymentFunnelContext }) => ({
            bookingId: context.bookingId,
            family: context.family!,
          }),
          onDone: { target: '#paymentFunnel.idle.routing', actions: 'moveNext' },
          onError: { target: 'editing', actions: 'setStepFailure' },
        },
      },
    },
  } as const
}

export const paymentFunnelMachine = setup({
  types: {
    context: {} as PaymentFunnelContext,
    events: {} as PaymentFunnelEvent,
    input: {} as PaymentFunnelInput,
  },
  actors: {
    saveTravelDetails,
    savePrices,
    saveUserDetails,
    bookInstantly,
    validateRequest,
    prepare,
    confirm,
    poll,
    finalize,
    synchronise,
  },
  actions: {
    // Going to another step drops what the guest saw there (a failed save, a payment that failed): the payment starts over.
    enterRoute: assign(({ context, event }) =>
      event.type === 'route.entered'
        ? { family: event.family, step: event.step, stepFailure: null, method: null, errorCode: null }
        : context,
    ),
    moveNext: assign({
      step: ({ context }) =>
        context.family && context.step ? nextFunnelStep(context.family, context.step) : context.step,
      stepFailure: null,
    }),
    moveBack: assign({
      step: ({ context }) =>
        context.family && context.step ? previousFunnelStep(context.family, context.step) : context.step,
      stepFailure: null,
      method: null,
      errorCode: null,
    }),
    clearStepFailure: assign({ stepFailure: null }),
    setStepFailure: assign({ stepFailure: ({ event }) => stepFailureOf('error' in event ? event.error : undefined) }),
    // Placeholder, provided by the web app: leaves for context.redirectUrl (3-D Secure or a wallet's page).
    redirect: (_, _url: string) => {},
    chooseMethod: assign({
      method: ({ context, event }) => (event.type === 'user.pay' ? event.method : context.method),
    }),
    startAttempt: assign({
      attempt: ({ context }) => context.attempt + 1,
      errorCode: null,
      paymentId: null,
      redirectUrl: null,
      transactionId: null,
    }),
    resumePayment: assign({
      method: ({ context, event }) => (event.type === 'payment.resumed' ? event.method : context.method),
      paymentId: ({ context, event }) => (event.type === 'payment.resumed' ? event.paymentId : context.paymentId),
    }),
    setFailure: assign({ errorCode: ({ event }) => paymentErrorCode('error' in event ? event.error : undefined) }),
    setMissingTransaction: assign({ errorCode: MISSING_TRANSACTION_ID }),
    setReturnedTransaction: assign({
      transactionId: ({ context, event }) =>
        event.type === 'payment.returned' && event.transactionId ? event.transactionId : context.transactionId,
    }),
  },
  guards: {
    /** A deep link may open any step of the family but the payment's return (it starts from the redirect it came back from). */
    canStartAt: ({ event }) =>
      event.type === 'route.entered' && isStepOf(event.family, event.step) && event.step !== 'payment-callback',
    canRevisit: ({ context, event }) =>
      event.type === 'route.entered' &&
      event.family === context.family &&
      canRevisitFunnelStep(event.family, event.step),
    hasPreviousStep: ({ context }) =>
      context.family !== null && context.step !== null && previousFunnelStep(context.family, context.step) !== null,
    isAt: ({ context }, params: { step: FunnelStep }) => context.step === params.step,
    isRequest: ({ context }) => context.family === 'request',
    isInstantRequest: ({ context }) => context.family === 'instant-request',
    hasMethod: ({ context }) => context.method !== null,
    isPaid: ({ event }) => 'output' in event && (event.output as ConfirmOutcome).kind === 'succeeded',
    needsRedirect: ({ event }) => 'output' in event && (event.output as ConfirmOutcome).kind === 'redirect',
    hasTransactionId: ({ event }) =>
      event.type === 'payment.returned' && typeof event.transactionId === 'string' && event.transactionId !== '',
    refundOnTime: ({ event }) =>
      'output' in event && (event.output as { planRefund: PlanRefund }).planRefund === 'ON_TIME',
  },
  delays: { mobileConfirmedPause: MOBILE_CONFIRMED_PAUSE_MS },
}).createMachine({
  id: 'paymentFunnel',
  initial: 'entering',
  context: ({ input }) => ({
    ...input,
    family: null,
    step: null,
    stepFailure: null,
    planRefund: null,
    method: null,
    attempt: 0,
    paymentId: null,
    redirectUrl: null,
    transactionId: null,
    errorCode: null,
  }),
  states: {
    // A visit starts on the route the guest opened; the funnel routes to it.
    entering: {
      on: { 'route.entered': { guard: 'canStartAt', target: 'idle.routing', actions: 'enterRoute' } },
    },
    // The steps before payment, in the order of the family; the payment step waits for a method.
    idle: {
      initial: 'routing',
      on: {
        'user.back': { guard: 'hasPreviousStep', target: '.routing', actions: 'moveBack' },
        'route.entered': { guard: 'canRevisit', target: '.routing', actions: 'enterRoute' },
      },
      states: {
        routing: {
          always: [
            { guard: { type: 'isAt', params: { step: 'travel-details' } }, target: 'travelDetails' },
            { guard: { type: 'isAt', params: { step: 'cancel-insurance' } }, target: 'cancelInsurance' },
            { guard: { type: 'isAt', params: { step: 'insurance' } }, target: 'insurance' },
            { guard: { type: 'isAt', params: { step: 'user-details' } }, target: 'userDetails' },
            { guard: { type: 'isAt', params: { step: 'summary' } }, target: 'summary' },
            { guard: { type: 'isAt', params: { step: 'message-owner' } }, target: 'messageOwner' },
            // A request is sent once validated; a booking to pay is shown paid once the booking says so.
            { guard: { type: 'isAt', params: { step: 'success' } }, target: '#paymentFunnel.success' },
            { target: 'payment' },
          ],
        },
        travelDetails: editThenSave('saveTravelDetails', 'saveTravelDetails'),
        cancelInsurance: editThenSave('saveCancelInsurance', 'savePrices'),
        insurance: editThenSave('saveInsurance', 'savePrices'),
        userDetails: editThenSave('saveUserDetails', 'saveUserDetails'),
        // Instant bookings are booked here before the payment; a request and a booking to pay move straight on.
        summary: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'user.next': [
                  { guard: 'isInstantRequest', target: 'saving', actions: 'clearStepFailure' },
                  { target: '#paymentFunnel.idle.routing', actions: 'moveNext' },
                ],
              },
            },
            saving: {
              tags: ['saving'],
              invoke: {
                id: 'bookInstantly',
                src: 'bookInstantly',
                input: ({ context }) => ({ bookingId: context.bookingId, family: context.family! }),
                onDone: { target: '#paymentFunnel.idle.routing', actions: 'moveNext' },
                onError: { target: 'editing', actions: 'setStepFailure' },
              },
            },
          },
        },
        // Request family: the message goes with the validation of the request.
        messageOwner: {
          initial: 'editing',
          states: {
            editing: { on: { 'user.next': { target: 'validating', actions: 'clearStepFailure' } } },
            validating: {
              tags: ['saving'],
              invoke: {
                id: 'validateRequest',
                src: 'validateRequest',
                input: ({ context }) => ({ bookingId: context.bookingId, family: context.family! }),
                onDone: { target: '#paymentFunnel.requestSent', actions: 'moveNext' },
                onError: { target: 'editing', actions: 'setStepFailure' },
              },
            },
          },
        },
        payment: {
          on: {
            'user.pay': { target: '#paymentFunnel.preparation', actions: ['chooseMethod', 'startAttempt'] },
            // Nothing to confirm again: the payment exists, only its outcome is awaited.
            'payment.resumed': {
              target: '#paymentFunnel.awaitingMobileConfirmation',
              actions: ['startAttempt', 'resumePayment'],
            },
          },
        },
      },
    },
    // The success route entered directly: a sent request, or a booking whose payment the synchronisation checks.
    success: {
      always: [{ guard: 'isRequest', target: 'requestSent' }, { target: 'synchronisation' }],
    },
    requestSent: { type: 'final' },
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
        input: ({ context }) => ({
          bookingId: context.bookingId,
          method: context.method!,
          attempt: context.attempt,
          paymentId: context.paymentId,
        }),
        onDone: [
          {
            guard: 'isPaid',
            target: 'finalization',
            actions: assign({
              transactionId: ({ event }) => (event.output.kind === 'succeeded' ? event.output.transactionId : null),
            }),
          },
          {
            guard: 'needsRedirect',
            target: 'redirecting',
            actions: assign({
              redirectUrl: ({ event }) => (event.output.kind === 'redirect' ? event.output.redirectUrl : null),
            }),
          },
          {
            target: 'awaitingMobileConfirmation',
            actions: assign({
              paymentId: ({ context, event }) =>
                event.output.kind === 'mobileConfirmation' ? event.output.paymentId : context.paymentId,
            }),
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
        onDone: {
          target: 'mobileConfirmed',
          actions: assign({ transactionId: ({ event }) => event.output.transactionId }),
        },
        onError: { target: 'failed', actions: 'setFailure' },
      },
      on: { 'user.back': { target: 'idle.payment', actions: assign({ step: 'payment' }) } },
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
        onError: { target: 'synchronisationFailed', actions: 'setFailure' },
      },
    },
    // Reading the booking failed (or it does not show the payment yet): the money may well be taken, so the guest
    // looks again rather than pays again; a booking still to pay is paid from the trip page.
    synchronisationFailed: {
      on: { 'user.retry': { target: 'synchronisation', actions: assign({ errorCode: null }) } },
    },
    // The success page: cancelling is still refunded (ON_TIME) or no longer (TOO_LATE).
    completed: {
      initial: 'refundOnTime',
      states: { refundOnTime: {}, refundTooLate: {} },
    },
    failed: {
      on: {
        'user.retry': { guard: 'hasMethod', target: 'preparation', actions: 'startAttempt' },
        'user.back': { target: 'idle.payment', actions: assign({ step: 'payment' }) },
        // Back to an earlier step (the summary, the insurance) after a failed payment.
        'route.entered': { guard: 'canRevisit', target: 'idle.routing', actions: 'enterRoute' },
      },
    },
  },
})

/**
 * Where the payment-callback route starts: the guest left for `redirectUrl` and is back, so the
 * machine waits for payment.returned without redirecting again (pass as `snapshot` to the actor).
 */
export function returnedFromRedirect(
  input: PaymentFunnelInput & { family: FunnelFamily; method: string; attempt: number; redirectUrl: string },
) {
  return paymentFunnelMachine.resolveState({
    value: 'redirecting',
    context: {
      ...input,
      step: 'payment-callback',
      stepFailure: null,
      planRefund: null,
      paymentId: null,
      transactionId: null,
      errorCode: null,
    },
  })
}

type PaymentFunnelSnapshot = SnapshotFrom<typeof paymentFunnelMachine>

/** The states the payment route shows: choosing a method, paying, and a failure with its way back. */
const PAYING = [
  'preparation',
  'execution',
  'redirecting',
  'awaitingMobileConfirmation',
  'mobileConfirmed',
  'finalization',
  'synchronisation',
  'failed',
] as const

/**
 * Every route of the funnel renders the machine: whether `step`'s page shows this state. A payment
 * settles on the route it started from (payment, or payment-callback after a redirect), a failed
 * return goes back to the payment step, and success shows a paid booking once synchronised.
 */
export function routeRenders(step: FunnelStep, snapshot: PaymentFunnelSnapshot): boolean {
  switch (step) {
    case 'payment':
      return snapshot.matches({ idle: 'payment' }) || PAYING.some((state) => snapshot.matches(state))
    case 'payment-callback':
      return (['redirecting', 'finalization', 'synchronisation'] as const).some((state) => snapshot.matches(state))
    case 'success':
      return (['requestSent', 'completed', 'synchronisation', 'synchronisationFailed'] as const).some((state) =>
        snapshot.matches(state),
      )
    default:
      return snapshot.matches('idle') && snapshot.context.step === step
  }
}

/** The route that shows the machine's state, or null before a route was entered. */
export function routeOf(snapshot: PaymentFunnelSnapshot): FunnelStep | null {
  if (snapshot.matches('entering')) return null
  if (snapshot.matches('requestSent') || snapshot.matches('completed') || snapshot.matches('synchronisationFailed'))
    return 'success'
  if (snapshot.matches('idle') && snapshot.context.step !== 'payment') return snapshot.context.step
  return 'payment'
}
